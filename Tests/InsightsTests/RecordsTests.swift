import Diary
import Insights
import Testing

@Suite("Records and milestones")
struct RecordsTests {
    private let insights = SampleDiary.insights

    @Test("Records as of the as-of day ignore later entries")
    func records() {
        #expect(
            insights.records(asOf: SampleDiary.asOfDay)
                == Records(
                    totalEntries: 14,
                    longestStreak: Streak(start: TestDiary.day("2026-03-02"), end: TestDiary.day("2026-03-05")),
                    bestDay: DayCount(day: TestDiary.day("2026-03-02"), count: 2),  // first of five 2-entry days
                    uniqueFoods: 11))
        #expect(insights.totalEntries(asOf: TestDiary.day("2026-03-12")) == 15)
        #expect(insights.uniqueFoodCount(asOf: TestDiary.day("2026-03-03")) == 7)
        #expect(
            insights.bestDay(asOf: TestDiary.day("2026-02-27")) == DayCount(day: TestDiary.day("2026-02-26"), count: 1))
    }

    @Test("Milestone totals: 10, 25, 50, 100, 250, then every 250")
    func milestoneCounts() {
        #expect(Milestone.counts(upTo: 9) == [])
        #expect(Milestone.counts(upTo: 1100) == [10, 25, 50, 100, 250, 500, 750, 1000])
    }

    @Test("Each milestone with the day of the entry that reached it")
    func milestones() {
        #expect(
            insights.milestones(asOf: SampleDiary.asOfDay) == [Milestone(count: 10, day: TestDiary.day("2026-03-08"))])
        var rows: [TestDiary.Row] = []
        var day = TestDiary.day("2026-01-01")
        for _ in 0..<260 {
            rows.append((day.description, "09:00", "porridge", .breakfast))
            day = day.adding(days: 1)
        }
        let daily = TestDiary.insights(rows)
        #expect(
            daily.milestones(asOf: TestDiary.day("2026-12-31")) == [
                Milestone(count: 10, day: TestDiary.day("2026-01-10")),
                Milestone(count: 25, day: TestDiary.day("2026-01-25")),
                Milestone(count: 50, day: TestDiary.day("2026-02-19")),
                Milestone(count: 100, day: TestDiary.day("2026-04-10")),
                Milestone(count: 250, day: TestDiary.day("2026-09-07")),
            ])
        #expect(daily.milestones(asOf: TestDiary.day("2026-02-18")).map(\.count) == [10, 25])
    }
}
