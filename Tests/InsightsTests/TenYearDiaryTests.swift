import Diary
import Insights
import Testing

@Suite("A ten-year diary")
struct TenYearDiaryTests {
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

    /// Scale, not speed: every period, weekly recap and food timeline of ten years is
    /// computed and consistent. Speed is measured by `make bench`, not by a timed test.
    @Test("Every period, week and food of ten years is computed, and the numbers agree with each other")
    func tenYearDiary() throws {
        let entries = Self.tenYears()
        #expect(entries.count > 30_000)
        let asOf = TestDiary.day("2026-03-11")
        let insights = Insights(entries: entries, aliases: ["flat white": "coffee"])
        let all = StatsReport(insights: insights, asOf: asOf, period: .allTime)
        #expect(all.entries == entries.count)
        #expect(all.dailyCounts.map(\.count).reduce(0, +) == entries.count)
        #expect(all.mealTiming.reduce(0, +) == entries.count)
        for period in AnalyticsPeriod.allCases {
            let report = StatsReport(insights: insights, asOf: asOf, period: period)
            #expect(report.entries <= all.entries)
            #expect(report.categories.map(\.count).reduce(0, +) + report.uncategorized == report.entries)
        }
        var weekEntries = 0
        for week in insights.weeksWithEntries(asOf: asOf) {
            weekEntries += try #require(insights.weeklySummary(for: week, asOf: asOf)).entries
        }
        #expect(weekEntries == entries.count)
        for food in insights.vocabulary.foods {
            let timeline = try #require(insights.foodTimeline(for: food, period: .allTime, asOf: asOf))
            #expect(!timeline.days.isEmpty && timeline.totalCount >= timeline.days.count)
            #expect(timeline.weekdays.reduce(0, +) == timeline.hours.reduce(0, +))
        }
    }
}
