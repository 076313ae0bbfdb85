import Days
import Words

/// Vertical bars for the seven days of the week, the locale's first weekday first
/// (`Catalog.weekStart`: Monday in English): a day-of-week pattern.
public struct WeekdayChart: Sendable, Encodable, Equatable {
    /// The chart's accessible name, e.g. "Day of week".
    public var title: String
    /// The count for each weekday, index 0 = Monday … 6 = Sunday; missing days count 0,
    /// extra values are ignored, negative values count 0.
    public var counts: [Int]
    /// What the counts count.
    public var counted: Counted
    /// The bars' colour.
    public var color: RGBColor
    /// The message shown when every day is 0.
    public var emptyMessage: String?

    /// A chart of counts per weekday.
    public init(
        title: String, counts: [Int], counted: Counted = .entries, color: RGBColor = Palette.accent,
        emptyMessage: String? = nil
    ) {
        self.title = title
        self.counts = counts
        self.counted = counted
        self.color = color
        self.emptyMessage = emptyMessage
    }

    /// The seven counts, padded or cut to length, negatives as 0.
    var daily: [Int] {
        (0..<7).map { $0 < counts.count ? max(counts[$0], 0) : 0 }
    }

    /// Each ISO weekday with its count, in the order a week starting on `weekStart` shows them:
    /// the bars, the table's rows and the order a tie is named in.
    func ordered(_ weekStart: WeekStart) -> [(weekday: Int, count: Int)] {
        let counts = daily
        return weekStart.weekdays.map { ($0, counts[$0 - 1]) }
    }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool { !daily.contains { $0 > 0 } }

    func columns(_ words: Catalog) -> [String] { [words(.columnDay), counted.column(words)] }

    /// The table behind the chart: one row per weekday.
    func table(caption: String, words: Catalog) -> DataTable {
        DataTable(
            caption: caption, columns: columns(words),
            rows: ordered(words.weekStart).map { [words.weekdayName($0.weekday), words.number($0.count)] })
    }
}
