import Diary
import Insights
import Testing

@Suite("A food's habits in each of the app's periods")
struct FoodHabitsTests {
    private let insights = SampleDiary.insights

    @Test("Each period's count, weekdays and hours are the food timeline's for that period, for every food")
    func agreeWithTimelines() throws {
        for food in insights.vocabulary.foods {
            let habits = try #require(insights.foodHabits(for: food, asOf: SampleDiary.asOfDay))
            let expected = try AnalyticsPeriod.allCases.map { period in
                let timeline = try #require(
                    insights.foodTimeline(for: food, period: period, asOf: SampleDiary.asOfDay))
                return FoodHabits(
                    period: period, range: timeline.range, count: timeline.countInPeriod, weekdays: timeline.weekdays,
                    hours: timeline.hours)
            }
            #expect(habits == expected, "\(food.name)")
        }
        #expect(insights.foodHabits(for: TestDiary.food("tofu"), asOf: SampleDiary.asOfDay) == nil)
    }

    @Test("The busiest weekdays and hours are those with the most entries, ties in order; none when not eaten")
    func busiest() {
        let range = TestDiary.range("2026-03-02", "2026-03-08")
        var hours = [Int](repeating: 0, count: 24)
        hours[8] = 2
        hours[13] = 2
        hours[20] = 1
        let tied = FoodHabits(
            period: .week, range: range, count: 5, weekdays: [2, 0, 0, 0, 2, 1, 0], hours: hours)
        #expect(tied.busiestWeekdays == [0, 4])
        #expect(tied.busiestHours == [8, 13])
        let none = FoodHabits(
            period: .week, range: range, count: 0, weekdays: [Int](repeating: 0, count: 7),
            hours: [Int](repeating: 0, count: 24))
        #expect(none.busiestWeekdays == [])
        #expect(none.busiestHours == [])
    }
}
