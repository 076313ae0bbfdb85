import Days
import Diary

/// This week so far (Monday through the as-of day) against the average of the same days of
/// the eight weeks before it: Monday to Thursday against eight Mondays to Thursdays.
public struct WeekAverage: Hashable, Sendable, Codable {
    /// The days counted this week.
    public var range: DayRange
    /// Entries on them.
    public var entries: Int
    /// Entries on the same days of each of the eight weeks before, the earliest first; nil
    /// when the diary was not kept through all of them.
    public var weeks: [Int]?

    /// Creates the comparison.
    public init(range: DayRange, entries: Int, weeks: [Int]?) {
        self.range = range
        self.entries = entries
        self.weeks = weeks
    }

    /// The eight weeks' average, nil without them.
    public var average: Double? {
        weeks.map { Double($0.reduce(0, +)) / Double(max($0.count, 1)) }
    }

    private enum CodingKeys: String, CodingKey {
        case range, entries, weeks, average
    }

    /// Decodes `range`, `entries` and `weeks`; `average` is derived.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            range: try container.decode(DayRange.self, forKey: .range),
            entries: try container.decode(Int.self, forKey: .entries),
            weeks: try container.decodeIfPresent([Int].self, forKey: .weeks))
    }

    /// Encodes every key, `null` where there are no eight weeks.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(range, forKey: .range)
        try container.encode(entries, forKey: .entries)
        try container.encode(weeks, forKey: .weeks)
        try container.encode(average, forKey: .average)
    }
}
