/// Horizontal bars with a label each, longest value on a nice scale: the top foods.
///
/// Bars are drawn in the order given (sort them first); each bar can link to a page.
public struct HorizontalBarChart: Sendable, Encodable, Equatable {
    /// One bar.
    public struct Bar: Sendable, Encodable, Equatable {
        /// The bar's label, e.g. a food's name; shortened with "…" when too long.
        public var label: String
        /// The bar's value; negative values are drawn as 0.
        public var value: Int
        /// A relative URL the bar links to, e.g. `food/coffee.html`.
        public var link: String?

        /// A bar with its label, value and optional link.
        public init(label: String, value: Int, link: String? = nil) {
            self.label = label
            self.value = value
            self.link = link
        }
    }

    /// The chart's accessible name, e.g. "Top foods".
    public var title: String
    /// The bars, top to bottom.
    public var bars: [Bar]
    /// What the bars are, for sentences and table headers ("food").
    public var itemNoun: Noun
    /// What the values count ("time" / "times").
    public var valueNoun: Noun
    /// The bars' colour.
    public var color: RGBColor
    /// The message shown when there are no bars or every value is 0.
    public var emptyMessage: String

    /// A horizontal bar chart.
    public init(
        title: String, bars: [Bar], itemNoun: Noun = .food, valueNoun: Noun = .time,
        color: RGBColor = Palette.accent, emptyMessage: String = "No entries in this period"
    ) {
        self.title = title
        self.bars = bars
        self.itemNoun = itemNoun
        self.valueNoun = valueNoun
        self.color = color
        self.emptyMessage = emptyMessage
    }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool {
        !bars.contains { $0.value > 0 }
    }

    /// The table behind the chart: one row per bar with its label and value.
    func table(caption: String) -> DataTable {
        DataTable(
            caption: caption, columns: columns,
            rows: bars.map { [TextFit.singleLine($0.label), Wording.number(max($0.value, 0))] })
    }

    var columns: [String] {
        [Wording.capitalizedFirst(itemNoun.singular), Wording.capitalizedFirst(valueNoun.plural)]
    }
}
