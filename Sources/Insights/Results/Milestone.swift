import Days
import Diary

/// A total number of entries reached, and the day the entry that reached it was logged.
public struct Milestone: Hashable, Sendable, Codable {
    /// The total: 10, 25, 50, 100, 250, then every 250.
    public var count: Int
    /// The day of the `count`-th entry in diary order.
    public var day: LocalDay

    /// Creates a milestone.
    public init(count: Int, day: LocalDay) {
        self.count = count
        self.day = day
    }

    /// The milestone totals up to and including `limit`: 10, 25, 50, 100, 250, 500, 750, …
    public static func counts(upTo limit: Int) -> [Int] {
        var counts = [10, 25, 50, 100, 250].filter { $0 <= limit }
        var next = 500
        while next <= limit {
            counts.append(next)
            next += 250
        }
        return counts
    }
}
