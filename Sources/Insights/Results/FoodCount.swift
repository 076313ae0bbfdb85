import Diary

/// A food and how many entries (or days) it is in.
public struct FoodCount: Hashable, Sendable, Codable {
    /// The food's name as shown.
    public var food: String
    /// The food's key (its identity).
    public var key: String
    /// Entries mentioning it (days, for foods eaten on the same day as another).
    public var count: Int

    /// Creates a count.
    public init(food: Food, count: Int) {
        self.food = food.name
        self.key = food.key
        self.count = count
    }
}
