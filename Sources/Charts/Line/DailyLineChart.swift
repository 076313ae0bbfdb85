import Words

/// A line with a filled area over consecutive days: daily activity, a food's occurrences.
///
/// Days are placed by date, so a missing day is a gap in the x positions rather than a
/// squeezed axis; give every day (with 0 where nothing happened) for a faithful line.
public struct DailyLineChart: Sendable, Encodable, Equatable {
    /// The chart's accessible name, e.g. "Daily activity".
    public var title: String
    /// The days; order does not matter (they are sorted by date), a date given twice is added up.
    public var days: [DayCount]
    /// What the counts count.
    public var counted: Counted
    /// The line's colour; the area uses it at low opacity.
    public var color: RGBColor
    /// The message shown when there are no days or every count is 0.
    public var emptyMessage: String?

    /// Up to this many days get a point marker (with a tooltip and the day's link).
    public static let markerLimit = 62

    /// A line chart over days.
    public init(
        title: String, days: [DayCount], counted: Counted = .entries, color: RGBColor = Palette.accent,
        emptyMessage: String? = nil
    ) {
        self.title = title
        self.days = days
        self.counted = counted
        self.color = color
        self.emptyMessage = emptyMessage
    }

    /// The days merged by date, in date order.
    var series: [DayCount] {
        days.byDate().values.sorted { $0.date < $1.date }
    }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool { !days.contains { $0.count > 0 } }

    func columns(_ words: Catalog) -> [String] {
        series.count > Self.markerLimit
            ? [words(.columnMonth), counted.column(words), counted.daysColumn(words)]
            : [words(.columnDate), counted.column(words)]
    }

    /// The table behind the chart: one row per day, or per month when there are more days than
    /// ``markerLimit``.
    func table(caption: String, words: Catalog) -> DataTable {
        let days = series
        guard days.count > Self.markerLimit else {
            return DataTable(
                caption: caption, columns: columns(words),
                rows: days.map { [$0.date.description, words.number($0.count)] })
        }
        let rows = MonthTotals.months(days).map {
            [words.month(year: $0.year, month: $0.month), words.number($0.total), words.number($0.active)]
        }
        return DataTable(caption: caption, columns: columns(words), rows: rows)
    }
}
