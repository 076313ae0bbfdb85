import Diary
import Insights
import Testing

@Suite("Like-for-like comparisons, computed against a plain count of generated diaries")
struct ComparisonTests {
    private func day(_ text: String) -> LocalDay { TestDiary.day(text) }
    private func range(_ first: String, _ last: String) -> DayRange { TestDiary.range(first, last) }

    /// Two years and more with a gap of a fortnight and every Sunday of autumn 2025 missing.
    private let diary = GeneratedDiary(from: "2023-12-20", through: "2026-11-20") { day in
        (day >= TestDiary.day("2025-06-10") && day <= TestDiary.day("2025-06-24"))
            || (day.month >= 9 && day.month <= 11 && day.year == 2025 && day.isoWeekday == 7)
    }

    @Test("A month so far against the same days of the month before and of last year")
    func monthToDate() {
        let asOf = day("2026-11-20")
        let expected = MonthComparison(
            year: 2026, month: 11, isComplete: false,
            monthBefore: diary.comparison(
                range("2026-11-01", "2026-11-20"), range("2026-10-01", "2026-10-20"), .monthBefore),
            lastYear: diary.comparison(
                range("2026-11-01", "2026-11-20"), range("2025-11-01", "2025-11-20"), .sameMonthLastYear))
        #expect(diary.insights.monthComparison(year: 2026, month: 11, asOf: asOf) == expected)
    }

    @Test("A whole month against the whole month before, a shorter one included")
    func wholeMonth() {
        let asOf = day("2026-11-20")
        let april = MonthComparison(
            year: 2026, month: 4, isComplete: true,
            monthBefore: diary.comparison(
                range("2026-04-01", "2026-04-30"), range("2026-03-01", "2026-03-31"), .monthBefore),
            lastYear: diary.comparison(
                range("2026-04-01", "2026-04-30"), range("2025-04-01", "2025-04-30"), .sameMonthLastYear))
        #expect(diary.insights.monthComparison(year: 2026, month: 4, asOf: asOf) == april)
        let march = diary.insights.monthComparison(year: 2026, month: 3, asOf: asOf)
        #expect(march?.monthBefore?.baseline.range == range("2026-02-01", "2026-02-28"))
    }

