import Diary
import Insights
import Testing

@Suite("This week vs last week, and the month heatmap")
struct WeekTests {
    private let insights = SampleDiary.insights

    @Test("This week so far against the whole of last week")
    func comparison() {
        let comparison = insights.weekComparison(asOf: SampleDiary.asOfDay)
        #expect(
            comparison
                == WeekComparison(
                    thisWeekStart: TestDiary.day("2026-03-09"), thisWeekDays: [2, 2, 0, 0, 0, 0, 0],
                    lastWeekDays: [2, 2, 1, 1, 0, 0, 2]))
        #expect([comparison.thisWeek, comparison.lastWeek, comparison.changePercent] == [4, 8, -50])
        #expect(comparison.lastWeekStart == TestDiary.day("2026-03-02"))
    }

    @Test("Change rounds half away from zero; none against an empty week")
    func changePercent() {
        // As of Thursday 12 March: 5 against 8 is −37.5 %.
        #expect(insights.weekComparison(asOf: TestDiary.day("2026-03-12")).changePercent == -38)
        let early = insights.weekComparison(asOf: TestDiary.day("2026-02-27"))
        #expect(early.thisWeekDays == [0, 0, 0, 1, 1, 0, 0])
        #expect(early.lastWeekDays == [0, 0, 0, 0, 0, 0, 0])
        #expect(early.changePercent == nil)
    }

    @Test("March 2026 starts on a Sunday; days after the as-of day are empty")
    func heatmap() {
        var counts = [Int](repeating: 0, count: 31)
        for (day, count) in [(2, 2), (3, 2), (4, 1), (5, 1), (8, 2), (9, 2), (10, 2)] { counts[day - 1] = count }
        let expected = MonthHeatmap(
            year: 2026, month: 3, firstWeekday: 7,
            days: counts.enumerated().map {
                DayCount(
                    day: TestDiary.day("2026-03-" + ($0.offset < 9 ? "0" : "") + String($0.offset + 1)),
                    count: $0.element)
            })
        #expect(insights.monthHeatmap(year: 2026, month: 3, asOf: SampleDiary.asOfDay) == expected)
        #expect(insights.monthHeatmap(year: 2026, month: 2, asOf: SampleDiary.asOfDay)?.days.count == 28)
        #expect(insights.monthHeatmap(year: 2026, month: 13, asOf: SampleDiary.asOfDay) == nil)
        #expect([0, 1, 2, 3, 7].map(MonthHeatmap.level(forCount:)) == [0, 1, 2, 3, 3])
    }

    @Test("The blanks before the 1st follow the week's first weekday: March 2026 from Monday, Sunday and Saturday")
    func leadingBlanks() throws {
        let march = try #require(insights.monthHeatmap(year: 2026, month: 3, asOf: SampleDiary.asOfDay))
        #expect([WeekStart.monday, .sunday, .saturday].map(march.leadingBlanks) == [6, 0, 1])
    }
}
