import Diary

/// One meal category's entries in a period and in its baseline.
public struct CategoryChange: Hashable, Sendable, Codable {
    /// The category.
    public var category: MealCategory
    /// Entries in the period.
    public var current: Int
    /// Entries in the baseline.
    public var baseline: Int

    /// Creates a row.
    public init(category: MealCategory, current: Int, baseline: Int) {
        self.category = category
        self.current = current
        self.baseline = baseline
    }
}
