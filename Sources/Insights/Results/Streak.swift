import Days
import Diary

/// Consecutive days with at least one entry each.
public struct Streak: Hashable, Sendable, Codable {
    /// How many days; 0 for no streak.
    public var length: Int
    /// The first day; nil when `length` is 0.
    public var start: LocalDay?
    /// The last day; nil when `length` is 0.
    public var end: LocalDay?

    /// A streak from `start` through `end`.
    public init(start: LocalDay, end: LocalDay) {
        self.length = start.days(to: end) + 1
        self.start = start
        self.end = end
    }

    /// No streak.
    public static let none = Streak()

    private init() {
        length = 0
        start = nil
        end = nil
    }

    private enum CodingKeys: String, CodingKey {
        case length, start, end
    }

    /// Encodes every key, `null` for a missing day.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(length, forKey: .length)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
    }
}
