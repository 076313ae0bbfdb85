import Diary
import Insights
import Testing

@Suite("Streaks")
struct StreakTests {
    private let insights = SampleDiary.insights

    private func streak(_ start: String, _ end: String) -> Streak {
        Streak(start: TestDiary.day(start), end: TestDiary.day(end))
    }

    @Test(
        "Current streak: back from the as-of day, or from the day before when it is empty",
        arguments: [
            ("2026-03-11", "2026-03-08", "2026-03-10"),  // empty as-of day: from the 10th
            ("2026-03-10", "2026-03-08", "2026-03-10"),
            ("2026-03-09", "2026-03-08", "2026-03-09"),  // later days do not count
            ("2026-03-08", "2026-03-08", "2026-03-08"),  // the daylight-saving day is one day
            ("2026-03-06", "2026-03-02", "2026-03-05"),
            ("2026-03-12", "2026-03-12", "2026-03-12"),  // after the gap on the 11th
            ("2026-03-13", "2026-03-12", "2026-03-12"),
        ])
    func current(asOf: String, start: String, end: String) {
        #expect(insights.currentStreak(asOf: TestDiary.day(asOf)) == streak(start, end))
    }

    @Test("No streak when neither the as-of day nor the day before has an entry")
    func noCurrent() {
        #expect(insights.currentStreak(asOf: TestDiary.day("2026-03-07")) == .none)
        #expect(insights.currentStreak(asOf: TestDiary.day("2026-02-01")) == .none)
        #expect(Streak.none.length == 0)
    }

    @Test("Longest streak up to the as-of day; the earliest of equal ones")
    func longest() {
        #expect(insights.longestStreak(asOf: TestDiary.day("2026-03-11")) == streak("2026-03-02", "2026-03-05"))
        // As of 3 March: 26–27 Feb and 2–3 Mar are both 2 days; the earlier wins.
        #expect(insights.longestStreak(asOf: TestDiary.day("2026-03-03")) == streak("2026-02-26", "2026-02-27"))
        #expect(insights.longestStreak(asOf: TestDiary.day("2026-02-25")) == .none)
    }
}
