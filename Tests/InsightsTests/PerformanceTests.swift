import Diary
import Insights
import Testing

@Suite("Speed on a ten-year diary")
struct PerformanceTests {
    /// About 36,500 entries over ten years, built deterministically from a small menu.
    static func tenYears() -> [DiaryEntry] {
        let dishes = [
            "masala dosa, coconut chutney", "Eggs and toast", "coffee", "green tea", "peanut butter toast",
            "dal rice", "chicken biryani", "ice cream", "crème brûlée", "porridge with berries", "idli sambar",
            "pasta with tomato sauce", "flat white", "apple", "banana smoothie", "cheese sandwich", "soup",
            "paneer tikka", "samosas", "lassi", "salad with olive oil", "sweet potatoes", "noodles", "pizza",
        ]
        let categories: [MealCategory?] = [.breakfast, .lunch, .snack, .dinner, .dessert, .beverage, nil]
        var rows: [TestDiary.Row] = []
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var day = TestDiary.day("2016-03-12")
        for _ in 0..<3_652 {
            for _ in 0..<(next(10) < 1 ? 0 : 5 + next(11)) {
                let hour = 6 + next(17)
                let text = dishes[next(dishes.count)] + (next(3) == 0 ? ", " + dishes[next(dishes.count)] : "")
                rows.append((day.description, "\(hour):\(10 + next(50))", text, categories[next(categories.count)]))
            }
            day = day.adding(days: 1)
        }
        return TestDiary.entries(rows)
    }

    @Test("Everything for every period, week and food in well under a second (optimised build)")
    func tenYearDiary() {
        let entries = Self.tenYears()
        #expect(entries.count > 30_000)
        let asOf = TestDiary.day("2026-03-11")
        let clock = ContinuousClock()
        var weeks = 0
        let elapsed = clock.measure {
            let insights = Insights(entries: entries, aliases: ["flat white": "coffee"])
            for period in AnalyticsPeriod.allCases {
                _ = StatsReport(insights: insights, asOf: asOf, period: period)
            }
            for week in insights.weeksWithEntries(asOf: asOf) {
                weeks += insights.weeklySummary(for: week, asOf: asOf) == nil ? 0 : 1
            }
            for food in insights.vocabulary.foods {
                _ = insights.foodTimeline(for: food, period: .allTime, asOf: asOf)
            }
        }
        #expect(weeks > 500)
        // Unoptimised test builds run several times slower than a release build.
        #if DEBUG
            let limit = Duration.seconds(5)
        #else
            let limit = Duration.seconds(1)
        #endif
        #expect(elapsed < limit, "took \(elapsed)")
        print("ten-year diary: \(entries.count) entries, \(weeks) weeks, \(elapsed)")
    }
}
