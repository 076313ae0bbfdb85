import Days
import Diary

/// One food this year (to the as-of day) against the same dates of the year before, and the
/// first and latest days it was eaten.
public struct FoodYearComparison: Hashable, Sendable, Codable {
    /// The food's name as shown.
    public var food: String
    /// The food's key.
    public var key: String
    /// This year's days counted: 1 January through the as-of day.
    public var thisYear: DayRange
    /// Entries mentioning it this year.
    public var thisYearCount: Int
    /// The same dates of the year before; nil when the diary was not kept on all of them.
    public var lastYear: DayRange?
    /// Entries mentioning it on those dates; nil with no `lastYear`.
    public var lastYearCount: Int?
    /// The first day it was eaten.
    public var firstEaten: LocalDay
    /// The latest day it was eaten, up to the as-of day.
    public var lastEaten: LocalDay

    /// Creates a food's comparison.
    public init(
        food: Food, thisYear: DayRange, thisYearCount: Int, lastYear: DayRange?, lastYearCount: Int?,
        firstEaten: LocalDay, lastEaten: LocalDay
    ) {
        self.food = food.name
        self.key = food.key
        self.thisYear = thisYear
        self.thisYearCount = thisYearCount
        self.lastYear = lastYear
        self.lastYearCount = lastYearCount
        self.firstEaten = firstEaten
        self.lastEaten = lastEaten
    }

    private enum CodingKeys: String, CodingKey {
        case food, key, thisYear, thisYearCount, lastYear, lastYearCount, firstEaten, lastEaten
    }

    /// Encodes every key, `null` where there is no last year.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(food, forKey: .food)
        try container.encode(key, forKey: .key)
        try container.encode(thisYear, forKey: .thisYear)
        try container.encode(thisYearCount, forKey: .thisYearCount)
        try container.encode(lastYear, forKey: .lastYear)
        try container.encode(lastYearCount, forKey: .lastYearCount)
        try container.encode(firstEaten, forKey: .firstEaten)
        try container.encode(lastEaten, forKey: .lastEaten)
    }
}
