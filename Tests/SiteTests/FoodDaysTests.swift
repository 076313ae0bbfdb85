import Diary
import Foundation
import TestSupport
import Testing

@testable import Site

/// When a food was eaten, as its page lists it: the twelve months up to its last day day by
/// day, the years before a line each.
@Suite("A food's days")
struct FoodDaysTests {
    /// A diary of porridge on `days` (`YYYY-MM-DD`), at noon in India.
    static func diary(_ days: [String]) throws -> Diary {
        let entries = days.enumerated().map { index, day in
            """
            {"id": "00000000-0000-4000-8000-\(String(format: "%012d", index))", "date": "\(day)T06:30:00Z",
             "createdAt": "\(day)T06:30:00Z", "rawInput": "Porridge", "inputType": "text",
             "processedDescription": "porridge", "mediaURL": null, "category": "breakfast", "updatedAt": null}
            """
        }
        return try SiteFixture.diary("[" + entries.joined(separator: ",\n") + "]")
    }

    @Test("The twelve months up to the last day, day by day and newest first; the years before, how many days a month")
    func page() async throws {
        let days = [
            "2024-01-05", "2024-01-20", "2024-06-01", "2025-02-10", "2025-03-31", "2025-04-02", "2026-03-01",
            "2026-03-09",
        ]
        let files = try await SiteFixture.build(try Self.diary(days))
        let page = SiteFixture.text(files, "food/porridge.html")
        let section = try #require(page.range(of: "<h2>When it was eaten</h2>\n"))
        let end = try #require(page.range(of: "\n</main>", range: section.upperBound..<page.endIndex))
        #expect(
            page[section.upperBound..<end.lowerBound] == """
                <ul>
                <li>March 2026: <a href="../day/2026-03-09.html">9</a>, <a href="../day/2026-03-01.html">1</a></li>
                <li>April 2025: <a href="../day/2025-04-02.html">2</a></li>
                </ul>
                <p>Before April 2025, the days a month:</p>
                <ul>
                <li>2025, 2 days: 1 in <a href="../month/2025-02.html">February</a>, 1 in <a href="../month/2025-03.html">March</a></li>
                <li>2024, 3 days: 2 in <a href="../month/2024-01.html">January</a>, 1 in <a href="../month/2024-06.html">June</a></li>
                </ul>

                """)
    }

    @Test("Days within twelve months of the last one are all listed, with no line of years")
    func recentOnly() {
        let days = ["2025-04-01", "2025-12-31", "2026-03-09"].compactMap(LocalDay.init)
        let eaten = PageFactory.eatenDays(days, on: "food/porridge.html", words: english)
        #expect(eaten.months.map(\.name) == ["March 2026", "December 2025", "April 2025"])
        #expect(eaten.years.isEmpty)
        #expect(eaten.since == "April 2025")
        // The twelve months end with the last day's, whatever the as-of day: a food last eaten
        // long ago keeps its last year's days.
        let old = PageFactory.eatenDays(
            ["2019-01-31", "2019-02-01"].compactMap(LocalDay.init), on: "food/a.html", words: english)
        #expect(old.months.map(\.name) == ["February 2019", "January 2019"] && old.years.isEmpty)
        #expect(PageFactory.eatenDays([], on: "food/a.html", words: english).months.isEmpty)
    }
}
