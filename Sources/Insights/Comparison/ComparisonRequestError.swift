import Days

/// Why two periods cannot be compared: a period that starts after the as-of day.
public struct ComparisonRequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The option that named the period: `--compare` or `--against`.
    public var option: String
    /// The period as read.
    public var period: String
    /// The as-of day.
    public var asOf: LocalDay

    /// Creates the error.
    public init(option: String, period: String, asOf: LocalDay) {
        self.option = option
        self.period = period
        self.asOf = asOf
    }

    /// One line: `--against 2027-01 starts after the as-of day, 2026-11-20; nothing of it can be counted`.
    public var description: String {
        "\(option) \(period) starts after the as-of day, \(asOf); nothing of it can be counted"
    }
}
