import Charts
import Days
import TestSupport
import Testing
import Words

/// The year card's comparison with the year before, under its headline: whole or not at all,
/// inside the margins, clear of the other texts, in long-word and right-to-left languages.
@Suite("Year card layout")
struct YearCardLayoutTests {
    /// A year under way with `headline` and `comparison`.
    static func card(headline: String, comparison: String) -> YearCard {
        YearCard(
            year: 2026, headline: headline, dayCounts: (0..<69).map { $0 % 5 == 0 ? 0 : $0 % 4 + 1 },
            topFoods: [.init(name: "coffee", count: 21), .init(name: "toast", count: 9)],
            categories: [.init(name: "breakfast", count: 30), .init(name: "lunch", count: 25)],
            today: Fixtures.day("2026-03-10"), comparison: comparison)
    }

    /// The texts drawn in the comparison's sizes (Inter, weight 600), in order: `sizes` are the
    /// portrait's (30, 26) or the link preview's (24, 21).
    static func noteLines(_ svg: String, sizes: Set<String>) throws -> [String] {
        let summary = try SVGCheck.parse(svg)
        return zip(summary.texts, summary.textAttributes).compactMap { text, attributes in
            // Without the isolates a right-to-left line is wrapped in.
            sizes.contains(attributes["font-size"] ?? "") && attributes["font-weight"] == "600" ? bare(text) : nil
        }
    }

    /// A line without the isolates a right-to-left line is wrapped in.
    static func bare(_ text: String) -> String {
        text.filter { $0 != "\u{2067}" && $0 != "\u{2069}" }
    }

    /// Whether `lines` are the whole of `comparison`: joined by spaces, or by nothing where the
    /// text is written without them and broke after its ideographic comma.
    static func whole(_ lines: [String], _ comparison: String) -> Bool {
        lines.joined(separator: comparison.contains(" ") ? " " : "") == comparison
    }

    /// Comparisons as each catalog writes them, the longest forms.
    static let comparisons: [(locale: String, headline: String, comparison: String)] = [
        ("en", "A year of coffee.", "1,204 entries, 37 more than on the same dates of 2025."),
        (
            "en", "A year of masala dosa with coconut chutney and sambar.",
            "No entries, and none on the same dates of 2025 either."
        ),
        ("de", "Ein Jahr voller Kaffee.", "1.204 Einträge, 37 mehr als im selben Zeitraum 2025."),
        ("ar-EG", "عام بطعم القهوة.", "١٢٠٤ تدوينة، بزيادة ٣٧ عن الأيام نفسها من عام ٢٠٢٥."),
        ("ja", "コーヒーの1年。", "記録したのは1,204件で、2025年の同じ期間より37増えました。"),
    ]

    /// The link previews of `comparisons` that show the comparison, with its lines: all but
    /// the headline of three lines.
    static let linkDrawn = ["en 2", "de 2", "ar-EG 2", "ja 2"]

    @Test("The portrait draws the comparison whole under the headline, clear of the numbers")
    func portrait() throws {
        for (locale, headline, comparison) in Self.comparisons {
            let words = try Catalog.shipped(locale: locale)
            let svg = Self.card(headline: headline, comparison: comparison).render(.portrait, words: words)
            let lines = try Self.noteLines(svg, sizes: ["30", "26"])
            #expect(Self.whole(lines, comparison), "\(locale)")
            #expect((1...2).contains(lines.count), "\(locale)")
            try LayoutCheck.expectNoOverlapOrCut(svg)
            // Its last line ends well above the key numbers' figures (45 units: more than a
            // line of it), however long the headline.
            let (_, _, boxes) = try LayoutCheck.boxes(svg)
            let last = try #require(boxes.last { Self.bare($0.text) == lines.last })
            let numbers = try #require(boxes.first { $0.text == "138" || $0.text == "١٣٨" })
            #expect(last.bottom + 45 <= numbers.top, "\(locale): \(last.bottom), \(numbers.top)")
        }
    }

    @Test("The link preview draws it whole under the top foods when it fits above the heatmap, else not at all")
    func link() throws {
        var drawn: [String] = []
        for (locale, headline, comparison) in Self.comparisons {
            let words = try Catalog.shipped(locale: locale)
            let svg = Self.card(headline: headline, comparison: comparison).render(.link, words: words)
            let lines = try Self.noteLines(svg, sizes: ["24", "21"])
            #expect(lines.isEmpty || Self.whole(lines, comparison), "\(locale)")
            if !lines.isEmpty { drawn.append("\(locale) \(lines.count)") }
            // Inside the card, above the heatmap, clear of every other text.
            let (_, _, boxes) = try LayoutCheck.boxes(svg)
            for note in boxes where lines.contains(Self.bare(note.text)) {
                #expect(note.left >= 64 && note.right <= 64 + 660 && note.bottom <= 440, "\(locale): \(note)")
                for other in boxes where other.text != note.text {
                    let overlap =
                        note.left < other.right && other.left < note.right && note.top < other.bottom
                        && other.top < note.bottom
                    #expect(!overlap, "\(locale): \(note.text) overlaps \(other.text)")
                }
            }
        }
        #expect(drawn == Self.linkDrawn)
    }

    @Test("Without a year before, nothing is drawn in its place and the description is the card's sentence")
    func none() throws {
        let card = Self.card(headline: "A year of coffee.", comparison: " \n")
        for format in CardFormat.allCases {
            let svg = card.render(format, words: english)
            #expect(try Self.noteLines(svg, sizes: format == .link ? ["24", "21"] : ["30", "26"]) == [])
            #expect(try SVGCheck.parse(svg).desc == card.sentence(english))
        }
        let compared = Self.card(headline: "A year of coffee.", comparison: "9 entries, 2 more than in 2025.")
        #expect(
            try SVGCheck.parse(compared.render(.portrait, words: english)).desc
                == compared.sentence(english) + " 9 entries, 2 more than in 2025.")
    }
}
