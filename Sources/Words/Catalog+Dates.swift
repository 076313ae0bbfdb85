import Days
import Foundation

/// How a day is written: each form is a skeleton that ICU turns into the locale's own order,
/// words and digits (en "Sunday, 8 March 2026", de "Sonntag, 8. März 2026", ja "2026年3月8日
/// 日曜日").
public enum DayForm: Sendable {
    /// Weekday, day, month and year: "Sunday, 8 March 2026".
    case long
    /// Day, month and year: "8 March 2026".
    case full
    /// Day and month: "8 March".
    case dayMonth
    /// Day and short month: "8 Mar".
    case short
    /// Day, short month and year: "8 Mar 2026".
    case shortWithYear
    /// Weekday, day and month: "Sunday 8 March".
    case weekdayDayMonth
}

/// How wide a weekday's or a month's name is: "Sunday", "Sun", "S".
public enum NameWidth: Sendable {
    case wide, abbreviated, narrow
}

extension Catalog {
    /// `day` written in the catalog's locale, in `form`.
    public func date(_ day: LocalDay, _ form: DayForm = .full) -> String {
        memo.text(.date(day: day.dayNumber, form: form)) { write(day, form) }
    }

    private func write(_ day: LocalDay, _ form: DayForm) -> String {
        let style = dateStyle
        let formatted: Date.FormatStyle =
            switch form {
            case .long: style.weekday(.wide).day().month(.wide).year()
            case .full: style.day().month(.wide).year()
            case .dayMonth: style.day().month(.wide)
            case .short: style.day().month(.abbreviated)
            case .shortWithYear: style.day().month(.abbreviated).year()
            case .weekdayDayMonth: style.weekday(.wide).day().month(.wide)
            }
        return formatted.format(Self.instant(day))
    }

    /// A month and its year, as a heading or a label names it: "March 2026" (Polish "marzec
    /// 2026": the standalone form, not the one a date uses).
    public func month(year: Int, month: Int, _ width: NameWidth = .wide) -> String {
        memo.text(.month(year: year, month: month, width: width)) { write(year: year, month: month, width) }
    }

    private func write(year: Int, month: Int, _ width: NameWidth) -> String {
        guard let first = LocalDay(year: year, month: max(1, min(12, month)), day: 1) else { return "\(year)" }
        return dateStyle.month(width == .wide ? .wide : .abbreviated).year().format(Self.instant(first))
    }

    /// A month's name on its own (1 is January): "March", "Mar", "M".
    public func monthName(_ month: Int, _ width: NameWidth = .wide) -> String {
        memo.text(.monthName(month, width)) { write(monthName: month, width) }
    }

    private func write(monthName month: Int, _ width: NameWidth) -> String {
        guard let first = LocalDay(year: 2001, month: max(1, min(12, month)), day: 1) else { return "" }
        let symbol: Date.FormatStyle.Symbol.Month =
            switch width {
            case .wide: .wide
            case .abbreviated: .abbreviated
            case .narrow: .narrow
            }
        return dateStyle.month(symbol).format(Self.instant(first))
    }

    /// A weekday's name on its own (`isoWeekday` 1 is Monday, 7 Sunday): "Sunday", "Sun", "S".
    public func weekdayName(_ isoWeekday: Int, _ width: NameWidth = .wide) -> String {
        memo.text(.weekdayName(isoWeekday, width)) { write(weekdayName: isoWeekday, width) }
    }

    private func write(weekdayName isoWeekday: Int, _ width: NameWidth) -> String {
        // 1 January 2001 was a Monday.
        let day = LocalDay(dayNumber: 11_323 + (max(1, min(7, isoWeekday)) - 1))
        let symbol: Date.FormatStyle.Symbol.Weekday =
            switch width {
            case .wide: .wide
            case .abbreviated: .abbreviated
            case .narrow: .narrow
            }
        return dateStyle.weekday(symbol).format(Self.instant(day))
    }

    /// The days from `first` to `last` as one span, written as the locale writes a span:
    /// "2–8 March 2026", "28 February – 6 March 2026"; one day alone is that day in full.
    /// Without `year`, the year is left out: "2–8 March". With `months` `.abbreviated`, the
    /// months' short names, for a place too narrow for the whole ones: "29 Dec 2025 – 4 Jan 2026".
    public func span(_ first: LocalDay, _ last: LocalDay, year: Bool = true, months: NameWidth = .wide) -> String {
        if first == last { return date(first, year ? .full : .dayMonth) }
        return memo.text(.span(first: first.dayNumber, last: last.dayNumber, year: year, months: months)) {
            write(span: first, last, year: year, months: months)
        }
    }

    private func write(span first: LocalDay, _ last: LocalDay, year: Bool, months: NameWidth) -> String {
        let style = Date.IntervalFormatStyle(locale: locale, calendar: Self.calendar, timeZone: Self.utc)
        let month: Date.FormatStyle.Symbol.Month = months == .wide ? .wide : .abbreviated
        let interval = year ? style.day().month(month).year() : style.day().month(month)
        return Self.houseDash(interval.format(Self.instant(first)..<Self.instant(last)))
    }

    /// ICU's British English sets its span's dash between thin spaces ("2 – 8 March"); the
    /// site has always written "2–8 March" and "28 February – 6 March", as British style
    /// guides do: a closed dash between numbers, a spaced one between words.
    private static func houseDash(_ span: String) -> String {
        guard let range = span.range(of: "\u{2009}–\u{2009}") else { return span }
        // Closed when only a day's number stands before it ("2–8 March").
        let closed = !span[..<range.lowerBound].contains(where: \.isLetter)
        return span.replacingCharacters(in: range, with: closed ? "–" : " – ")
    }

    /// The weekday a week starts on where the locale's people live (1 is Monday, 7 Sunday):
    /// Monday in most of Europe, Sunday in the United States and Japan, Saturday in Egypt.
    public var firstWeekday: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        // Foundation counts from Sunday (1) to Saturday (7).
        return (calendar.firstWeekday + 5) % 7 + 1
    }

    /// The locale's week as a calendar draws it: the heatmaps' rows, a month grid's columns
    /// and a chart of weekdays start on `firstWeekday`. Week pages stay ISO weeks.
    public var weekStart: WeekStart { WeekStart(isoWeekday: firstWeekday) }

    private var dateStyle: Date.FormatStyle {
        Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: Self.calendar, timeZone: Self.utc)
    }

    /// The Gregorian calendar in UTC: a `LocalDay` has no time zone, so its midnight in UTC
    /// is written as that very day.
    private static let utc = TimeZone(secondsFromGMT: 0) ?? .gmt
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }()

    private static func instant(_ day: LocalDay) -> Date {
        Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400)
    }
}
