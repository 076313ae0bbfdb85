import Days
import Words

/// A calendar heatmap of a year: one column per week (its first weekday at the top: the
/// locale's, `Catalog.weekStart`, Monday in English), one cell per day, month labels along the
/// top, the first, third and fifth weekday's names on the left (Mon/Wed/Fri in English), a
/// legend, today ringed, and each cell optionally a link to its day.
///
/// Cells are shaded by count: 0, 1, 2, 3+ at the accent colour's opacity 0 (a faint empty
/// cell), 0.22, 0.50, 0.80.
public struct YearHeatmap: Sendable, Encodable, Equatable {
    /// The chart's accessible name, e.g. "2026 at a glance".
    public var title: String
    /// The first day shown.
    public var first: LocalDay
    /// The last day shown.
    public var last: LocalDay
    /// The counts (and links) of days; days not listed count 0 and have no link.
    public var days: [DayCount]
    /// Today, ringed; days after it are not drawn. `nil` draws the whole range unringed.
    public var today: LocalDay?
    /// What the counts count.
    public var counted: Counted
    /// The message shown when every day in the range is 0.
    public var emptyMessage: String?
    /// Whether each day without a link has its tooltip (a `<title>`): a chart for paper, with
    /// nothing to hover, has none. A linked day keeps its title, its link's name.
    public var tooltips: Bool
    /// The chart's sentence when its caller says it (a goal's kept days); nil: counted from its days.
    public var caption: String?

    /// A heatmap of the days from `first` to `last` (53 or 54 week columns for a year).
    public init(
        title: String, first: LocalDay, last: LocalDay, days: [DayCount], today: LocalDay? = nil,
        counted: Counted = .entries, emptyMessage: String? = nil, tooltips: Bool = true
    ) {
        self.title = title
        self.first = first
        self.last = last
        self.days = days
        self.today = today
        self.counted = counted
        self.emptyMessage = emptyMessage
        self.tooltips = tooltips
    }

    /// A heatmap of the 53 weeks ending with the week of `today`, weeks starting on
    /// `weekStart` (the catalog's it is drawn with): the days from the first day of the week
    /// 52 weeks before today's, up to `today`.
    public static func lastYear(
        title: String, today: LocalDay, days: [DayCount], counted: Counted = .entries,
        emptyMessage: String? = nil, weekStart: WeekStart = .monday
    ) -> YearHeatmap {
        YearHeatmap(
            title: title, first: weekStart.start(of: today).adding(days: -52 * 7), last: today, days: days,
            today: today, counted: counted, emptyMessage: emptyMessage)
    }

    /// Where `date` is drawn, weeks starting on `weekStart`: its column (the week, 0 for the one
    /// holding `first`) and its row (0 for the first weekday, at the top).
    func place(_ date: LocalDay, weekStart: WeekStart) -> (column: Int, row: Int) {
        let grid = WeekGrid(first: first, weekStart: weekStart)
        return (grid.week(of: date), grid.weekday(of: date))
    }

    /// The last day drawn: `last`, or `today` when that is earlier.
    var end: LocalDay {
        if let today, today < last { return today }
        return last
    }

    /// The days drawn, in order, with their counts and links.
    var shownDays: [DayCount] {
        guard first <= end else { return [] }
        let lookup = days.byDate()
        return (0...first.days(to: end)).map {
            let date = first.adding(days: $0)
            return lookup[date] ?? DayCount(date: date, count: 0)
        }
    }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool { !shownDays.contains { $0.count > 0 } }

    func columns(_ words: Catalog) -> [String] {
        [words(.columnMonth), counted.daysColumn(words)] + (counted.isYesOrNo ? [] : [counted.column(words)])
    }

    /// The table behind the chart: one row per month with its active days and total.
    func table(caption: String, words: Catalog) -> DataTable {
        let columns = columns(words)
        return DataTable(
            caption: caption, columns: columns,
            rows: MonthTotals.rows(shownDays, words).map { Array($0.prefix(columns.count)) })
    }
}
