/// A year (to date, while it is under way) against the same dates of the year before, with
/// its months side by side.
public struct YearComparison: Hashable, Sendable, Codable {
    /// The year.
    public var year: Int
    /// Whether the whole year is counted.
    public var isComplete: Bool
    /// The year against the same dates of the year before.
    public var comparison: Comparison
    /// Each month up to the last one counted, beside the same dates of the year before.
    public var months: [MonthPair]

    /// Creates a year's comparison.
    public init(year: Int, isComplete: Bool, comparison: Comparison, months: [MonthPair]) {
        self.year = year
        self.isComplete = isComplete
        self.comparison = comparison
        self.months = months
    }
}
