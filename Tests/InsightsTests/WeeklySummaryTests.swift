import Diary
import Insights
import TestSupport
import Testing

/// Every field of a weekly summary, to compare whole summaries with hand-made ones.
private struct Recap: Equatable {
    var week: String
    var through: String
    var isComplete: Bool
    var headlineType: HeadlineType
    var headline: String
    var subheadline: String
    var entries: Int
    var daysLogged: Int
    var missedDays: Int
    var topFood: String?
    var topFoodCount: Int
    var lastWeekEntries: Int
    var vsLastWeek: Int
    var categories: [CategoryShare]
    var days: [Int]
    var loggedDays: [Bool]
    var streak: Streak
}

extension Recap {
    init?(_ summary: WeeklySummary?) {
        guard let summary else { return nil }
        self.init(
            week: summary.week.description, through: summary.through.description,
            isComplete: summary.isComplete, headlineType: summary.headlineType,
            headline: summary.story(english).headline,
            subheadline: summary.story(english).subheadline, entries: summary.entries, daysLogged: summary.daysLogged,
            missedDays: summary.missedDays, topFood: summary.topFood, topFoodCount: summary.topFoodCount,
            lastWeekEntries: summary.lastWeekEntries, vsLastWeek: summary.vsLastWeek,
            categories: summary.categories, days: summary.days.map(\.count), loggedDays: summary.loggedDays,
            streak: summary.streak)
    }
}

@Suite("Weekly summaries")
struct WeeklySummaryTests {
    private func week(_ text: String) -> ISOWeek {
        ISOWeek(containing: TestDiary.day(text))
    }

    private func streak(_ start: String, _ end: String) -> Streak {
        Streak(start: TestDiary.day(start), end: TestDiary.day(end))
    }

    @Test("A past week as it stood on its Sunday: top food beats improvement")
    func pastWeek() {
        let summary = SampleDiary.insights.weeklySummary(for: week("2026-03-02"), asOf: SampleDiary.asOfDay)
        let expected = Recap(
            week: "2026-W10", through: "2026-03-08", isComplete: true, headlineType: .topFood,
            headline: "A week of toast.", subheadline: "Toast came up 3 times in 8 entries.",
            entries: 8, daysLogged: 5, missedDays: 2, topFood: "toast", topFoodCount: 3,
            lastWeekEntries: 2, vsLastWeek: 6,
            categories: [
                CategoryShare(category: .breakfast, count: 3, percent: 43),
                CategoryShare(category: .beverage, count: 2, percent: 29),
                CategoryShare(category: .lunch, count: 1, percent: 14),
                CategoryShare(category: .dinner, count: 1, percent: 14),
            ],
            days: [2, 2, 1, 1, 0, 0, 2], loggedDays: [true, true, true, true, false, false, true],
            streak: streak("2026-03-08", "2026-03-08"))  // as of that Sunday, not today's 3 days
        #expect(Recap(summary) == expected)
    }

