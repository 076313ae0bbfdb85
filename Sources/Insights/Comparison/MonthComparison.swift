import Days
import Diary

/// A month (to date, while it is under way) against the same days of the month before and of
/// the same month a year earlier.
public struct MonthComparison: Hashable, Sendable, Codable {
    /// The month's year.
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// Whether the whole month is counted (false: its first days, up to the as-of day).
    public var isComplete: Bool
    /// Against the same days of the month before; nil when the diary was not kept then.
    public var monthBefore: Comparison?
    /// Against the same days of the month a year earlier; nil when the diary was not kept then.
    public var lastYear: Comparison?

    /// Creates a month's comparisons.
    public init(year: Int, month: Int, isComplete: Bool, monthBefore: Comparison?, lastYear: Comparison?) {
        self.year = year
        self.month = month
        self.isComplete = isComplete
        self.monthBefore = monthBefore
        self.lastYear = lastYear
    }

    private enum CodingKeys: String, CodingKey {
        case year, month, isComplete, monthBefore, lastYear
    }

    /// Encodes every key, `null` for a missing baseline.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(year, forKey: .year)
        try container.encode(month, forKey: .month)
        try container.encode(isComplete, forKey: .isComplete)
        try container.encode(monthBefore, forKey: .monthBefore)
        try container.encode(lastYear, forKey: .lastYear)
    }
}
