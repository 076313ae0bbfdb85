import Words

/// Grouped bars comparing two periods side by side (this week and last week) per weekday or
/// per category, with the trend of the totals: "↑ 25%".
public struct ComparisonChart: Sendable, Encodable, Equatable {
    /// One group of two bars.
    public struct Group: Sendable, Encodable, Equatable {
        /// The axis label, e.g. "Mon" or "Breakfast"; shortened with "…" when too long.
        public var label: String
        /// The full name for tooltips and the table, e.g. "Monday"; defaults to the label.
        public var name: String
        /// The current period's value, e.g. this week's entries.
        public var current: Int
        /// The previous period's value, e.g. last week's entries.
        public var previous: Int

        /// A group with its label, optional full name and two values.
        public init(label: String, name: String? = nil, current: Int, previous: Int) {
            self.label = label
            self.name = name ?? label
            self.current = current
            self.previous = previous
        }
    }

    /// The chart's accessible name, e.g. "This week vs last week".
    public var title: String
    /// The groups, left to right.
    public var groups: [Group]
    /// The current period's name, capitalised, e.g. "This week".
    public var currentName: String
    /// The previous period's name, capitalised, e.g. "Last week".
    public var previousName: String
    /// What the values count.
    public var counted: Counted
    /// The message shown when every value of both periods is 0.
    public var emptyMessage: String?

    /// A grouped bar chart of two periods.
    public init(
        title: String, groups: [Group], currentName: String = "This week", previousName: String = "Last week",
        counted: Counted = .entries, emptyMessage: String? = nil
    ) {
        self.title = title
        self.groups = groups
        self.currentName = currentName
        self.previousName = previousName
        self.counted = counted
        self.emptyMessage = emptyMessage
    }

    /// The current period's total.
    public var currentTotal: Int { groups.reduce(0) { $0 + max($1.current, 0) } }
    /// The previous period's total.
    public var previousTotal: Int { groups.reduce(0) { $0 + max($1.previous, 0) } }
    /// The trend from the previous total to the current one.
    public var trend: Trend { Trend(current: currentTotal, previous: previousTotal) }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool { currentTotal == 0 && previousTotal == 0 }

    func columns(_ words: Catalog) -> [String] { ["", currentName, previousName, words(.columnChange)] }

    /// The table behind the chart: a row per group and a total row, each with its change.
    func table(caption: String, words: Catalog) -> DataTable {
        var rows = groups.map {
            [
                TextFit.singleLine($0.name), words.number(max($0.current, 0)), words.number(max($0.previous, 0)),
                Trend(current: $0.current, previous: $0.previous).label(words),
            ]
        }
        rows.append([words(.rowTotal), words.number(currentTotal), words.number(previousTotal), trend.label(words)])
        return DataTable(caption: caption, columns: columns(words), rows: rows)
    }
}