    @Test("The week under way runs through the as-of day")
    func currentWeek() {
        let summary = SampleDiary.insights.weeklySummary(for: week("2026-03-11"), asOf: SampleDiary.asOfDay)
        let expected = Recap(
            week: "2026-W11", through: "2026-03-11", isComplete: false, headlineType: .topFood,
            headline: "A week of crème brûlée.", subheadline: "Crème brûlée came up 3 times in 4 entries.",
            entries: 4, daysLogged: 2, missedDays: 5, topFood: "crème brûlée", topFoodCount: 3,
            lastWeekEntries: 8, vsLastWeek: -4,
            categories: [
                CategoryShare(category: .dessert, count: 3, percent: 75),
                CategoryShare(category: .beverage, count: 1, percent: 25),
            ],
            days: [2, 2, 0, 0, 0, 0, 0], loggedDays: [true, true, false, false, false, false, false],
            streak: streak("2026-03-08", "2026-03-10"))
        #expect(Recap(summary) == expected)
        #expect(SampleDiary.insights.weeklySummary(for: week("2026-03-16"), asOf: SampleDiary.asOfDay) == nil)
        #expect(
            SampleDiary.insights.weeksWithEntries(asOf: SampleDiary.asOfDay).map(\.description)
                == ["2026-W09", "2026-W10", "2026-W11"])
    }

    @Test("Streak longer than 7 days comes first, as it stood at the week's end")
    func streakHeadline() {
        let rows: [TestDiary.Row] = (1...11).map {
            ("2026-01-" + ($0 < 10 ? "0" : "") + String($0), "12:00", "rice", .lunch)
        }
        let insights = TestDiary.insights(rows)
        let asOf = TestDiary.day("2026-01-20")
        #expect(insights.currentStreak(asOf: asOf) == .none)
        let expected = Recap(
            week: "2026-W02", through: "2026-01-11", isComplete: true, headlineType: .streak,
            headline: "11 days in a row.", subheadline: "Every day logged since 1 January.",
            entries: 7, daysLogged: 7, missedDays: 0, topFood: "rice", topFoodCount: 7,
            lastWeekEntries: 4, vsLastWeek: 3,
            categories: [CategoryShare(category: .lunch, count: 7, percent: 100)],
            days: [1, 1, 1, 1, 1, 1, 1], loggedDays: Array(repeating: true, count: 7),
            streak: streak("2026-01-01", "2026-01-11"))
        #expect(Recap(insights.weeklySummary(for: week("2026-01-05"), asOf: asOf)) == expected)
    }

    @Test("More than 3 entries up on last week")
    func improvementHeadline() {
        let insights = TestDiary.insights([
            ("2026-01-02", "09:00", "apple", .snack),
            ("2026-01-05", "08:00", "bread", .breakfast),
            ("2026-01-05", "12:00", "cheese", .lunch),
            ("2026-01-05", "19:00", "dates", .dessert),
            ("2026-01-06", "08:00", "figs", .breakfast),
            ("2026-01-06", "12:00", "grapes", .snack),
        ])
        let expected = Recap(
            week: "2026-W02", through: "2026-01-11", isComplete: true, headlineType: .improvement,
            headline: "Up 4 entries on last week.", subheadline: "5 entries this week, 1 the week before.",
            entries: 5, daysLogged: 2, missedDays: 5, topFood: "bread", topFoodCount: 1,
            lastWeekEntries: 1, vsLastWeek: 4,
            categories: [
                CategoryShare(category: .breakfast, count: 2, percent: 40),
                CategoryShare(category: .lunch, count: 1, percent: 20),
                CategoryShare(category: .snack, count: 1, percent: 20),
                CategoryShare(category: .dessert, count: 1, percent: 20),
            ],
            days: [3, 2, 0, 0, 0, 0, 0], loggedDays: [true, true, false, false, false, false, false],
            streak: .none)
        #expect(Recap(insights.weeklySummary(for: week("2026-01-05"), asOf: TestDiary.day("2026-01-11"))) == expected)
    }

    @Test("Every day logged, nothing stronger: a perfect week")
    func perfectHeadline() {
        let insights = TestDiary.insights([
            ("2025-12-29", "12:00", "kale", nil), ("2025-12-30", "12:00", "leek", nil),
            ("2025-12-31", "12:00", "mango", nil), ("2026-01-01", "12:00", "nuts", nil),
            ("2026-01-05", "12:00", "apple", nil), ("2026-01-06", "12:00", "bread", nil),
            ("2026-01-07", "12:00", "cheese", nil), ("2026-01-08", "12:00", "dates", nil),
            ("2026-01-09", "12:00", "figs", nil), ("2026-01-10", "12:00", "grapes", nil),
            ("2026-01-11", "12:00", "honey", nil),
        ])
        let expected = Recap(
            week: "2026-W02", through: "2026-01-11", isComplete: true, headlineType: .perfect,
            headline: "A perfect week.", subheadline: "All seven days logged, 7 entries in all.",
            entries: 7, daysLogged: 7, missedDays: 0, topFood: "apple", topFoodCount: 1,
            lastWeekEntries: 4, vsLastWeek: 3, categories: [],
            days: [1, 1, 1, 1, 1, 1, 1], loggedDays: Array(repeating: true, count: 7),
            streak: streak("2026-01-05", "2026-01-11"))  // 7 days: not more than 7
        #expect(Recap(insights.weeklySummary(for: week("2026-01-05"), asOf: TestDiary.day("2026-01-12"))) == expected)
    }

    @Test("The default headline's line says a single day and a single entry as such")
    func defaultLines() {
        let insights = TestDiary.insights([
            ("2026-01-07", "12:00", "soup", .lunch), ("2026-01-08", "19:00", "rice", .dinner),
            ("2026-01-09", "08:00", "toast", .breakfast), ("2026-01-14", "12:00", "soup", .lunch),
        ])
        let asOf = TestDiary.day("2026-01-20")
        let lines = ["2026-01-05", "2026-01-12"].map {
            insights.weeklySummary(for: week($0), asOf: asOf).map {
                [$0.headlineType == .default ? "default" : "other", $0.story(english).subheadline]
            }
        }
        #expect(lines == [["default", "3 entries over 3 days."], ["default", "Just 1 entry."]])
    }

    @Test("Otherwise the default headline, and a quiet week with no entries")
    func defaultHeadlines() {
        let insights = TestDiary.insights([
            ("2026-01-07", "12:00", "soup", .lunch), ("2026-01-07", "19:00", "Soup", .dinner),
        ])
        let asOf = TestDiary.day("2026-01-20")
        let busy = Recap(
            week: "2026-W02", through: "2026-01-11", isComplete: true, headlineType: .default,
            headline: "Your week in food.", subheadline: "2 entries, all on one day.",
            entries: 2, daysLogged: 1, missedDays: 6, topFood: "soup", topFoodCount: 2,
            lastWeekEntries: 0, vsLastWeek: 2,
            categories: [
                CategoryShare(category: .lunch, count: 1, percent: 50),
                CategoryShare(category: .dinner, count: 1, percent: 50),
            ],
            days: [0, 0, 2, 0, 0, 0, 0], loggedDays: [false, false, true, false, false, false, false],
            streak: .none)
        #expect(Recap(insights.weeklySummary(for: week("2026-01-05"), asOf: asOf)) == busy)
        let quiet = Recap(
            week: "2026-W03", through: "2026-01-18", isComplete: true, headlineType: .default,
            headline: "A quiet week.", subheadline: "No entries this week.",
            entries: 0, daysLogged: 0, missedDays: 7, topFood: nil, topFoodCount: 0,
            lastWeekEntries: 2, vsLastWeek: -2, categories: [],
            days: Array(repeating: 0, count: 7), loggedDays: Array(repeating: false, count: 7), streak: .none)
        #expect(Recap(insights.weeklySummary(for: week("2026-01-12"), asOf: asOf)) == quiet)
    }

    @Test("Week 53 spans New Year")
    func newYear() throws {
        let insights = TestDiary.insights([
            ("2026-12-31", "20:00", "pizza", .dinner), ("2027-01-02", "13:00", "pizza", .lunch),
            ("2027-01-03", "09:00", "pizza", .breakfast), ("2027-01-04", "08:00", "coffee", .beverage),
        ])
        let asOf = TestDiary.day("2027-01-05")
        #expect(insights.weeksWithEntries(asOf: asOf).map(\.description) == ["2026-W53", "2027-W01"])
        let week53 = try #require(ISOWeek("2026-W53"))
        let expected = Recap(
            week: "2026-W53", through: "2027-01-03", isComplete: true, headlineType: .topFood,
            headline: "A week of pizza.", subheadline: "Pizza came up 3 times in 3 entries.",
            entries: 3, daysLogged: 3, missedDays: 4, topFood: "pizza", topFoodCount: 3,
            lastWeekEntries: 0, vsLastWeek: 3,
            // 1, 1, 1 of 3: 33 each and the missing point to the first (app order).
            categories: [
                CategoryShare(category: .breakfast, count: 1, percent: 34),
                CategoryShare(category: .lunch, count: 1, percent: 33),
                CategoryShare(category: .dinner, count: 1, percent: 33),
            ],
            days: [0, 0, 0, 1, 0, 1, 1], loggedDays: [false, false, false, true, false, true, true],
            streak: streak("2027-01-02", "2027-01-03"))
        #expect(Recap(insights.weeklySummary(for: week53, asOf: asOf)) == expected)
        #expect(insights.currentStreak(asOf: asOf) == streak("2027-01-02", "2027-01-04"))
    }

    @Test("Headline rules in the app's order")
    func rules() {
        #expect(HeadlineType.choose(streak: 8, topFoodCount: 5, vsLastWeek: 9, missedDays: 0) == .streak)
        #expect(HeadlineType.choose(streak: 7, topFoodCount: 3, vsLastWeek: 9, missedDays: 0) == .topFood)
        #expect(HeadlineType.choose(streak: 7, topFoodCount: 2, vsLastWeek: 4, missedDays: 0) == .improvement)
        #expect(HeadlineType.choose(streak: 7, topFoodCount: 2, vsLastWeek: 3, missedDays: 0) == .perfect)
        #expect(HeadlineType.choose(streak: 7, topFoodCount: 2, vsLastWeek: 3, missedDays: 1) == .default)
    }
}
