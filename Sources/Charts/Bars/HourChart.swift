import Words

/// Vertical bars for the 24 hours of the day, coloured by time of day: meal timing.
public struct HourChart: Sendable, Encodable, Equatable {
    /// The chart's accessible name, e.g. "Meal timing".
    public var title: String
    /// The count for each hour, index 0 = 00:00–00:59 … 23; missing hours count 0, extra
    /// values are ignored, negative values count 0.
    public var counts: [Int]
    /// What the counts count.
    public var counted: Counted
    /// The message shown when every hour is 0.
    public var emptyMessage: String?

    /// A chart of counts per hour.
    public init(title: String, counts: [Int], counted: Counted = .entries, emptyMessage: String? = nil) {
        self.title = title
        self.counts = counts
        self.counted = counted
        self.emptyMessage = emptyMessage
    }

    /// The 24 counts, padded or cut to length, negatives as 0.
    var hourly: [Int] {
        (0..<24).map { $0 < counts.count ? max(counts[$0], 0) : 0 }
    }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool { !hourly.contains { $0 > 0 } }

    /// The hour written as a clock time, e.g. "07:00".
    static func clock(_ hour: Int) -> String {
        (hour < 10 ? "0" : "") + "\(hour):00"
    }

    func columns(_ words: Catalog) -> [String] { [words(.columnHour), words(.columnTimeOfDay), counted.column(words)] }

    /// The table behind the chart: one row per hour.
    func table(caption: String, words: Catalog) -> DataTable {
        DataTable(
            caption: caption, columns: columns(words),
            rows: hourly.enumerated().map {
                [Self.clock($0.offset), TimeOfDay(hour: $0.offset).name(words), words.number($0.element)]
            })
    }
}
