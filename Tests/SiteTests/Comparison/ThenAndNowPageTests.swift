import Diary
import Foundation
import TestSupport
import Testing
import Withholding

@testable import Site

/// The comparisons on the month, year, food, home and Insights pages of a diary kept since the
/// last day of 2024, as of 5 March 2026 (India).
@Suite("Then and now on the pages")
struct ThenAndNowPageTests {
    /// Entries as `(day, description, category)`.
    static let rows: [(String, String, String)] = [
        ("2024-12-31", "toast", "breakfast"),
        ("2025-03-03", "coffee", "breakfast"), ("2025-03-04", "coffee", "breakfast"),
        ("2025-03-20", "kheer", "dessert"),
        ("2026-02-02", "coffee", "breakfast"), ("2026-02-03", "toast", "lunch"),
        ("2026-03-02", "coffee", "breakfast"), ("2026-03-03", "poha", "breakfast"),
        ("2026-03-04", "whisky", "beverage"),
    ]

    /// The rows as an export: each entry at 08:30 in India on its day.
    static var json: String {
        let entries = rows.enumerated().map { index, row in
            let day = LocalDay(row.0) ?? LocalDay(dayNumber: 0)
            return """
                {"id": "44444444-0000-4000-8000-\(String(format: "%012d", index + 1))", "date": "\(day.adding(days: -1))T18:30:00Z",
                 "createdAt": "\(day)T03:00:00Z", "rawInput": "\(row.1)", "inputType": "text",
                 "processedDescription": "\(row.1)", "mediaURL": null, "category": "\(row.2)", "updatedAt": null}
                """
        }
        return "[" + entries.joined(separator: ",\n") + "]"
    }

    private func site(public: Bool = false) async throws -> [String: Data] {
        let folder = try TemporaryFolder()
        var diary = try Fixtures.readJSON(Self.json, timeZone: TimeZone(identifier: "Asia/Kolkata"), in: folder)
        if `public` {
            diary = PublicView(hide: ["whisky"]).apply(to: diary, pantry: nil, aliases: [:], notFoods: []).diary
        }
        return try await SiteFixture.build(diary, asOf: "2026-03-05")
    }

    private func section(_ files: [String: Data], _ path: String, from start: String, to end: String) -> String {
        PhotoCalendarTests.section(SiteFixture.text(files, path), from: start, to: end)
    }

    private static func row(_ cells: String...) -> String {
        "<tr><th scope=\"row\">\(cells[0])</th>" + cells.dropFirst().map { "<td>\($0)</td>" }.joined() + "</tr>"
    }

    private static func table(caption: String, rows: [String]) -> String {
        """
        <h2>Then and now</h2>
        <table class="then-now">
        <caption>\(caption)</caption>
        <thead>
        <tr><th scope="col">Measure</th><th scope="col">1–5 March 2026</th><th scope="col">1–5 February 2026</th><th scope="col">1–5 March 2025</th></tr>
        </thead>
        <tbody>
        \(rows.joined(separator: "\n"))
        </tbody>
        </table>
        """
    }

