/// English names of months and weekdays, the same on every machine (no locale is consulted).
extension LocalDay {
    /// English month names, January first.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]

    /// English weekday names, Monday first.
    public static let weekdayNames = [
        "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    ]

    /// The month's English name, e.g. "March".
    public var monthName: String { Self.monthNames[month - 1] }

    /// The month's three-letter name, e.g. "Mar".
    public var monthShortName: String { String(monthName.prefix(3)) }

    /// The weekday's English name, e.g. "Sunday".
    public var weekdayName: String { Self.weekdayNames[isoWeekday - 1] }

    /// The weekday's three-letter name, e.g. "Sun".
    public var weekdayShortName: String { String(weekdayName.prefix(3)) }

    /// Day and short month, e.g. "8 Mar".
    public var dayMonthText: String { "\(day) \(monthShortName)" }

    /// Day, short month and year, e.g. "8 Mar 2026".
    public var shortText: String { "\(day) \(monthShortName) \(year)" }

    /// Day, month and year in full, e.g. "8 March 2026".
    public var longText: String { "\(day) \(monthName) \(year)" }
}
