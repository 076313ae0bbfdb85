import Diary

/// Everything the Insights dashboard shows for one period that depends on the period.
public struct PeriodStats: Hashable, Sendable, Codable {
    /// The period.
    public var period: AnalyticsPeriod
    /// Its days (see `AnalyticsPeriod.dayRange(asOf:firstEntryDay:)`).
    public var range: DayRange
    /// Entries in the period.
    public var entries: Int
    /// Days in the period with at least one entry.
    public var daysLogged: Int
    /// `daysLogged` out of the period's days, in whole percent (see `docs/insights.md`).
    public var consistency: Int
    /// Different foods eaten in the period.
    public var uniqueFoodsInPeriod: Int
    /// The foods in most entries, most first, then by name.
    public var topFoods: [FoodCount]
    /// Entries on each day of the period, gap-filled with zeros.
    public var dailyCounts: [DayCount]
    /// Entries per meal category, categorised entries only, most first.
    public var categories: [CategoryShare]
    /// Entries with no category.
    public var uncategorized: Int
    /// Entries per way of logging, most first.
    public var inputTypes: [InputTypeShare]
    /// Entries by local hour of the meal, 0–23 (24 counts).
    public var mealTiming: [Int]
    /// Foods eaten on the same day, most days first.
    public var foodPairs: [FoodPair]

    /// Creates period statistics.
    public init(
        period: AnalyticsPeriod, range: DayRange, entries: Int, daysLogged: Int, consistency: Int,
        uniqueFoodsInPeriod: Int, topFoods: [FoodCount], dailyCounts: [DayCount],
        categories: [CategoryShare], uncategorized: Int, inputTypes: [InputTypeShare],
        mealTiming: [Int], foodPairs: [FoodPair]
    ) {
        self.period = period
        self.range = range
        self.entries = entries
        self.daysLogged = daysLogged
        self.consistency = consistency
        self.uniqueFoodsInPeriod = uniqueFoodsInPeriod
        self.topFoods = topFoods
        self.dailyCounts = dailyCounts
        self.categories = categories
        self.uncategorized = uncategorized
        self.inputTypes = inputTypes
        self.mealTiming = mealTiming
        self.foodPairs = foodPairs
    }
}
