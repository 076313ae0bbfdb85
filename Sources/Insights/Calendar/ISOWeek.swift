import Days
import Diary

/// An ISO 8601 week: Monday to Sunday, numbered within its ISO week-numbering year
/// (`2026-W10`; `2026-W53` runs from 28 December 2026 to 3 January 2027).
public struct ISOWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The week's Monday.
    public let monday: LocalDay

    /// The week that holds `day`.
    public init(containing day: LocalDay) {
        monday = day.startOfISOWeek
    }

    /// Week `week` of ISO year `year`; nil when the year has no such week.
    public init?(year: Int, week: Int) {
        guard let monday = LocalDay.isoWeekStart(year: year, week: week) else { return nil }
        self.monday = monday
    }

    /// Parses `YYYY-Www` (`2026-W09`); nil for anything else or a week the year lacks.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 3, parts[1].first == "W",
            parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
            parts[1].dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
            let year = Int(parts[0]), let week = Int(parts[1].dropFirst())
        else { return nil }
        self.init(year: year, week: week)
    }

    /// The ISO week-numbering year (the year of the week's Thursday).
    public var year: Int { monday.isoWeekYear }
    /// The week number, 1–53.
    public var week: Int { monday.isoWeekNumber }
    /// The week's Sunday.
    public var sunday: LocalDay { monday.adding(days: 6) }
    /// Monday through Sunday.
    public var days: DayRange { DayRange(start: monday, end: sunday) }
    /// The week before.
    public var previous: ISOWeek { ISOWeek(containing: monday.adding(days: -7)) }
    /// The week after.
    public var next: ISOWeek { ISOWeek(containing: monday.adding(days: 7)) }

    /// `2026-W09`.
    public var description: String {
        "\(LocalDay.pad(year, 4))-W\(LocalDay.pad(week, 2))"
    }

    /// Earlier weeks first.
    public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool {
        lhs.monday < rhs.monday
    }
}

extension ISOWeek: Codable {
    /// Decodes `YYYY-Www`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let week = ISOWeek(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected an ISO week as YYYY-Www, found \(text)")
        }
        self = week
    }

    /// Encodes `YYYY-Www`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
