import Days

/// A wall-clock time of day (local to where the diary was kept), to the second.
public struct LocalTime: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// Seconds since local midnight, 0..<86400.
    public let secondsSinceMidnight: Int

    /// The time `seconds` after midnight; values outside one day wrap around.
    public init(secondsSinceMidnight seconds: Int) {
        let wrapped = seconds % 86_400
        self.secondsSinceMidnight = wrapped < 0 ? wrapped + 86_400 : wrapped
    }

    /// The time at `hour`:`minute`:`second`.
    public init(hour: Int, minute: Int, second: Int = 0) {
        self.init(secondsSinceMidnight: hour * 3600 + minute * 60 + second)
    }

    /// Hour of the day, 0–23.
    public var hour: Int { secondsSinceMidnight / 3600 }
    /// Minute of the hour, 0–59.
    public var minute: Int { secondsSinceMidnight / 60 % 60 }
    /// Second of the minute, 0–59.
    public var second: Int { secondsSinceMidnight % 60 }

    /// `HH:MM`, the way the app shows a meal's time.
    public var description: String {
        "\(LocalDay.pad(hour, 2)):\(LocalDay.pad(minute, 2))"
    }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        lhs.secondsSinceMidnight < rhs.secondsSinceMidnight
    }
}
