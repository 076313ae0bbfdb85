/// One month of a year to date beside the same dates of the year before.
public struct MonthPair: Hashable, Sendable, Codable {
    /// The month, 1–12.
    public var month: Int
    /// Entries in the month (to date) this year.
    public var current: Int
    /// Entries on the same dates of the year before.
    public var baseline: Int

    /// Creates a pair.
    public init(month: Int, current: Int, baseline: Int) {
        self.month = month
        self.current = current
        self.baseline = baseline
    }
}
