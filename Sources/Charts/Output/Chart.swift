/// A finished chart: the SVG markup, the plain-language sentence that describes it, and the same
/// numbers as a table for screen readers and print.
///
/// The sentence is already inside the SVG as its `<desc>`; `caption` is the same text for the
/// page's `<figcaption>`, and `table.caption` repeats it for the table.
public struct Chart: Sendable, Equatable {
    /// The chart's accessible name, as in the SVG's `<title>`.
    public let title: String
    /// The complete `<svg>` element, sized by its `viewBox`, ready to inline in a page.
    public let svg: String
    /// The computed sentence describing the data (also the SVG's `<desc>`).
    public let caption: String
    /// The numbers behind the chart.
    public let table: DataTable
    /// Whether the chart shows its empty state because there was nothing to draw.
    public let isEmpty: Bool
    /// The `viewBox` width: the chart's natural width in CSS pixels, useful as a `max-width`
    /// (the SVG itself is `width="100%"` and scales with its container).
    public let width: Double
    /// The `viewBox` height.
    public let height: Double

    /// A chart made of already rendered parts.
    public init(
        title: String, svg: String, caption: String, table: DataTable, isEmpty: Bool, width: Double, height: Double
    ) {
        self.title = title
        self.svg = svg
        self.caption = caption
        self.table = table
        self.isEmpty = isEmpty
        self.width = width
        self.height = height
    }
}
