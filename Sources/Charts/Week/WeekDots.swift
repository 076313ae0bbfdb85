import Days
import Words

/// Seven dots for the days of a week, filled on days with entries, each with its weekday
/// initial: the weekly recap's consistency row.
public struct WeekDots: Sendable, Encodable, Equatable {
    /// The chart's accessible name, e.g. "Days logged this week".
    public var title: String
    /// The week's first day (normally a Monday); the chart shows it and the six days after.
    public var weekStart: LocalDay
    /// The counts (and links) of days; days not listed count 0, days outside the week are
    /// ignored.
    public var days: [DayCount]
    /// Today: later days of the week are drawn dashed, as not yet happened, and not counted.
    public var today: LocalDay?
    /// What the counts count.
    public var counted: Counted
    /// The message shown when no day of the week has entries.
    public var emptyMessage: String?
    /// Whether each day without a link has its tooltip (a `<title>`): a chart for paper, with
    /// nothing to hover, has none. A linked day keeps its title, its link's name.
    public var tooltips: Bool

    /// A week of dots.
    public init(
        title: String, weekStart: LocalDay, days: [DayCount], today: LocalDay? = nil, counted: Counted = .entries,
        emptyMessage: String? = nil, tooltips: Bool = true
    ) {
        self.title = title
        self.weekStart = weekStart
        self.days = days
        self.today = today
        self.counted = counted
        self.emptyMessage = emptyMessage
        self.tooltips = tooltips
    }

    /// The seven days with their counts and links.
    var week: [DayCount] {
        let lookup = days.byDate()
        return (0..<7).map {
            let date = weekStart.adding(days: $0)
            return lookup[date] ?? DayCount(date: date, count: 0)
        }
    }

    /// Whether `date` is after today.
    func isFuture(_ date: LocalDay) -> Bool {
        guard let today else { return false }
        return date > today
    }

    /// The days up to today.
    var elapsed: [DayCount] { week.filter { !isFuture($0.date) } }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool { !elapsed.contains { $0.count > 0 } }

    func columns(_ words: Catalog) -> [String] { [words(.columnDay), words(.columnDate), counted.column(words)] }

    /// The table behind the chart: one row per day up to today.
    func table(caption: String, words: Catalog) -> DataTable {
        DataTable(
            caption: caption, columns: columns(words),
            rows: elapsed.map { [words.weekdayName($0.date.isoWeekday), $0.date.description, words.number($0.count)] })
    }
}