    @Test("1–30 March so far against February: its days that exist, the whole of it")
    func marchAgainstFebruary() {
        let march = diary.insights.monthComparison(year: 2026, month: 3, asOf: day("2026-03-30"))
        #expect(
            march
                == MonthComparison(
                    year: 2026, month: 3, isComplete: false,
                    monthBefore: diary.comparison(
                        range("2026-03-01", "2026-03-30"), range("2026-02-01", "2026-02-28"), .monthBefore),
                    lastYear: diary.comparison(
                        range("2026-03-01", "2026-03-30"), range("2025-03-01", "2025-03-30"), .sameMonthLastYear)))
    }

    @Test("A month so far is never set against a whole one, on any day of three years")
    func neverPartialAgainstWhole() {
        var asOf = day("2024-01-01")
        while asOf <= day("2026-11-20") {
            let month = diary.insights.monthComparison(year: asOf.year, month: asOf.month, asOf: asOf)
            for comparison in [month?.monthBefore, month?.lastYear].compactMap({ $0 }) {
                let (now, then) = (comparison.current.range, comparison.baseline.range)
                #expect(now.start.day == 1 && then.start.day == 1 && now.end == asOf)
                let length = LocalDay.daysInMonth(year: then.start.year, month: then.start.month)
                #expect(then.days == (month?.isComplete == true ? length : min(now.days, length)))
            }
            if let year = diary.insights.yearComparison(year: asOf.year, asOf: asOf) {
                #expect(year.comparison.baseline.range.end == asOf.adding(months: -12))
                #expect(year.comparison.current.range.end == asOf)
            }
            asOf = asOf.adding(days: 1)
        }
    }

    @Test("No baseline where the diary was not kept: a diary shorter than a year")
    func shortDiary() {
        let short = GeneratedDiary(from: "2026-09-14", through: "2026-11-20")
        let asOf = day("2026-11-20")
        let november = short.insights.monthComparison(year: 2026, month: 11, asOf: asOf)
        #expect(
            november
                == MonthComparison(
                    year: 2026, month: 11, isComplete: false,
                    monthBefore: short.comparison(
                        range("2026-11-01", "2026-11-20"), range("2026-10-01", "2026-10-20"), .monthBefore),
                    lastYear: nil))
        // October against September: the diary began on 14 September.
        #expect(
            short.insights.monthComparison(year: 2026, month: 10, asOf: asOf)
                == MonthComparison(year: 2026, month: 10, isComplete: true, monthBefore: nil, lastYear: nil))
        #expect(short.insights.yearComparison(year: 2026, asOf: asOf) == nil)
        #expect(short.insights.periodComparison(.year, asOf: asOf) == nil)
        #expect(short.insights.periodComparison(.allTime, asOf: asOf) == nil)
        #expect(short.insights.monthComparison(year: 2026, month: 12, asOf: asOf) == nil)
        #expect(
            GeneratedDiary(rows: []).insights.monthComparison(year: 2026, month: 11, asOf: asOf)?.monthBefore == nil)
    }

    @Test("A year so far against the same dates of last year, month by month")
    func yearToDate() {
        let asOf = day("2026-11-20")
        let months = (1...11).map { month -> MonthPair in
            let start = LocalDay(year: 2026, month: month, day: 1) ?? asOf
            let end = min(start.adding(days: LocalDay.daysInMonth(year: 2026, month: month) - 1), asOf)
            return MonthPair(
                month: month, current: diary.entries(DayRange(start: start, end: end)),
                baseline: diary.entries(DayRange(start: start.adding(months: -12), end: end.adding(months: -12))))
        }
        let expected = YearComparison(
            year: 2026, isComplete: false,
            comparison: diary.comparison(
                range("2026-01-01", "2026-11-20"), range("2025-01-01", "2025-11-20"), .sameDatesLastYear),
            months: months)
        #expect(diary.insights.yearComparison(year: 2026, asOf: asOf) == expected)
        let whole = diary.insights.yearComparison(year: 2025, asOf: asOf)
        #expect(whole?.isComplete == true)
        #expect(
            whole?.comparison
                == diary.comparison(
                    range("2025-01-01", "2025-12-31"), range("2024-01-01", "2024-12-31"), .sameDatesLastYear))
        #expect(whole?.months.count == 12)
    }

    @Test("Leap days: 29 February 2024 is set against 28 February, and left out of 2025's same dates")
    func leapDays() {
        let leap = GeneratedDiary(from: "2023-01-01", through: "2025-03-10")
        let asOfLeap = day("2024-02-29")
        let year = leap.insights.yearComparison(year: 2024, asOf: asOfLeap)
        #expect(
            year?.comparison
                == leap.comparison(
                    range("2024-01-01", "2024-02-29"), range("2023-01-01", "2023-02-28"), .sameDatesLastYear))
        #expect(
            year?.months == [
                MonthPair(
                    month: 1, current: leap.entries(range("2024-01-01", "2024-01-31")),
                    baseline: leap.entries(range("2023-01-01", "2023-01-31"))),
                MonthPair(
                    month: 2, current: leap.entries(range("2024-02-01", "2024-02-29")),
                    baseline: leap.entries(range("2023-02-01", "2023-02-28"))),
            ])
        let february = leap.insights.monthComparison(year: 2024, month: 2, asOf: asOfLeap)
        #expect(february?.isComplete == true)
        #expect(february?.lastYear?.baseline.range == range("2023-02-01", "2023-02-28"))
        let later = leap.insights.yearComparison(year: 2025, asOf: day("2025-02-28"))
        #expect(later?.comparison.baseline.range == range("2024-01-01", "2024-02-28"))
        let march = leap.insights.monthComparison(year: 2025, month: 3, asOf: day("2025-03-10"))
        #expect(march?.monthBefore?.baseline.range == range("2025-02-01", "2025-02-10"))
    }

    @Test("Each Insights period against the same number of days just before it")
    func periods() {
        let asOf = day("2026-11-20")
        #expect(
            diary.insights.periodComparison(.week, asOf: asOf)
                == diary.comparison(range("2026-11-14", "2026-11-20"), range("2026-11-07", "2026-11-13"), .periodBefore)
        )
        #expect(
            diary.insights.periodComparison(.threeMonths, asOf: asOf)
                == diary.comparison(range("2026-08-21", "2026-11-20"), range("2026-05-21", "2026-08-20"), .periodBefore)
        )
        #expect(
            diary.insights.periodComparison(.year, asOf: asOf)
                == diary.comparison(range("2025-11-21", "2026-11-20"), range("2024-11-21", "2025-11-20"), .periodBefore)
        )
        #expect(diary.insights.periodComparison(.allTime, asOf: asOf) == nil)
    }

    @Test("A food this year against the same dates of last year, and its first and latest days")
    func food() {
        let asOf = day("2026-11-20")
        let coffee = diary.rows.filter { $0.food == "coffee" }
        let count = { (range: DayRange) in coffee.filter { range.contains($0.day) }.count }
        #expect(
            diary.insights.foodYearComparison(for: TestDiary.food("coffee"), asOf: asOf)
                == FoodYearComparison(
                    food: TestDiary.food("coffee"), thisYear: range("2026-01-01", "2026-11-20"),
                    thisYearCount: count(range("2026-01-01", "2026-11-20")),
                    lastYear: range("2025-01-01", "2025-11-20"),
                    lastYearCount: count(range("2025-01-01", "2025-11-20")), firstEaten: coffee[0].day,
                    lastEaten: coffee[coffee.count - 1].day))
        let short = GeneratedDiary(from: "2026-09-14", through: "2026-11-20")
        #expect(short.insights.foodYearComparison(for: TestDiary.food("coffee"), asOf: asOf)?.lastYear == nil)
        #expect(short.insights.foodYearComparison(for: TestDiary.food("tofu"), asOf: asOf) == nil)
    }

    @Test("This week so far against the same days of the eight weeks before")
    func weekAverage() {
        let thursday = day("2026-11-19")
        let weeks = (1...8).reversed().map { back in
            diary.entries(
                DayRange(start: day("2026-11-16").adding(days: -7 * back), end: thursday.adding(days: -7 * back)))
        }
        let expected = WeekAverage(
            range: range("2026-11-16", "2026-11-19"), entries: diary.entries(range("2026-11-16", "2026-11-19")),
            weeks: weeks)
        #expect(diary.insights.weekAverage(asOf: thursday) == expected)
        let young = GeneratedDiary(from: "2026-09-22", through: "2026-11-20")
        #expect(
            young.insights.weekAverage(asOf: thursday)
                == WeekAverage(
                    range: range("2026-11-16", "2026-11-19"), entries: young.entries(range("2026-11-16", "2026-11-19")),
                    weeks: nil))
    }

    @Test("Ties: foods with equal counts by their count before, then by name")
    func ties() {
        let rows = [
            ("2026-10-01", "fig"), ("2026-10-02", "apple"), ("2026-11-01", "fig"), ("2026-11-01", "apple"),
            ("2026-11-02", "egg"), ("2026-10-03", "fig"),
        ]
        let tied = GeneratedDiary(rows: rows.map { .init(day: TestDiary.day($0.0), food: $0.1, category: .lunch) })
        let month = tied.insights.monthComparison(year: 2026, month: 11, asOf: day("2026-11-02"))
        #expect(
            month?.monthBefore?.topFoods == [
                FoodChange(food: TestDiary.food("apple"), current: 1, baseline: 1),
                FoodChange(food: TestDiary.food("fig"), current: 1, baseline: 1),
                FoodChange(food: TestDiary.food("egg"), current: 1, baseline: 0),
            ])
        #expect(month?.monthBefore?.current.newFoods == [FoodCount(food: TestDiary.food("egg"), count: 1)])
        #expect(month?.monthBefore?.categories == [CategoryChange(category: .lunch, current: 3, baseline: 2)])
    }
}
