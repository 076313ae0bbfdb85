import Foundation

/// A calendar day as the person who kept the diary lived it, with no time zone attached.
///
/// Stored as a day number (days since 1970-01-01) so that day arithmetic, ordering and
/// hashing are integer operations; the proleptic Gregorian conversion is the standard
/// days-from-civil algorithm. Time zones never enter here: they are applied once, when an
/// entry is placed on its day (see `DayPlacer`).
public struct LocalDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let dayNumber: Int

    /// The day with the given day number (days since 1970-01-01).
    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// The day with the given Gregorian year, month (1–12) and day of month (1–31), or nil
    /// when no such day exists (e.g. 2026-02-30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= LocalDay.daysInMonth(year: year, month: month)
        else { return nil }
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        self.dayNumber = era * 146_097 + dayOfEra - 719_468
    }

    /// Parses `YYYY-MM-DD`; nil for anything else or an impossible date.
    public init?(_ text: String) {
        // Exactly ten ASCII bytes, `DDDD-DD-DD` (the only ASCII characters that are numbers
        // are the digits), read as bytes: every timestamp of a diary passes through here.
        guard text.utf8.count == 10 else { return nil }
        var (year, month, day) = (0, 0, 0)
        for (offset, byte) in text.utf8.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch offset {
            case 0..<4: year = year * 10 + digit
            case 5..<7: month = month * 10 + digit
            default: day = day * 10 + digit
            }
        }
        self.init(year: year, month: month, day: day)
    }

    /// Year, month (1–12) and day of month.
    public var components: (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The Gregorian year.
    public var year: Int { components.year }
    /// The month, 1–12.
    public var month: Int { components.month }
    /// The day of the month, 1–31.
    public var day: Int { components.day }

    /// ISO weekday: 1 is Monday, 7 is Sunday.
    public var isoWeekday: Int {
        // 1970-01-01 was a Thursday (ISO weekday 4).
        let offset = (dayNumber + 3) % 7
        return (offset < 0 ? offset + 7 : offset) + 1
    }

    /// Position in a Monday-first week: 0 is Monday, 6 is Sunday.
    public var weekdayIndex: Int { isoWeekday - 1 }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> LocalDay {
        LocalDay(dayNumber: dayNumber + count)
    }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(to other: LocalDay) -> Int {
        other.dayNumber - dayNumber
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let (y, m, d) = components
        return "\(LocalDay.pad(y, 4))-\(LocalDay.pad(m, 2))-\(LocalDay.pad(d, 2))"
    }

    public static func < (lhs: LocalDay, rhs: LocalDay) -> Bool {
        lhs.dayNumber < rhs.dayNumber
    }

    /// Number of days in a month of the proleptic Gregorian calendar (0 for a month outside 1–12).
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

    /// `value` in decimal, zero-padded to `width` digits (`pad(7, 2)` is `07`).
    public static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}

extension LocalDay: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = LocalDay(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a day as YYYY-MM-DD, found \(text)")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