    @Test("The month so far against the same days of February and of March 2025: the numbers and the sentences")
    func month() async throws {
        let files = try await site()
        let caption = "1–5 March 2026, the month so far, against 1–5 February 2026 and 1–5 March 2025."
        let expected =
            Self.table(
                caption: caption,
                rows: [
                    Self.row("Entries", "3", "2", "2"), Self.row("Days logged", "3", "2", "2"),
                    Self.row("Different foods", "3", "2", "1"), Self.row("New foods", "2", "0", "1"),
                    Self.row("Breakfast", "2", "1", "2"), Self.row("Lunch", "0", "1", "0"),
                    Self.row("Beverage", "1", "0", "0"), Self.row("Coffee", "1", "1", "2"),
                    Self.row("Poha", "1", "0", "0"), Self.row("Whisky", "1", "0", "0"),
                ]) + """

                <ul>
                <li>3 entries, 1 more than in February.</li>
                <li>3 days logged, 1 more than in February.</li>
                <li>3 different foods, 1 more than in February.</li>
                <li>3 entries, 1 more than a year before.</li>
                <li>3 days logged, 1 more than a year before.</li>
                <li>3 different foods, 2 more than a year before.</li>
                <li>2 foods first eaten this month: poha and whisky.</li>
                </ul>
                """
        #expect(section(files, "month/2026-03.html", from: "<h2>Then and now</h2>", to: "</ul>") == expected)
        // February against January (kept: the diary began on 31 December 2024) and February 2025.
        #expect(
            section(files, "month/2026-02.html", from: "<table class=\"then-now\">\n<caption>", to: "</caption>")
                == "<table class=\"then-now\">\n<caption>February 2026, against January 2026 and February 2025.</caption>"
        )
        // No month before the diary's: nothing is said of December 2024.
        #expect(!SiteFixture.text(files, "month/2024-12.html").contains("Then and now"))
        #expect(SiteFixture.text(files, "month/2024-12.html").contains("<h1>December 2024</h1>"))
    }

    @Test("The public view counts only what it shows: a hidden food is in no number and no name")
    func publicMonth() async throws {
        let files = try await site(public: true)
        let caption = "1–5 March 2026, the month so far, against 1–5 February 2026 and 1–5 March 2025."
        let expected =
            Self.table(
                caption: caption,
                rows: [
                    Self.row("Entries", "2", "2", "2"), Self.row("Days logged", "2", "2", "2"),
                    Self.row("Different foods", "2", "2", "1"), Self.row("New foods", "1", "0", "1"),
                    Self.row("Breakfast", "2", "1", "2"), Self.row("Lunch", "0", "1", "0"),
                    Self.row("Coffee", "1", "1", "2"), Self.row("Poha", "1", "0", "0"),
                ]) + """

                <ul>
                <li>2 entries, as many as in February.</li>
                <li>2 days logged, as many as in February.</li>
                <li>2 different foods, as many as in February.</li>
                <li>2 entries, as many as a year before.</li>
                <li>2 days logged, as many as a year before.</li>
                <li>2 different foods, 1 more than a year before.</li>
                <li>1 food first eaten this month: poha.</li>
                </ul>
                """
        #expect(section(files, "month/2026-03.html", from: "<h2>Then and now</h2>", to: "</ul>") == expected)
    }

    @Test("The year so far against the same dates of 2025, in a headline and a chart of the months")
    func year() async throws {
        let files = try await site()
        #expect(
            section(files, "year/2026.html", from: "<h2>Then and now</h2>", to: "</p>")
                == "<h2>Then and now</h2>\n<p>5 entries so far in 2026, 3 more than on the same dates of 2025.</p>")
        let chart = section(
            files, "year/2026.html", from: "<figure class=\"chart\"><p class=\"chart-title\">2026 and 2025",
            to: "</figure>")
        #expect(
            PhotoCalendarTests.section(chart, from: "<figcaption>", to: "</figcaption>")
                == "<figcaption>5 entries in 2026 so far, up 150% from 2 a year before.</figcaption>")
        #expect(
            PhotoCalendarTests.section(chart, from: "<tbody>", to: "</tbody>")
                == """
                <tbody>
                <tr><th scope="row">January</th><td>0</td><td>0</td><td>no change</td></tr>
                <tr><th scope="row">February</th><td>2</td><td>0</td><td>↑ from 0</td></tr>
                <tr><th scope="row">March</th><td>3</td><td>2</td><td>↑ 50%</td></tr>
                <tr><th scope="row">Total</th><td>5</td><td>2</td><td>↑ 150%</td></tr>
                </tbody>
                """)
        // 2025 against 2024: the diary was not kept through 2024.
        #expect(!SiteFixture.text(files, "year/2025.html").contains("Then and now"))
    }

    /// The texts a card's SVG draws, in order.
    static func cardTexts(_ svg: String) -> [String] {
        svg.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.1) }
    }

    /// Entries of the rows from `start` through `end` (days as written), counted from the rows.
    static func entries(_ start: String, _ end: String, hiding: String? = nil) -> Int {
        rows.count { $0.0 >= start && $0.0 <= end && $0.1 != hiding }
    }

    @Test("The year card says the year so far against the same dates of the year before, and nothing without them")
    func yearCard() async throws {
        for hidden in [nil, "whisky"] {
            let files = try await site(public: hidden != nil)
            let (now, before) = (
                Self.entries("2026-01-01", "2026-03-05", hiding: hidden),
                Self.entries("2025-01-01", "2025-03-05", hiding: hidden)
            )
            let sentence = "\(now) entries, \(now - before) more than on the same dates of 2025."
            let card = SiteFixture.text(files, "cards/2026.svg")
            let texts = Self.cardTexts(card)
            // Drawn under the headline, before the key numbers, in as many lines as it takes.
            // The headline's last line ends the sentence "A year of coffee.".
            let headline = try #require(texts.firstIndex { $0.hasSuffix("coffee.") })
            let numbers = try #require(texts.firstIndex(of: "\(now)"))
            #expect(texts[(headline + 1)..<numbers].joined(separator: " ") == sentence)
            #expect(
                PhotoCalendarTests.section(card, from: "<desc id=\"card-2026-desc\">", to: "</desc>").hasSuffix(
                    " " + sentence + "</desc>"))
            // 2025 against 2024: the diary was not kept through 2024, so the headline stands alone.
            let texts2025 = Self.cardTexts(SiteFixture.text(files, "cards/2025.svg"))
            // The masthead's label, then the headline (its last line ends with a full stop).
            let label = try #require(texts2025.firstIndex(of: "2025"))
            let headline2025 = try #require(texts2025[label...].firstIndex { $0.hasSuffix(".") })
            #expect(texts2025[headline2025 + 1] == "\(Self.entries("2025-01-01", "2025-12-31", hiding: hidden))")
        }
    }

    /// The sentence of a week, through `last` (its Sunday, or the as-of day while it is under
    /// way), against the same days of the eight weeks before, worked out from the rows.
    static func weekSentence(monday: String, last: String) throws -> String {
        let (start, end) = (try #require(LocalDay(monday)), try #require(LocalDay(last)))
        let now = entries(monday, last)
        let before = (1...8).map { back in
            entries(start.adding(days: -7 * back).description, end.adding(days: -7 * back).description)
        }
        let shown = (Double(before.reduce(0, +)) / 8 * 10).rounded(.toNearestOrAwayFromZero) / 10
        let soFar = start.days(to: end) < 6
        let (week, days) = soFar ? ("so far this week", "the same days of ") : ("this week", "")
        let counted = now == 1 ? "1 entry" : "\(now) entries"
        guard shown > 0 else {
            return "\(counted) \(week); none \(soFar ? "on the same days of" : "in") the eight weeks before."
        }
        let average = String(format: "%.1f", shown)
        return
            "\(counted) \(week); \(days)the eight weeks before averaged \(average)\(Double(now) == shown ? " too" : "")."
    }

    @Test(
        "Each week's page, printed recap and feed entry set it against the eight weeks before; print states the year's and month's comparisons"
    )
    func weeksAndPrint() async throws {
        let files = try await site()
        // Week 10 under way (2–5 March) and week 6 (2–8 February), whole.
        let under = try Self.weekSentence(monday: "2026-03-02", last: "2026-03-05")
        let whole = try Self.weekSentence(monday: "2026-02-02", last: "2026-02-08")
        #expect(
            under
                == "3 entries so far this week; the same days of the eight weeks before averaged 0.3."
        )
        #expect(whole == "2 entries this week; none in the eight weeks before.")
        for (week, sentence, printed) in [
            ("2026-W10", under, "print/2026-03.html"), ("2026-W06", whole, "print/2026-02.html"),
        ] {
            // In the recap's numbers, right after the tiles.
            let numbers = "</div></div>\n<p>\(sentence)</p>\n<h2>Top food</h2>"
            for path in ["week/\(week).html", printed, "print/2026.html"] {
                #expect(
                    section(files, path, from: "Week \(week) · ", to: "<h2>Top food</h2>").hasSuffix(numbers), "\(path)"
                )
            }
        }
        #expect(
            section(
                files, "feed.xml", from: "<link rel=\"alternate\" type=\"text/html\" href=\"week/2026-W06.html\"/>",
                to: "</summary>")
                == "<link rel=\"alternate\" type=\"text/html\" href=\"week/2026-W06.html\"/>\n    <summary>2 entries over 2 days. \(whole)</summary>"
        )
        // The printed year's cover: the year page's headline, under the intro; the printed
        // month's: its page's comparison.
        #expect(
            section(files, "print/2026.html", from: "one to a page:", to: "</p>\n<div class=\"stats\">")
                .hasSuffix(
                    "</p>\n<p>5 entries so far in 2026, 3 more than on the same dates of 2025.</p>\n<div class=\"stats\">"
                ))
        // The month page's caption and sentences, without its table.
        let sentences = section(files, "month/2026-03.html", from: "<ul>\n<li>3 entries,", to: "</ul>")
        #expect(sentences.hasPrefix("<ul>\n<li>3 entries, 1 more than in February.</li>"))
        #expect(
            section(files, "print/2026-03.html", from: "<h2>Then and now</h2>", to: "</ul>")
                == "<h2>Then and now</h2>\n<p>1–5 March 2026, the month so far, against 1–5 February 2026 and 1–5 March 2025.</p>\n"
                + sentences)
    }

    @Test("A food this year against the same dates of last year; the home page's week; each Insights period")
    func foodHomeInsights() async throws {
        let files = try await site()
        #expect(
            section(files, "food/coffee.html", from: "<p>Eaten 2 times so far", to: "</p>")
                == "<p>Eaten 2 times so far in 2026, as many as on the same dates of 2025.</p>")
        // 2 entries on 2–5 February, four weeks before, and none on the other seven weeks' days.
        #expect(
            section(files, "index.html", from: "<p>3 entries so far this week;", to: "</p>")
                == "<p>3 entries so far this week; the same days of the eight weeks before averaged 0.3. <a href=\"week/2026-W10.html\">This week's recap</a></p>"
        )
        #expect(
            section(files, "insights.html", from: "<h2>7 days", to: "before.</p>").hasSuffix(
                "<p>3 entries, against none in the 7 days before.</p>"))
    }
}
