import Diary
import Testing

@Suite("ISO weeks on LocalDay")
struct LocalDayWeeksTests {
    @Test(
        "Week-numbering year and week number, including New Year",
        arguments: [
            ("2026-01-01", 2026, 1),  // a Thursday: week 1
            ("2026-03-11", 2026, 11),
            ("2026-12-28", 2026, 53),  // Monday of week 53
            ("2027-01-01", 2026, 53),  // New Year's Day still in 2026's week 53
            ("2027-01-03", 2026, 53),  // its Sunday
            ("2027-01-04", 2027, 1),
            ("2024-12-30", 2025, 1),  // a December Monday already in next year's week 1
            ("2021-01-03", 2020, 53),
            ("2025-12-28", 2025, 52),
        ])
    func isoWeek(day: String, year: Int, week: Int) {
        let localDay = TestDiary.day(day)
        #expect(localDay.isoWeekYear == year)
        #expect(localDay.isoWeekNumber == week)
    }

    @Test("The Monday of a day's week")
    func startOfWeek() {
        #expect(TestDiary.day("2026-03-11").startOfISOWeek == TestDiary.day("2026-03-09"))
        #expect(TestDiary.day("2026-03-09").startOfISOWeek == TestDiary.day("2026-03-09"))
        #expect(TestDiary.day("2026-03-08").startOfISOWeek == TestDiary.day("2026-03-02"))
        #expect(TestDiary.day("2027-01-02").startOfISOWeek == TestDiary.day("2026-12-28"))
    }

    @Test("Day of the year")
    func dayOfYear() {
        #expect(TestDiary.day("2026-01-01").dayOfYear == 1)
        #expect(TestDiary.day("2026-03-11").dayOfYear == 70)  // 31 + 28 + 11
        #expect(TestDiary.day("2024-12-31").dayOfYear == 366)
    }

    @Test("Monday of a numbered week; weeks a year lacks are nil")
    func weekStart() {
        #expect(LocalDay.isoWeekStart(year: 2026, week: 1) == TestDiary.day("2025-12-29"))
        #expect(LocalDay.isoWeekStart(year: 2026, week: 53) == TestDiary.day("2026-12-28"))
        #expect(LocalDay.isoWeekStart(year: 2025, week: 1) == TestDiary.day("2024-12-30"))
        #expect(LocalDay.isoWeekStart(year: 2025, week: 53) == nil)
        #expect(LocalDay.isoWeekStart(year: 2026, week: 0) == nil)
        #expect(LocalDay.isoWeekStart(year: 2026, week: 54) == nil)
    }

    @Test("Years with 53 weeks start on a Thursday, or a Wednesday in a leap year")
    func weeksInYear() {
        #expect(LocalDay.isoWeeksIn(year: 2020) == 53)  // leap, starts Wednesday
        #expect(LocalDay.isoWeeksIn(year: 2025) == 52)  // starts Wednesday, not leap
        #expect(LocalDay.isoWeeksIn(year: 2026) == 53)  // starts Thursday
        #expect(LocalDay.isoWeeksIn(year: 2027) == 52)
    }
}
