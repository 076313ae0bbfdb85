import Diary
import Insights
import Testing

@Suite("Period statistics of the sample diary")
struct PeriodStatsTests {
    private let insights = SampleDiary.insights
    private let asOf = SampleDiary.asOfDay

    private func food(_ key: String, _ count: Int, name: String? = nil) -> FoodCount {
        FoodCount(food: TestDiary.food(key, name), count: count)
    }

    @Test("7D as of an empty Wednesday: Thursday 5 to Wednesday 11 March")
    func week() {
        let expected = PeriodStats(
            period: .week, range: TestDiary.range("2026-03-05", "2026-03-11"),
            entries: 7, daysLogged: 4, consistency: 57,  // 4 of 7 = 57.1 %
            uniqueFoodsInPeriod: 7,
            topFoods: [
                food("creme brulee", 3, name: "crème brûlée"), food("coffee", 1), food("masala dosa", 1),
                food("peanut butter", 1), food("sambar", 1), food("tea", 1), food("toast", 1),
            ],
            dailyCounts: TestDiary.counts([
                ("2026-03-05", 1), ("2026-03-06", 0), ("2026-03-07", 0), ("2026-03-08", 2),
                ("2026-03-09", 2), ("2026-03-10", 2), ("2026-03-11", 0),
            ]),
            // 3, 2, 1, 1 of 7: 42.9, 28.6, 14.3, 14.3 → 42, 28, 14, 14 and the two missing
            // points to the largest remainders (dessert, beverage).
            categories: [
                CategoryShare(category: .dessert, count: 3, percent: 43),
                CategoryShare(category: .beverage, count: 2, percent: 29),
                CategoryShare(category: .breakfast, count: 1, percent: 14),
                CategoryShare(category: .dinner, count: 1, percent: 14),
            ],
            uncategorized: 0,
            inputTypes: [
                InputTypeShare(inputType: .text, count: 6, percent: 86),
                InputTypeShare(inputType: .voice, count: 1, percent: 14),
            ],
            mealTiming: [0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0],
            foodPairs: [])
        #expect(insights.periodStats(.week, asOf: asOf) == expected)
    }

    @Test("All: the first entry (26 February) through the as-of day, the later entry left out")
    func allTime() {
        let expected = PeriodStats(
            period: .allTime, range: TestDiary.range("2026-02-26", "2026-03-11"),
            entries: 14, daysLogged: 9, consistency: 64,  // 9 of 14 = 64.3 %
            uniqueFoodsInPeriod: 11,
            topFoods: [
                food("toast", 4), food("coffee", 3), food("creme brulee", 3, name: "crème brûlée"),
                food("masala dosa", 3), food("egg", 2), food("coconut chutney", 1), food("green tea", 1),
                food("peanut butter", 1), food("sambar", 1), food("steak", 1),
            ],
            dailyCounts: TestDiary.counts([
                ("2026-02-26", 1), ("2026-02-27", 1), ("2026-02-28", 0), ("2026-03-01", 0),
                ("2026-03-02", 2), ("2026-03-03", 2), ("2026-03-04", 1), ("2026-03-05", 1),
                ("2026-03-06", 0), ("2026-03-07", 0), ("2026-03-08", 2), ("2026-03-09", 2),
                ("2026-03-10", 2), ("2026-03-11", 0),
            ]),
            // 4, 3, 3, 2, 1 of 13: 30.8, 23.1, 23.1, 15.4, 7.7 → floors 30, 23, 23, 15, 7
            // (98); remainders 10, 1, 1, 5, 9 (of 13) → breakfast and dinner get a point.
            categories: [
                CategoryShare(category: .breakfast, count: 4, percent: 31),
                CategoryShare(category: .dessert, count: 3, percent: 23),
                CategoryShare(category: .beverage, count: 3, percent: 23),
                CategoryShare(category: .lunch, count: 2, percent: 15),
                CategoryShare(category: .dinner, count: 1, percent: 8),
            ],
            uncategorized: 1,
            // 11, 2, 1 of 14: 78.6, 14.3, 7.1 → 78, 14, 7 and text gets the missing point.
            inputTypes: [
                InputTypeShare(inputType: .text, count: 11, percent: 79),
                InputTypeShare(inputType: .voice, count: 2, percent: 14),
                InputTypeShare(inputType: .image, count: 1, percent: 7),
            ],
            // The 00:30 entry is at hour 0 of its own day; the daylight-saving day's 03:30 at 3.
            mealTiming: [1, 0, 0, 1, 0, 0, 0, 0, 4, 1, 0, 0, 1, 2, 0, 0, 0, 0, 0, 1, 2, 1, 0, 0],
            foodPairs: [
                FoodPair(TestDiary.food("coffee"), TestDiary.food("toast"), count: 2),
                FoodPair(TestDiary.food("egg"), TestDiary.food("toast"), count: 2),
            ])
        #expect(insights.periodStats(.allTime, asOf: asOf) == expected)
    }

    @Test("Period edges: 7D as of Sunday 8 March starts on Monday 2 March, not before")
    func edges() {
        let range = insights.range(of: .week, asOf: TestDiary.day("2026-03-08"))
        #expect(range == TestDiary.range("2026-03-02", "2026-03-08"))
        #expect(insights.entryCount(in: range) == 8)  // rows 3–10; row 2 (27 Feb) is outside
        #expect(insights.daysLogged(in: range) == 5)
        #expect(insights.consistency(in: range) == 71)  // 5 of 7 = 71.4 %
        #expect(insights.entryCount(in: TestDiary.range("2026-03-03", "2026-03-03")) == 2)
        #expect(insights.entryCount(in: TestDiary.range("2026-01-01", "2026-02-25")) == 0)
        #expect(insights.entryCount(in: TestDiary.range("2026-03-12", "2026-12-31")) == 1)
    }

    @Test("30D reaches back before the first entry; consistency counts every day of it")
    func month() {
        let stats = insights.periodStats(.month, asOf: asOf)
        #expect(stats.range == TestDiary.range("2026-02-10", "2026-03-11"))
        #expect([stats.entries, stats.daysLogged, stats.consistency] == [14, 9, 30])  // 9 of 30
        #expect(stats.dailyCounts.count == 30)
        #expect(stats.dailyCounts.prefix(16).allSatisfy { $0.count == 0 })  // 10–25 February
    }

    @Test("Consistency: nearest whole percent, 100 only when complete, 0 only when empty")
    func consistencyRounding() {
        var rows: [TestDiary.Row] = []
        var day = TestDiary.day("2025-01-01")
        for _ in 0..<199 {
            rows.append((day.description, "12:00", "rice", nil))
            day = day.adding(days: 1)
        }
        let insights = TestDiary.insights(rows)
        // 199 logged days of 200: 99.5 would round to 100; it is 99.
        #expect(insights.consistency(in: TestDiary.range("2025-01-01", "2025-07-19")) == 99)
        #expect(insights.consistency(in: TestDiary.range("2025-01-01", "2025-07-18")) == 100)
        // 1 logged day of 365: 0.27 would round to 0; it is 1.
        #expect(insights.consistency(in: TestDiary.range("2025-07-18", "2026-07-17")) == 1)
        #expect(insights.consistency(in: TestDiary.range("2025-07-19", "2025-07-25")) == 0)
    }
}
