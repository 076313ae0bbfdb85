import Days
import Diary

/// Every number of the Insights dashboard for one period as of one day, with the records,
/// milestones and optionally one week's recap: what `foodstory stats` prints, as JSON
/// (`Codable`, stable keys) or as text (`plainText()`).
public struct StatsReport: Hashable, Sendable, Codable {
    /// The day the numbers are as of.
    public var asOf: LocalDay
    /// The period of the period numbers.
    public var period: AnalyticsPeriod
    /// The period's days.
    public var range: DayRange
    /// Entries in the period.
    public var entries: Int
    /// Days of the period with an entry.
    public var daysLogged: Int
    /// Days logged out of the period's days, whole percent.
    public var consistency: Int
    /// Days in the current streak as of `asOf`.
    public var currentStreak: Int
    /// The longest streak up to `asOf`.
    public var longestStreak: Streak
    /// The day with most entries up to `asOf`.
    public var bestDay: DayCount?
    /// Different foods eaten up to `asOf` (the app's all-time record).
    public var uniqueFoods: Int
    /// Different foods eaten in the period.
    public var uniqueFoodsInPeriod: Int
    /// Entries up to `asOf`.
    public var totalEntries: Int
    /// The period's top foods.
    public var topFoods: [FoodCount]
    /// Entries per day of the period.
    public var dailyCounts: [DayCount]
    /// Categorised entries of the period per category.
    public var categories: [CategoryShare]
    /// Entries of the period without a category.
    public var uncategorized: Int
    /// Entries of the period per way of logging.
    public var inputTypes: [InputTypeShare]
    /// Entries of the period by local hour (24 counts).
    public var mealTiming: [Int]
    /// This week so far against last week.
    public var weekComparison: WeekComparison
    /// Foods often eaten on the same day in the period.
    public var foodPairs: [FoodPair]
    /// Milestones reached by `asOf`.
    public var milestones: [Milestone]
    /// The recap of the week asked for; nil when none was asked for or it starts after `asOf`.
    public var weeklySummary: WeeklySummary?

    /// Assembles the report from indexed insights.
    public init(insights: Insights, asOf: LocalDay, period: AnalyticsPeriod, week: ISOWeek? = nil) {
        let stats = insights.periodStats(period, asOf: asOf)
        let records = insights.records(asOf: asOf)
        self.asOf = asOf
        self.period = period
        self.range = stats.range
        self.entries = stats.entries
        self.daysLogged = stats.daysLogged
        self.consistency = stats.consistency
        self.currentStreak = insights.currentStreak(asOf: asOf).length
        self.longestStreak = records.longestStreak
        self.bestDay = records.bestDay
        self.uniqueFoods = records.uniqueFoods
        self.uniqueFoodsInPeriod = stats.uniqueFoodsInPeriod
        self.totalEntries = records.totalEntries
        self.topFoods = stats.topFoods
        self.dailyCounts = stats.dailyCounts
        self.categories = stats.categories
        self.uncategorized = stats.uncategorized
        self.inputTypes = stats.inputTypes
        self.mealTiming = stats.mealTiming
        self.weekComparison = insights.weekComparison(asOf: asOf)
        self.foodPairs = stats.foodPairs
        self.milestones = insights.milestones(asOf: asOf)
        self.weeklySummary = week.flatMap { insights.weeklySummary(for: $0, asOf: asOf) }
    }

    /// Indexes `diary` (with the configured food `aliases`, `notFoods` and `diaryLanguage`)
    /// and assembles the report.
    public init(
        diary: Diary, asOf: LocalDay, period: AnalyticsPeriod, week: ISOWeek? = nil,
        aliases: [String: String] = [:], notFoods: [String] = [], diaryLanguage: DiaryLanguage = .defaultDiaryLanguage()
    ) {
        self.init(
            insights: Insights(diary: diary, aliases: aliases, notFoods: notFoods, diaryLanguage: diaryLanguage),
            asOf: asOf, period: period,
            week: week)
    }

    private enum CodingKeys: String, CodingKey {
        case asOf, period, range, entries, daysLogged, consistency, currentStreak, longestStreak
        case bestDay, uniqueFoods, uniqueFoodsInPeriod, totalEntries, topFoods, dailyCounts
        case categories, uncategorized, inputTypes, mealTiming, weekComparison, foodPairs
        case milestones, weeklySummary
    }

    /// Encodes every key, `null` for a missing best day or weekly summary.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(asOf, forKey: .asOf)
        try container.encode(period, forKey: .period)
        try container.encode(range, forKey: .range)
        try container.encode(entries, forKey: .entries)
        try container.encode(daysLogged, forKey: .daysLogged)
        try container.encode(consistency, forKey: .consistency)
        try container.encode(currentStreak, forKey: .currentStreak)
        try container.encode(longestStreak, forKey: .longestStreak)
        try container.encode(bestDay, forKey: .bestDay)
        try container.encode(uniqueFoods, forKey: .uniqueFoods)
        try container.encode(uniqueFoodsInPeriod, forKey: .uniqueFoodsInPeriod)
        try container.encode(totalEntries, forKey: .totalEntries)
        try container.encode(topFoods, forKey: .topFoods)
        try container.encode(dailyCounts, forKey: .dailyCounts)
        try container.encode(categories, forKey: .categories)
        try container.encode(uncategorized, forKey: .uncategorized)
        try container.encode(inputTypes, forKey: .inputTypes)
        try container.encode(mealTiming, forKey: .mealTiming)
        try container.encode(weekComparison, forKey: .weekComparison)
        try container.encode(foodPairs, forKey: .foodPairs)
        try container.encode(milestones, forKey: .milestones)
        try container.encode(weeklySummary, forKey: .weeklySummary)
    }
}
