import Words

/// A donut of parts of a whole with the total in the centre and a legend: categories.
public struct DonutChart: Sendable, Encodable, Equatable {
    /// One segment.
    public struct Segment: Sendable, Encodable, Equatable {
        /// The segment's label, e.g. "Breakfast".
        public var label: String
        /// The segment's value; negative values count 0.
        public var value: Int
        /// The segment's colour, e.g. `Palette.category("breakfast")`.
        public var color: RGBColor
        /// The icon its legend shows in its colour instead of a dot (path data on a 16 × 16
        /// grid, e.g. `CategoryIcon.path("breakfast")`); nil: a dot.
        public var icon: String?

        /// A segment with its label, value, colour and, if any, icon.
        public init(label: String, value: Int, color: RGBColor, icon: String? = nil) {
            self.label = label
            self.value = value
            self.color = color
            self.icon = icon
        }
    }

    /// The chart's accessible name, e.g. "Categories".
    public var title: String
    /// The segments, clockwise from the top, in the order given.
    public var segments: [Segment]
    /// The message shown when there are no segments or every value is 0.
    public var emptyMessage: String?

    /// A donut chart.
    public init(
        title: String, segments: [Segment], emptyMessage: String? = nil
    ) {
        self.title = title
        self.segments = segments
        self.emptyMessage = emptyMessage
    }

    /// The sum of the segments' values.
    public var total: Int { segments.reduce(0) { $0 + max($1.value, 0) } }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool { total == 0 }

    func columns(_ words: Catalog) -> [String] {
        [words(.columnCategory), Counted.entries.column(words), words(.columnPercent)]
    }

    /// The table behind the chart: label, value and whole percentage of each segment.
    func table(caption: String, words: Catalog) -> DataTable {
        let total = total
        return DataTable(
            caption: caption, columns: columns(words),
            rows: segments.map {
                let value = max($0.value, 0)
                return [
                    TextFit.singleLine($0.label), words.number(value),
                    "\(Wording.percentText(value, of: total, words))",
                ]
            })
    }
}
