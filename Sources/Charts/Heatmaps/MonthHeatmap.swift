import Days
import Words

/// A month as a calendar grid: seven columns, the locale's first weekday first
/// (`Catalog.weekStart`: Monday in English, Sunday in Japanese, Saturday in Egyptian Arabic;
/// from the right in a language written right to left), blanks before the 1st, each day a cell
/// with its number, shaded by count like the year heatmap, today ringed, each cell optionally a
/// link to its day.
public struct MonthHeatmap: Sendable, Encodable, Equatable {
    /// The chart's accessible name, e.g. "March 2026".
    public var title: String
    /// The year.
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// The counts (and links) of days; days not listed count 0 and have no link, days outside
    /// the month are ignored.
    public var days: [DayCount]
    /// Today, ringed; days after it are drawn empty and left out of the sentence and table.
    public var today: LocalDay?
    /// What the counts count.
    public var counted: Counted
    /// The message shown when every day is 0 (or the month is not a valid one).
    public var emptyMessage: String?

    /// A month grid.
    public init(
        title: String, year: Int, month: Int, days: [DayCount], today: LocalDay? = nil, counted: Counted = .entries,
        emptyMessage: String? = nil
    ) {
        self.title = title
        self.year = year
        self.month = month
        self.days = days
        self.today = today
        self.counted = counted
        self.emptyMessage = emptyMessage
    }

    /// Every day of the month with its count and link.
    var monthDays: [DayCount] {
        guard let firstDay = LocalDay(year: year, month: month, day: 1) else { return [] }
        let lookup = days.byDate()
        return (0..<LocalDay.daysInMonth(year: year, month: month)).map {
            let date = firstDay.adding(days: $0)
            return lookup[date] ?? DayCount(date: date, count: 0)
        }
    }

    /// Where `date` is drawn, weeks starting on `weekStart`: its row (the week, 0 for the one
    /// holding the 1st) and its column (0 for the first weekday, before any mirroring).
    func place(_ date: LocalDay, weekStart: WeekStart) -> (row: Int, column: Int) {
        let first = LocalDay(year: year, month: month, day: 1) ?? date
        let grid = WeekGrid(first: first, weekStart: weekStart)
        return (grid.week(of: date), grid.weekday(of: date))
    }

    /// The days up to today (all of them when today is after the month or not given).
    var elapsedDays: [DayCount] {
        guard let today else { return monthDays }
        return monthDays.filter { $0.date <= today }
    }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool { !elapsedDays.contains { $0.count > 0 } }

    /// Whether `date` is after today.
    func isFuture(_ date: LocalDay) -> Bool {
        guard let today else { return false }
        return date > today
    }

    func columns(_ words: Catalog) -> [String] { [words(.columnDate), counted.column(words)] }

    /// The table behind the chart: one row per day up to today.
    func table(caption: String, words: Catalog) -> DataTable {
        DataTable(
            caption: caption, columns: columns(words),
            rows: elapsedDays.map { [$0.date.description, words.number($0.count)] })
    }
}
