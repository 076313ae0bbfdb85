import Days

/// A fixed offset from UTC, in seconds (east positive), as a local midnight implies it.
public struct UTCOffset: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// Seconds east of UTC.
    public let seconds: Int

    /// The offset of `seconds` east of UTC.
    public init(seconds: Int) {
        self.seconds = seconds
    }

    /// `+05:30`, `-08:00`, `+00:00`.
    public var description: String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return "\(sign)\(LocalDay.pad(minutes / 60, 2)):\(LocalDay.pad(minutes % 60, 2))"
    }

    public static func < (lhs: UTCOffset, rhs: UTCOffset) -> Bool {
        lhs.seconds < rhs.seconds
    }
}
