import Words

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
        /// The bar's name inside a sentence, when it differs from its label ("spoken" for
        /// "Spoken").
        public var name: String?

        /// A bar with its label, value and optional link and name.
        public init(label: String, value: Int, link: String? = nil, name: String? = nil) {
            self.label = label
            self.value = value
            self.link = link
            self.name = name
        }
    }

    /// The chart's accessible name, e.g. "Top foods".
    public var title: String
    /// The bars, top to bottom.
    public var bars: [Bar]
    /// What the bars are: foods by the times eaten, or shares of the entries.
    public var kind: Kind
    /// The bars' colour.
    public var color: RGBColor
    /// The message shown when there are no bars or every value is 0.
    public var emptyMessage: String?

    /// A horizontal bar chart.
    public init(
        title: String, bars: [Bar], kind: Kind = .foods,
        color: RGBColor = Palette.accent, emptyMessage: String? = nil
    ) {
        self.title = title
        self.bars = bars
        self.kind = kind
        self.color = color
        self.emptyMessage = emptyMessage
    }

    /// Whether the chart has nothing to draw.
    public var isEmpty: Bool {
        !bars.contains { $0.value > 0 }
    }

    /// The table behind the chart: one row per bar with its label and value.
    func table(caption: String, words: Catalog) -> DataTable {
        DataTable(
            caption: caption, columns: columns(words),
            rows: bars.map { [TextFit.singleLine($0.label), words.number(max($0.value, 0))] })
    }

    func columns(_ words: Catalog) -> [String] {
        switch kind {
        case .foods: [words(.columnFood), Counted.eaten.column(words)]
        case .shares: [words(.columnLoggedAs), Counted.entries.column(words)]
        }
    }

    /// What the bars of a chart are, which chooses its words.
    public enum Kind: String, Sendable, Encodable, Equatable {
        /// Foods, by the times each was eaten: "Coffee was eaten most: 12 times."
        case foods
        /// Shares of the entries, e.g. how they were logged: "Typed 5 of 9 entries; voice 2
        /// and photo 2."
        case shares

        /// What the values count.
        var counted: Counted { self == .foods ? .eaten : .entries }
    }
}
