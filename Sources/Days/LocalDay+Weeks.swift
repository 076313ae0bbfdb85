/// ISO 8601 weeks (Monday to Sunday; week 1 is the week holding the year's first Thursday)
/// and a few other calendar helpers, all integer arithmetic on the day number.
extension LocalDay {
    /// The Monday that starts this day's ISO week.
    public var startOfISOWeek: LocalDay {
        adding(days: 1 - isoWeekday)
    }

    /// The ISO week-numbering year: the year of this week's Thursday. It differs from `year`
    /// for a few days around New Year (2027-01-01 is in week 53 of 2026).
    public var isoWeekYear: Int {
        adding(days: 4 - isoWeekday).year
    }

    /// The ISO week number, 1–53.
    public var isoWeekNumber: Int {
        let thursday = adding(days: 4 - isoWeekday)
        return (thursday.dayOfYear - 1) / 7 + 1
    }

    /// The day of the year, 1 for 1 January.
    public var dayOfYear: Int {
        let first = LocalDay(year: year, month: 1, day: 1)
        return dayNumber - (first?.dayNumber ?? dayNumber) + 1
    }

    /// The Monday of ISO week `week` of ISO week-numbering year `year`, or nil when the year
    /// has no such week (week 0, week 54, or week 53 of a 52-week year).
    public static func isoWeekStart(year: Int, week: Int) -> LocalDay? {
        guard week >= 1, week <= isoWeeksIn(year: year),
            let january4 = LocalDay(year: year, month: 1, day: 4)
        else { return nil }
        return january4.startOfISOWeek.adding(days: 7 * (week - 1))
    }

    /// How many ISO weeks the ISO week-numbering year has: 53 when it starts on a Thursday,
    /// or on a Wednesday in a leap year; 52 otherwise.
    public static func isoWeeksIn(year: Int) -> Int {
        // 28 December is always in the last ISO week of its year.
        guard let december28 = LocalDay(year: year, month: 12, day: 28) else { return 52 }
        return december28.isoWeekNumber
    }
}
