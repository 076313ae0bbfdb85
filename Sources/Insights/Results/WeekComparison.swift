import Days
import Diary

/// This week so far (Monday through the as-of day) against the whole week before.
public struct WeekComparison: Hashable, Sendable, Codable {
    /// Monday of this week.
    public var thisWeekStart: LocalDay
    /// Entries from Monday through the as-of day.
    public var thisWeek: Int
    /// Monday of last week.
    public var lastWeekStart: LocalDay
    /// Entries Monday through Sunday of last week.
    public var lastWeek: Int
    /// `(thisWeek − lastWeek) / lastWeek` in whole percent, rounded half away from zero;
    /// nil when last week had no entries.
    public var changePercent: Int?
    /// This week's entries per day, Monday first (days after the as-of day count 0).
    public var thisWeekDays: [Int]
    /// Last week's entries per day, Monday first.
    public var lastWeekDays: [Int]

    /// Creates a comparison from the two weeks' per-day counts.
    public init(thisWeekStart: LocalDay, thisWeekDays: [Int], lastWeekDays: [Int]) {
        self.thisWeekStart = thisWeekStart
        self.lastWeekStart = thisWeekStart.adding(days: -7)
        self.thisWeekDays = thisWeekDays
        self.lastWeekDays = lastWeekDays
        self.thisWeek = thisWeekDays.reduce(0, +)
        self.lastWeek = lastWeekDays.reduce(0, +)
        self.changePercent = Rounding.percentChange(from: lastWeek, to: thisWeek)
    }

    private enum CodingKeys: String, CodingKey {
        case thisWeekStart, thisWeek, lastWeekStart, lastWeek, changePercent, thisWeekDays, lastWeekDays
    }

    /// Encodes every key, `null` for no change percent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(thisWeekStart, forKey: .thisWeekStart)
        try container.encode(thisWeek, forKey: .thisWeek)
        try container.encode(lastWeekStart, forKey: .lastWeekStart)
        try container.encode(lastWeek, forKey: .lastWeek)
        try container.encode(changePercent, forKey: .changePercent)
        try container.encode(thisWeekDays, forKey: .thisWeekDays)
        try container.encode(lastWeekDays, forKey: .lastWeekDays)
    }
}
