import Diary

/// One food's entries in a period and in its baseline.
public struct FoodChange: Hashable, Sendable, Codable {
    /// The food's name as shown.
    public var food: String
    /// The food's key.
    public var key: String
    /// Entries mentioning it in the period.
    public var current: Int
    /// Entries mentioning it in the baseline.
    public var baseline: Int

    /// Creates a row.
    public init(food: Food, current: Int, baseline: Int) {
        self.food = food.name
        self.key = food.key
        self.current = current
        self.baseline = baseline
    }
}
