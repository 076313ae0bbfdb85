import Charts
import Diary
import Words

/// A chart a page shows: drawn only when the page is rendered. Its value is in its page's key
/// as it encodes itself (`OutputKey`).
package protocol ChartSource: Sendable, Encodable {
    func render(id: String, words: Catalog) -> Chart
}

extension ComparisonChart: ChartSource {}
extension DailyLineChart: ChartSource {}
extension DonutChart: ChartSource {}
extension HorizontalBarChart: ChartSource {}
extension HourChart: ChartSource {}
extension MonthHeatmap: ChartSource {}
extension WeekDots: ChartSource {}
extension WeekdayChart: ChartSource {}
extension YearHeatmap: ChartSource {}
extension ConsistencyRing: ChartSource {}

extension BlockStore {
    /// Keeps `chart`, to be drawn with `id` as a figure of class `className`, and gives the
    /// block that places it. `table: false` leaves out the chart's table, where the page lists
    /// the same numbers beside the chart (a printed recap's days).
    package mutating func add(_ chart: some ChartSource, id: String, className: String = "chart", table: Bool = true)
        -> Block
    {
        add(source: .chart(chart, id: id, className: className, table: table))
    }

    /// A chart as a figure: the SVG, the numbers as a table (for screen readers) unless `table`
    /// is false, and the plain-language caption last (a figcaption must be a figure's first or
    /// last child).
    package static func figure(_ chart: Chart, className: String, table: Bool = true, words: Catalog) -> String {
        let numbers =
            table
            ? "<details class=\"chart-table\"><summary>\(XMLText.escape(words(.chartNumbers)))</summary>\(chart.table.html(className: "chart-data"))</details>"
            : ""
        return """
            <figure class="\(className)"><p class="chart-title">\(XMLText.escape(chart.title))</p>\
            <div class="chart-svg" style="max-width:\(Int(chart.width))px">\(chart.svg)</div>\
            \(numbers)<figcaption>\(XMLText.escape(chart.caption))</figcaption>\
            </figure>
            """
    }
}
