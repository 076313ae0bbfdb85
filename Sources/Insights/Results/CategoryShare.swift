import Diary

/// One meal category's entries and its share of the categorised entries.
public struct CategoryShare: Hashable, Sendable, Codable {
    /// The category.
    public var category: MealCategory
    /// Entries in it.
    public var count: Int
    /// Whole percent of the categorised entries; the shares of one list add up to 100.
    public var percent: Int

    /// Creates a share.
    public init(category: MealCategory, count: Int, percent: Int) {
        self.category = category
        self.count = count
        self.percent = percent
    }
}
