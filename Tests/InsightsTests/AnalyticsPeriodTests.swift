import Diary
import Insights
import Testing

@Suite("Period boundaries")
struct AnalyticsPeriodTests {
    @Test(
        "Each period ends on the as-of day",
        arguments: [
            (AnalyticsPeriod.week, "2026-03-11", "2026-03-05", 7),
            (.month, "2026-03-11", "2026-02-10", 30),
            (.threeMonths, "2026-03-11", "2025-12-12", 90),  // 20 + 31 + 28 + 11
            (.threeMonths, "2026-05-31", "2026-03-01", 92),  // 28 Feb is the clamped 31 Feb
            (.year, "2026-03-11", "2025-03-12", 365),
            (.year, "2024-02-29", "2023-03-01", 366),  // 29 Feb 2023 does not exist
            (.allTime, "2026-03-11", "2026-02-26", 14),
        ])
    func ranges(period: AnalyticsPeriod, asOf: String, start: String, days: Int) {
        let range = period.dayRange(asOf: TestDiary.day(asOf), firstEntryDay: TestDiary.day("2026-02-26"))
        #expect(range == TestDiary.range(start, asOf))
        #expect(range.days == days)
    }

    @Test("All is just the as-of day with no entry on or before it")
    func allWithoutEntries() {
        let asOf = TestDiary.day("2026-03-11")
        #expect(
            AnalyticsPeriod.allTime.dayRange(asOf: asOf, firstEntryDay: nil)
                == TestDiary.range("2026-03-11", "2026-03-11"))
        #expect(
            AnalyticsPeriod.allTime.dayRange(asOf: asOf, firstEntryDay: TestDiary.day("2026-04-01"))
                == TestDiary.range("2026-03-11", "2026-03-11"))
    }

    @Test("Names and labels")
    func names() {
        #expect(AnalyticsPeriod(name: "7d") == .week)
        #expect(AnalyticsPeriod(name: "30D") == .month)
        #expect(AnalyticsPeriod(name: "3m") == .threeMonths)
        #expect(AnalyticsPeriod(name: "1Y") == .year)
        #expect(AnalyticsPeriod(name: "All") == .allTime)
        #expect(AnalyticsPeriod(name: "week") == nil)
        #expect(AnalyticsPeriod.allCases.map(\.label) == ["7D", "30D", "3M", "1Y", "All"])
    }
}
