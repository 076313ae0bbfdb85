import Days
import Words

extension WeekdayChart {
    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids.
    public func render(id: String, words: Catalog) -> Chart {
        if isEmpty {
            return .empty(
                idPrefix: id, kind: "weekdays", width: ColumnPlot.width, height: ColumnPlot.height,
                title: title, message: Wording.empty(emptyMessage, words), columns: columns(words))
        }
        let caption = sentence(words)
        let plot = ColumnPlot(
            columns: ordered(words.weekStart).map {
                ColumnPlot.Column(
                    label: words.weekdayName($0.weekday, .abbreviated),
                    name: words.weekdayName($0.weekday), value: $0.count, color: color)
            },
            counted: counted, words: words, legend: [], strides: [1, 2, 7])
        let frame = ChartFrame(
            idPrefix: id, kind: "weekdays", width: ColumnPlot.width, height: ColumnPlot.height, title: title,
            description: caption)
        return Chart(
            title: title, svg: frame.svg(plot.body()), caption: caption, table: table(caption: caption, words: words),
            isEmpty: false,
            width: frame.width, height: frame.height)
    }
}
