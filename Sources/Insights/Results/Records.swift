import Diary

/// The all-time records, as they stand on the as-of day (later entries do not count).
public struct Records: Hashable, Sendable, Codable {
    /// Entries up to and including the as-of day.
    public var totalEntries: Int
    /// The longest streak ever; the earliest when two are equally long.
    public var longestStreak: Streak
    /// The day with the most entries; the earliest on a tie; nil with no entries.
    public var bestDay: DayCount?
    /// Different foods ever eaten.
    public var uniqueFoods: Int

    /// Creates records.
    public init(totalEntries: Int, longestStreak: Streak, bestDay: DayCount?, uniqueFoods: Int) {
        self.totalEntries = totalEntries
        self.longestStreak = longestStreak
        self.bestDay = bestDay
        self.uniqueFoods = uniqueFoods
    }

    private enum CodingKeys: String, CodingKey {
        case totalEntries, longestStreak, bestDay, uniqueFoods
    }

    /// Encodes every key, `null` for no best day.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(totalEntries, forKey: .totalEntries)
        try container.encode(longestStreak, forKey: .longestStreak)
        try container.encode(bestDay, forKey: .bestDay)
        try container.encode(uniqueFoods, forKey: .uniqueFoods)
    }
}
