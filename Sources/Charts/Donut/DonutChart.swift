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
    /// What the segments are ("category").
    public var itemNoun: Noun
    /// What the values count ("entry").
    public var valueNoun: Noun
    /// The message shown when there are no segments or every value is 0.
    public var emptyMessage: String

    /// A donut chart.
    public init(
        title: String, segments: [Segment], itemNoun: Noun = .category, valueNoun: Noun = .entry,
        emptyMessage: String = "No entries in this period"
    ) {
        self.title = title
        self.segments = segments
        self.itemNoun = itemNoun
        self.valueNoun = valueNoun
        self.emptyMessage = emptyMessage
    }

    /// The sum of the segments' values.
    public var total: Int { segments.reduce(0) { $0 + max($1.value, 0) } }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool { total == 0 }

    var columns: [String] {
        [Wording.capitalizedFirst(itemNoun.singular), Wording.capitalizedFirst(valueNoun.plural), "Percent"]
    }

    /// The table behind the chart: label, value and whole percentage of each segment.
    func table(caption: String) -> DataTable {
        let total = total
        return DataTable(
            caption: caption, columns: columns,
            rows: segments.map {
                let value = max($0.value, 0)
                return [
                    TextFit.singleLine($0.label), Wording.number(value), "\(Wording.percentText(value, of: total))",
                ]
            })
    }
}
