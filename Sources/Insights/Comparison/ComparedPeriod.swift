import Days
import Diary
import Foundation

/// A period as `foodstory stats --compare` and `--against` name it: `2026` (a year),
/// `2026-03` (a month), `2026-W10` (an ISO week), `2026-03-08` (a day),
/// `2026-03-01..2026-03-15` (days, both included), or `7d`, `30d`, `3m`, `1y` (the Insights
/// period ending on the as-of day).
public enum ComparedPeriod: Hashable, Sendable, CustomStringConvertible {
    /// A calendar year.
    case year(Int)
    /// A calendar month.
    case month(year: Int, month: Int)
    /// An ISO week.
    case week(ISOWeek)
    /// Any run of days.
    case days(DayRange)
    /// An Insights period ending on the as-of day.
    case recent(AnalyticsPeriod)

    /// Reads a period as typed; nil when it is none of the forms.
    public init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let period = AnalyticsPeriod(rawValue: text), period != .allTime {
            self = .recent(period)
        } else if let week = ISOWeek(text.uppercased()) {
            self = .week(week)
        } else if let day = LocalDay(text) {
            self = .days(DayRange(start: day, end: day))
        } else if text.contains("..") {
            let parts = text.components(separatedBy: "..")
            guard parts.count == 2, let first = LocalDay(parts[0]), let last = LocalDay(parts[1]), first <= last
            else { return nil }
            self = .days(DayRange(start: first, end: last))
        } else if text.count == 7, let first = LocalDay(text + "-01") {
            self = .month(year: first.year, month: first.month)
        } else if text.count == 4, text.allSatisfy(\.isASCII), let year = Int(text), year > 0 {
            self = .year(year)
        } else {
            return nil
        }
    }

    /// The forms a period can take, for error messages.
    public static let forms = "YYYY, YYYY-MM, YYYY-Www, YYYY-MM-DD, YYYY-MM-DD..YYYY-MM-DD, 7d, 30d, 3m or 1y"

    /// The period's days as of `asOf` (whole: not cut at the as-of day).
    public func range(asOf: LocalDay) -> DayRange {
        switch self {
        case .year(let year):
            let first = LocalDay(year: year, month: 1, day: 1) ?? asOf
            return DayRange(start: first, end: first.adding(months: 12).adding(days: -1))
        case .month(let year, let month):
            let first = LocalDay(year: year, month: month, day: 1) ?? asOf
            return DayRange(start: first, end: first.adding(days: LocalDay.daysInMonth(year: year, month: month) - 1))
        case .week(let week): return week.days
        case .days(let range): return range
        case .recent(let period): return period.dayRange(asOf: asOf, firstEntryDay: nil)
        }
    }

    /// The like-for-like period before this one: the month before, the year before, the week
    /// before, or the same number of days just before.
    public var before: ComparedPeriod {
        switch self {
        case .year(let year): return .year(year - 1)
        case .month(let year, let month):
            return month == 1 ? .month(year: year - 1, month: 12) : .month(year: year, month: month - 1)
        case .week(let week): return .week(week.previous)
        case .days(let range):
            return .days(DayRange(start: range.start.adding(days: -range.days), end: range.start.adding(days: -1)))
        case .recent: return self
        }
    }

    /// What a comparison with the period before calls its baseline.
    var baselineKind: ComparisonBaseline {
        switch self {
        case .year: .sameDatesLastYear
        case .month: .monthBefore
        default: .periodBefore
        }
    }

    /// `2026`, `2026-03`, `2026-W10`, `2026-03-08`, `2026-03-01..2026-03-15`, `7d`.
    public var description: String {
        switch self {
        case .year(let year): return LocalDay.pad(year, 4)
        case .month(let year, let month): return "\(LocalDay.pad(year, 4))-\(LocalDay.pad(month, 2))"
        case .week(let week): return week.description
        case .days(let range): return range.days == 1 ? range.start.description : "\(range.start)..\(range.end)"
        case .recent(let period): return period.rawValue
        }
    }
}
