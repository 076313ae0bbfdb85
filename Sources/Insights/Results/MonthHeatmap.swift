import Diary

/// One calendar month's days and their entry counts, for a heatmap grid.
public struct MonthHeatmap: Hashable, Sendable, Codable {
    /// The year.
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// The ISO weekday of the 1st (1 Monday … 7 Sunday). It is not the week's first weekday,
    /// which is the locale's: `leadingBlanks(weekStart:)` gives the blanks before the 1st.
    public var firstWeekday: Int
    /// Every day of the month in order, with its entries (0 after the as-of day).
    public var days: [DayCount]

    /// Creates a month's heatmap.
    public init(year: Int, month: Int, firstWeekday: Int, days: [DayCount]) {
        self.year = year
        self.month = month
        self.firstWeekday = firstWeekday
        self.days = days
    }

    /// How many blank cells lead the grid in weeks starting on `weekStart`: 0 when the 1st
    /// is that weekday, 6 when it is the day before it.
    public func leadingBlanks(weekStart: WeekStart) -> Int {
        ((firstWeekday - weekStart.isoWeekday) % 7 + 7) % 7
    }

    /// The app's heat level for a day's count: 0, 1, 2, or 3 for three entries or more
    /// (shown at accent opacity 0, 0.22, 0.50, 0.80).
    public static func level(forCount count: Int) -> Int {
        min(max(count, 0), 3)
    }
}
