import Diary
import Foundation
import Insights
import TestSupport
import Testing

@Suite("foodstory stats --compare")
struct StatsCompareCommandTests {
    /// February and the first days of March 2026, in UTC.
    private static let export = """
        [\(entry(1, "2026-02-01T08:00:00Z", "coffee", "breakfast")),
         \(entry(2, "2026-02-02T08:00:00Z", "coffee", "breakfast")),
         \(entry(3, "2026-02-03T13:00:00Z", "toast", "lunch")),
         \(entry(4, "2026-02-15T20:00:00Z", "rice", "dinner")),
         \(entry(5, "2026-03-01T08:00:00Z", "coffee", "breakfast")),
         \(entry(6, "2026-03-02T21:00:00Z", "kheer", "dessert")),
         \(entry(7, "2026-03-02T16:00:00Z", "coffee", "beverage"))]
        """

    private static func entry(_ number: Int, _ date: String, _ text: String, _ category: String) -> String {
        """
        {"id": "00000000-0000-0000-0000-00000000000\(number)", "date": "\(date)", "createdAt": "\(date)",
         "rawInput": "\(text)", "inputType": "text", "processedDescription": "\(text)", "category": "\(category)"}
        """
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let folder = try TemporaryFolder()
        let path = try folder.write(Self.export, to: "export.json")
        let result = try FoodStoryBinary.run(
            ["stats", "--input", path, "--timezone", "UTC", "--as-of", "2026-03-05"] + arguments)
        return (result.status, result.stdout, result.stderr)
    }

    @Test("March so far against the same days of February, as text")
    func monthSoFar() throws {
        let result = try run(["--compare", "2026-03"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                FoodStory compare: 1–5 March 2026 against 1–5 February 2026, as of 2026-03-05
                  2026-03: 2026-03-01 to 2026-03-05 (5 days)
                  2026-02: 2026-02-01 to 2026-02-05 (5 days)
                  (counted up to 2026-03-05, and the other period over the like days)

                                   2026-03  2026-02  change
                  Entries                3        3       0
                  Days logged            2        3      -1
                  Different foods        2        2       0
                  New foods              1        2      -1

                Categories
                  breakfast  1  2  -1
                  lunch      0  1  -1
                  dessert    1  0  +1
                  beverage   1  0  +1

                Top foods
                  coffee  2  2   0
                  kheer   1  0  +1
                  toast   0  1  -1

                3 entries, as many as on 1–5 February 2026.
                2 days logged, 1 fewer than on 1–5 February 2026.
                2 different foods, as many as on 1–5 February 2026.
                1 food first eaten on 1–5 March 2026: kheer.

                """)
    }

    @Test("--against a chosen period, as JSON: the whole report")
    func chosenJSON() throws {
        let result = try run(["--compare", "2026-03-01..2026-03-02", "--against", "2026-02-01..2026-02-02", "--json"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let report = try JSONDecoder().decode(ComparisonReport.self, from: Data(result.stdout.utf8))
        let day = { (text: String) in LocalDay(text) ?? LocalDay(dayNumber: 0) }
        let march = DayRange(start: day("2026-03-01"), end: day("2026-03-02"))
        let february = DayRange(start: day("2026-02-01"), end: day("2026-02-02"))
        let coffee = Food(key: "coffee", name: "coffee")
        let kheer = Food(key: "kheer", name: "kheer")
        let expected = ComparisonReport(
            asOf: day("2026-03-05"), period: "2026-03-01..2026-03-02", against: "2026-02-01..2026-02-02",
            isCut: false, isCovered: true,
            comparison: Comparison(
                baselineKind: .chosen,
                current: PeriodFigures(
                    range: march, entries: 3, daysLogged: 2, foods: 2, newFoods: [FoodCount(food: kheer, count: 1)],
                    categories: [
                        CategoryShare(category: .breakfast, count: 1, percent: 34),
                        CategoryShare(category: .dessert, count: 1, percent: 33),
                        CategoryShare(category: .beverage, count: 1, percent: 33),
                    ],
                    topFoods: [FoodCount(food: coffee, count: 2), FoodCount(food: kheer, count: 1)]),
                baseline: PeriodFigures(
                    range: february, entries: 2, daysLogged: 2, foods: 1, newFoods: [FoodCount(food: coffee, count: 2)],
                    categories: [CategoryShare(category: .breakfast, count: 2, percent: 100)],
                    topFoods: [FoodCount(food: coffee, count: 2)]),
                categories: [
                    CategoryChange(category: .breakfast, current: 1, baseline: 2),
                    CategoryChange(category: .dessert, current: 1, baseline: 0),
                    CategoryChange(category: .beverage, current: 1, baseline: 0),
                ],
                topFoods: [
                    FoodChange(food: coffee, current: 2, baseline: 2), FoodChange(food: kheer, current: 1, baseline: 0),
                ]),
            sentences: [
                "3 entries, 1 more than on 1–2 February 2026.", "2 days logged, as many as on 1–2 February 2026.",
                "2 different foods, 1 more than on 1–2 February 2026.", "1 food first eaten on 1–2 March 2026: kheer.",
            ])
        #expect(report == expected)
    }

    @Test("A period before the diary is counted, with a warning that it was not kept then")
    func beforeTheDiary() throws {
        let result = try run(["--compare", "2026-02", "--json"])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "foodstory: warning: the diary's first entry is on 2026-02-01: the days before it count as days without entries\n"
        )
    }

    @Test(
        "Bad periods are usage errors (64), each one line",
        arguments: [
            (["--compare", "March"], "--compare March is not a period; expected \(ComparedPeriod.forms)"),
            (
                ["--compare", "2026-03", "--against", "2026-13"],
                "--against 2026-13 is not a period; expected \(ComparedPeriod.forms)"
            ),
            (["--against", "2026-02"], "--against needs --compare: the period to compare with it"),
            (
                ["--compare", "2026-03", "--period", "7d"],
                "--compare gives a comparison instead of the report; it takes no --period, --week or --foods"
            ),
            (
                ["--compare", "2026-04"],
                "--compare 2026-04 starts after the as-of day, 2026-03-05; nothing of it can be counted"
            ),
            (
                ["--compare", "2026-02", "--against", "2026-W11"],
                "--against 2026-W11 starts after the as-of day, 2026-03-05; nothing of it can be counted"
            ),
        ])
    func badPeriods(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "foodstory: error: \(message)\n")
    }
}
