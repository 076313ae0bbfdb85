import Days
import Diary

/// One food over time: the food timeline page.
public struct FoodTimeline: Hashable, Sendable, Codable {
    /// The food's name as shown.
    public var food: String
    /// The food's key.
    public var key: String
    /// The period the per-period numbers cover.
    public var period: AnalyticsPeriod
    /// The period's days.
    public var range: DayRange
    /// Entries mentioning the food, ever (up to the as-of day).
    public var totalCount: Int
    /// Entries mentioning it in the period.
    public var countInPeriod: Int
    /// The first day it was eaten; nil if never.
    public var firstEaten: LocalDay?
    /// The last day it was eaten; nil if never.
    public var lastEaten: LocalDay?
    /// Every day it was eaten, in order (up to the as-of day).
    public var days: [LocalDay]
    /// Entries mentioning it on each day of the period (gap-filled).
    public var dailyCounts: [DayCount]
    /// Entries mentioning it in the period by weekday, Monday first (7 counts).
    public var weekdays: [Int]
    /// Entries mentioning it in the period by local hour, 0–23 (24 counts).
    public var hours: [Int]
    /// Other foods eaten on the same days in the period: days shared, most first, then by
    /// name (at most the limit asked for).
    public var eatenWith: [FoodCount]

    /// Creates a timeline.
    public init(
        food: Food, period: AnalyticsPeriod, range: DayRange, totalCount: Int, countInPeriod: Int,
        days: [LocalDay], dailyCounts: [DayCount], weekdays: [Int], hours: [Int],
        eatenWith: [FoodCount]
    ) {
        self.food = food.name
        self.key = food.key
        self.period = period
        self.range = range
        self.totalCount = totalCount
        self.countInPeriod = countInPeriod
        self.firstEaten = days.first
        self.lastEaten = days.last
        self.days = days
        self.dailyCounts = dailyCounts
        self.weekdays = weekdays
        self.hours = hours
        self.eatenWith = eatenWith
    }

    private enum CodingKeys: String, CodingKey {
        case food, key, period, range, totalCount, countInPeriod, firstEaten, lastEaten, days
        case dailyCounts, weekdays, hours, eatenWith
    }

    /// Encodes every key, `null` for missing days.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(food, forKey: .food)
        try container.encode(key, forKey: .key)
        try container.encode(period, forKey: .period)
        try container.encode(range, forKey: .range)
        try container.encode(totalCount, forKey: .totalCount)
        try container.encode(countInPeriod, forKey: .countInPeriod)
        try container.encode(firstEaten, forKey: .firstEaten)
        try container.encode(lastEaten, forKey: .lastEaten)
        try container.encode(days, forKey: .days)
        try container.encode(dailyCounts, forKey: .dailyCounts)
        try container.encode(weekdays, forKey: .weekdays)
        try container.encode(hours, forKey: .hours)
        try container.encode(eatenWith, forKey: .eatenWith)
    }
}
