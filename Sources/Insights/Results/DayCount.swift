import Days
import Diary

/// How many entries one day has.
public struct DayCount: Hashable, Sendable, Codable {
    /// The day.
    public var day: LocalDay
    /// Its entries.
    public var count: Int

    /// Creates a day's count.
    public init(day: LocalDay, count: Int) {
        self.day = day
        self.count = count
    }
}
