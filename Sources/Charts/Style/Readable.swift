/// The sizes that keep every chart's text readable where it is shown smallest: a phone 390
/// pixels wide, where a chart scales down to its column (about 360 pixels). A chart as wide as
/// a column is `width` units wide and sets no text under `font` units, so on that phone its
/// smallest text is 13 × 360 / 400 ≈ 11.7 pixels; a laptop shows it at its natural size, 13
/// pixels. A chart that is wider (the year heatmap: 53 columns of days) scrolls sideways on a
/// phone instead of shrinking that far (`ChartFrame.scrollStyle`).
enum Readable {
    /// The natural width of a chart that fills a column: bars, lines, donut, comparison, the
    /// empty state of a wide chart.
    static let width = 400.0
    /// The smallest font size of a chart drawn at `width` or narrower.
    static let font = 13.0
    /// The smallest font size of the year heatmap, which a screen never shows narrower than
    /// `phoneText / heatmapFont` of its width (a phone scrolls it sideways): 11 pixels at least.
    static let heatmapFont = 12.0
    /// The smallest text a phone shows, in CSS pixels (a little more, so rounding stays above).
    static let phoneText = 11.1
    /// The narrowest column a phone gives a chart, in CSS pixels (a phone 360 pixels wide less
    /// the page's padding): a chart whose minimum width is within it never needs to scroll.
    static let phoneColumn = 320.0
}
