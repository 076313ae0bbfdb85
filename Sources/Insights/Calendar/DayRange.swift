import Days
import Diary

/// A run of whole local days, first and last included.
public struct DayRange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The first day.
    public let start: LocalDay
    /// The last day (never before `start`).
    public let end: LocalDay

    /// The days from `start` through `end`; a reversed pair is put in order.
    public init(start: LocalDay, end: LocalDay) {
        self.start = min(start, end)
        self.end = max(start, end)
    }

    /// How many days the range holds.
    public var days: Int { start.days(to: end) + 1 }

    /// Whether `day` is in the range.
    public func contains(_ day: LocalDay) -> Bool {
        start <= day && day <= end
    }

    /// Every day of the range, in order.
    public var allDays: [LocalDay] {
        (0..<days).map { start.adding(days: $0) }
    }

    /// `2026-03-02…2026-03-08`.
    public var description: String { "\(start)…\(end)" }

    private enum CodingKeys: String, CodingKey {
        case start, end, days
    }

    /// Decodes `start` and `end`; `days` is derived.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            start: try container.decode(LocalDay.self, forKey: .start),
            end: try container.decode(LocalDay.self, forKey: .end))
    }

    /// Encodes `start`, `end` and `days`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(days, forKey: .days)
    }
}
