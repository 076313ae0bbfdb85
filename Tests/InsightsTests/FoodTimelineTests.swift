import Diary
import Insights
import Testing

@Suite("Food timelines")
struct FoodTimelineTests {
    private let insights = SampleDiary.insights

    private func days(_ texts: [String]) -> [LocalDay] {
        texts.map { TestDiary.day($0) }
    }

    @Test("Toast over all time: days, weekdays, hours and the foods eaten with it")
    func toast() throws {
        let toast = try #require(insights.vocabulary.food(named: "toast"))
        let timeline = insights.foodTimeline(for: toast, period: .allTime, asOf: SampleDiary.asOfDay)
        var daily = [Int](repeating: 0, count: 14)  // 26 Feb … 11 Mar
        for index in [0, 4, 6, 10] { daily[index] = 1 }  // 26 Feb, 2 Mar, 4 Mar, 8 Mar
        let expected = FoodTimeline(
            food: TestDiary.food("toast"), period: .allTime, range: TestDiary.range("2026-02-26", "2026-03-11"),
            totalCount: 4, countInPeriod: 4,
            days: days(["2026-02-26", "2026-03-02", "2026-03-04", "2026-03-08"]),
            dailyCounts: daily.enumerated().map {
                DayCount(day: TestDiary.day("2026-02-26").adding(days: $0.offset), count: $0.element)
            },
            weekdays: [1, 0, 1, 1, 0, 0, 1],  // Mon 2, Wed 4, Thu 26 Feb, Sun 8
            hours: [0, 0, 0, 0, 0, 0, 0, 0, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            eatenWith: [
                FoodCount(food: TestDiary.food("coffee"), count: 2),
                FoodCount(food: TestDiary.food("egg"), count: 2),
                FoodCount(food: TestDiary.food("coconut chutney"), count: 1),
                FoodCount(food: TestDiary.food("masala dosa"), count: 1),
                FoodCount(food: TestDiary.food("peanut butter"), count: 1),
                FoodCount(food: TestDiary.food("tea"), count: 1),
            ])
        #expect(timeline == expected)
        #expect(timeline?.firstEaten == TestDiary.day("2026-02-26"))
        #expect(timeline?.lastEaten == TestDiary.day("2026-03-08"))
    }

    @Test("Coffee over 7D: all-time numbers stop at the as-of day, period numbers in the week")
    func coffeeWeek() throws {
        let coffee = try #require(insights.vocabulary.food(named: "Coffee"))
        let timeline = insights.foodTimeline(for: coffee, period: .week, asOf: SampleDiary.asOfDay)
        let expected = FoodTimeline(
            food: TestDiary.food("coffee"), period: .week, range: TestDiary.range("2026-03-05", "2026-03-11"),
            totalCount: 3, countInPeriod: 1,  // 12 March is after the as-of day
            days: days(["2026-02-26", "2026-03-04", "2026-03-09"]),
            dailyCounts: TestDiary.counts([
                ("2026-03-05", 0), ("2026-03-06", 0), ("2026-03-07", 0), ("2026-03-08", 0),
                ("2026-03-09", 1), ("2026-03-10", 0), ("2026-03-11", 0),
            ]),
            weekdays: [1, 0, 0, 0, 0, 0, 0],
            hours: [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            eatenWith: [FoodCount(food: TestDiary.food("creme brulee", "crème brûlée"), count: 1)])
        #expect(timeline == expected)
    }

    @Test("Tea's timeline has tea only: not steak, not green tea")
    func tea() throws {
        let tea = try #require(insights.vocabulary.food(named: "tea"))
        var daily = [Int](repeating: 0, count: 14)  // 26 Feb … 11 Mar
        daily[10] = 1  // 8 March
        var hours = [Int](repeating: 0, count: 24)
        hours[3] = 1
        let expected = FoodTimeline(
            food: TestDiary.food("tea"), period: .allTime, range: TestDiary.range("2026-02-26", "2026-03-11"),
            totalCount: 1, countInPeriod: 1, days: days(["2026-03-08"]),
            dailyCounts: daily.enumerated().map {
                DayCount(day: TestDiary.day("2026-02-26").adding(days: $0.offset), count: $0.element)
            },
            weekdays: [0, 0, 0, 0, 0, 0, 1], hours: hours,
            eatenWith: [
                FoodCount(food: TestDiary.food("peanut butter"), count: 1),
                FoodCount(food: TestDiary.food("toast"), count: 1),
            ])
        #expect(insights.foodTimeline(for: tea, period: .allTime, asOf: SampleDiary.asOfDay) == expected)
        #expect(insights.foodTimeline(for: TestDiary.food("tofu"), period: .week, asOf: SampleDiary.asOfDay) == nil)
    }

    @Test("Every food with its count and first and last days")
    func allFoods() {
        let summaries = insights.allFoods(asOf: SampleDiary.asOfDay)
        func summary(_ key: String, _ name: String, _ count: Int, _ first: String, _ last: String) -> FoodSummary {
            FoodSummary(
                food: TestDiary.food(key, name), count: count, firstEaten: TestDiary.day(first),
                lastEaten: TestDiary.day(last))
        }
        #expect(
            summaries == [
                summary("toast", "toast", 4, "2026-02-26", "2026-03-08"),
                summary("coffee", "coffee", 3, "2026-02-26", "2026-03-09"),
                summary("creme brulee", "crème brûlée", 3, "2026-03-09", "2026-03-10"),
                summary("masala dosa", "masala dosa", 3, "2026-02-27", "2026-03-05"),
                summary("egg", "egg", 2, "2026-03-02", "2026-03-04"),
                summary("coconut chutney", "coconut chutney", 1, "2026-03-02", "2026-03-02"),
                summary("green tea", "green tea", 1, "2026-03-03", "2026-03-03"),
                summary("peanut butter", "peanut butter", 1, "2026-03-08", "2026-03-08"),
                summary("sambar", "sambar", 1, "2026-03-05", "2026-03-05"),
                summary("steak", "steak", 1, "2026-03-03", "2026-03-03"),
                summary("tea", "tea", 1, "2026-03-08", "2026-03-08"),
            ])
    }
}
