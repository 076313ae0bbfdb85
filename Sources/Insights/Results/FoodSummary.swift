import Days
import Diary

/// One food across the whole diary, for the list of every food.
public struct FoodSummary: Hashable, Sendable, Codable {
    /// The food's name as shown.
    public var food: String
    /// The food's key.
    public var key: String
    /// Entries mentioning it.
    public var count: Int
    /// The first day it was eaten.
    public var firstEaten: LocalDay
    /// The last day it was eaten.
    public var lastEaten: LocalDay

    /// Creates a summary.
    public init(food: Food, count: Int, firstEaten: LocalDay, lastEaten: LocalDay) {
        self.food = food.name
        self.key = food.key
        self.count = count
        self.firstEaten = firstEaten
        self.lastEaten = lastEaten
    }
}
