import Words

/// A ring filled to the share of days with entries, the percentage in the middle:
/// consistency.
public struct ConsistencyRing: Sendable, Encodable, Equatable {
    /// The chart's accessible name, e.g. "Consistency".
    public var title: String
    /// Days in the period with at least one entry (clamped to 0…`totalDays`).
    public var daysLogged: Int
    /// Days in the period.
    public var totalDays: Int
    /// What was logged, for the sentence ("entries").
    public var counted: Counted
    /// The message shown when the period has no days or no day has entries.
    public var emptyMessage: String?

    /// A consistency ring.
    public init(
        title: String, daysLogged: Int, totalDays: Int, counted: Counted = .entries,
        emptyMessage: String? = nil
    ) {
        self.title = title
        self.daysLogged = daysLogged
        self.totalDays = totalDays
        self.counted = counted
        self.emptyMessage = emptyMessage
    }

    /// Days logged, clamped to the period.
    var logged: Int { min(max(daysLogged, 0), max(totalDays, 0)) }

    /// The whole percentage of days logged.
    public var percent: Int { Wording.percent(logged, of: totalDays) }

    /// The percentage as shown: "77%", or "<1%" / ">99%" where rounding would mislead.
    public func percentText(_ words: Catalog) -> String { Wording.percentText(logged, of: totalDays, words) }

    /// The ring's colour by its percentage: warm (amber) under 50%, the accent (orange) from 50%
    /// to 79%, success (green) from 80%. The app's notes say only that the ring's colour changes
    /// with the percentage; these steps are FoodStory's (docs/charts.md).
    public var color: RGBColor {
        percent >= 80 ? Palette.success : percent >= 50 ? Palette.accent : Palette.warm
    }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool { totalDays <= 0 || logged == 0 }

    func columns(_ words: Catalog) -> [String] {
        [counted.daysColumn(words), words(.columnDaysInPeriod), words(.columnConsistency)]
    }

    /// The table behind the chart: one row with the days logged, the days in the period and
    /// the percentage.
    func table(caption: String, words: Catalog) -> DataTable {
        DataTable(
            caption: caption, columns: columns(words),
            rows: [[words.number(logged), words.number(totalDays), percentText(words)]])
    }
}
