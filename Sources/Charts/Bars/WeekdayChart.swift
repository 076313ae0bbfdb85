import Days

/// Vertical bars for the seven days of the week, Monday first: a day-of-week pattern.
public struct WeekdayChart: Sendable, Encodable, Equatable {
    /// The chart's accessible name, e.g. "Day of week".
    public var title: String
    /// The count for each weekday, index 0 = Monday … 6 = Sunday; missing days count 0,
    /// extra values are ignored, negative values count 0.
    public var counts: [Int]
    /// What the counts count.
    public var noun: Noun
    /// The bars' colour.
    public var color: RGBColor
    /// The message shown when every day is 0.
    public var emptyMessage: String

    /// A chart of counts per weekday.
    public init(
        title: String, counts: [Int], noun: Noun = .entry, color: RGBColor = Palette.accent,
        emptyMessage: String = "No entries in this period"
    ) {
        self.title = title
        self.counts = counts
        self.noun = noun
        self.color = color
        self.emptyMessage = emptyMessage
    }

    /// The seven counts, padded or cut to length, negatives as 0.
    var daily: [Int] {
        (0..<7).map { $0 < counts.count ? max(counts[$0], 0) : 0 }
    }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool { !daily.contains { $0 > 0 } }

    var columns: [String] { ["Day", Wording.capitalizedFirst(noun.plural)] }

    /// The table behind the chart: one row per weekday.
    func table(caption: String) -> DataTable {
        DataTable(
            caption: caption, columns: columns,
            rows: daily.enumerated().map { [LocalDay.weekdayNames[$0.offset], Wording.number($0.element)] })
    }
}
