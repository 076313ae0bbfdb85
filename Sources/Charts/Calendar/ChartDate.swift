/// A calendar day (proleptic Gregorian) with no time or time zone: the x positions of charts
/// over days and the cells of heatmaps.
///
/// The caller has already placed entries on their local days; this type only does day
/// arithmetic, identically on every machine.
public struct ChartDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// The day, or `nil` when no such day exists (month 13, 30 February, …).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month),
            (1...ChartDate.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day written `YYYY-MM-DD`, or `nil` when the text is not exactly such a valid day.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day written `YYYY-MM-DD`, e.g. "2026-03-08".
    public var iso: String {
        let yyyy = String(year)
        let padded = String(repeating: "0", count: max(0, 4 - yyyy.count)) + yyyy
        return "\(padded)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// Same as ``iso``.
    public var description: String { iso }

    /// The day of the week, Monday first: 0 = Monday … 6 = Sunday.
    public var weekday: Int {
        // Day number 0 (1970-01-01) was a Thursday, weekday 3.
        ((dayNumber + 3) % 7 + 7) % 7
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> ChartDate {
        ChartDate(dayNumber: dayNumber + count)
    }

    /// The number of days from this day to `other` (negative when `other` is earlier).
    public func days(to other: ChartDate) -> Int {
        other.dayNumber - dayNumber
    }

    /// The Monday on or before this day.
    public var startOfWeek: ChartDate {
        adding(days: -weekday)
    }

    /// The number of days in `month` of `year` (0 for a month outside 1–12).
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        case 2: return isLeapYear(year) ? 29 : 28
        default: return 0
        }
    }

    /// Whether `year` has a 29 February.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Orders days chronologically.
    public static func < (lhs: ChartDate, rhs: ChartDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
