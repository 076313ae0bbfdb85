import Diary
import Insights
import TestSupport
import Testing

@Suite("An empty diary and a one-entry diary")
struct SmallDiaryTests {
    private let asOf = TestDiary.day("2026-03-11")

    @Test("An empty diary: zeros everywhere, nothing to divide by")
    func empty() {
        let insights = TestDiary.insights([])
        let expected = PeriodStats(
            period: .week, range: TestDiary.range("2026-03-05", "2026-03-11"), entries: 0, daysLogged: 0,
            consistency: 0, uniqueFoodsInPeriod: 0, topFoods: [],
            dailyCounts: (5...11).map {
                DayCount(day: TestDiary.day("2026-03-" + ($0 < 10 ? "0" : "") + String($0)), count: 0)
            },
            categories: [], uncategorized: 0, inputTypes: [], mealTiming: Array(repeating: 0, count: 24),
            foodPairs: [])
        #expect(insights.periodStats(.week, asOf: asOf) == expected)
        #expect(insights.periodStats(.allTime, asOf: asOf).range == TestDiary.range("2026-03-11", "2026-03-11"))
        #expect(insights.periodStats(.allTime, asOf: asOf).consistency == 0)
        #expect(
            insights.records(asOf: asOf) == Records(totalEntries: 0, longestStreak: .none, bestDay: nil, uniqueFoods: 0)
        )
        #expect(insights.currentStreak(asOf: asOf) == .none)
        #expect(insights.milestones(asOf: asOf) == [])
        #expect(insights.allFoods(asOf: asOf) == [])
        #expect(insights.weeksWithEntries(asOf: asOf) == [])
        #expect(
            insights.weekComparison(asOf: asOf)
                == WeekComparison(
                    thisWeekStart: TestDiary.day("2026-03-09"), thisWeekDays: Array(repeating: 0, count: 7),
                    lastWeekDays: Array(repeating: 0, count: 7)))
        #expect(insights.weekComparison(asOf: asOf).changePercent == nil)
        let recap = insights.weeklySummary(for: ISOWeek(containing: asOf), asOf: asOf)
        #expect(recap?.story(english).headline == "A quiet week.")
        #expect(recap?.entries == 0)
        #expect(insights.vocabulary.foods == [])
    }

    @Test("One entry on the as-of day")
    func oneEntry() {
        let insights = TestDiary.insights([("2026-03-11", "07:45", "Porridge", .breakfast)], inputTypes: [0: .voice])
        var hours = [Int](repeating: 0, count: 24)
        hours[7] = 1
        let porridge = FoodCount(food: TestDiary.food("porridge", "porridge"), count: 1)
        #expect(
            insights.periodStats(.allTime, asOf: asOf)
                == PeriodStats(
                    period: .allTime, range: TestDiary.range("2026-03-11", "2026-03-11"), entries: 1, daysLogged: 1,
                    consistency: 100, uniqueFoodsInPeriod: 1, topFoods: [porridge],
                    dailyCounts: TestDiary.counts([("2026-03-11", 1)]),
                    categories: [CategoryShare(category: .breakfast, count: 1, percent: 100)], uncategorized: 0,
                    inputTypes: [InputTypeShare(inputType: .voice, count: 1, percent: 100)], mealTiming: hours,
                    foodPairs: []))
        #expect(insights.periodStats(.week, asOf: asOf).consistency == 14)  // 1 of 7 = 14.3 %
        let day = TestDiary.day("2026-03-11")
        #expect(
            insights.records(asOf: asOf)
                == Records(
                    totalEntries: 1, longestStreak: Streak(start: day, end: day),
                    bestDay: DayCount(day: day, count: 1), uniqueFoods: 1))
        #expect(insights.currentStreak(asOf: asOf) == Streak(start: day, end: day))
        #expect(insights.currentStreak(asOf: TestDiary.day("2026-03-12")) == Streak(start: day, end: day))
        #expect(insights.currentStreak(asOf: TestDiary.day("2026-03-10")) == .none)
        let recap = insights.weeklySummary(for: ISOWeek(containing: asOf), asOf: asOf)
        #expect(recap?.headlineType == .default)
        #expect(recap?.story(english).headline == "Your week in food.")
        #expect(recap?.story(english).subheadline == "Just 1 entry.")
    }
}
