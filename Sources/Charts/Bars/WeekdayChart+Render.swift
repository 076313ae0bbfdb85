import Days

extension WeekdayChart {
    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids.
    public func render(id: String) -> Chart {
        if isEmpty {
            return .empty(
                idPrefix: id, kind: "weekdays", width: ColumnPlot.width, height: ColumnPlot.height,
                title: title, message: emptyMessage, columns: columns)
        }
        let caption = sentence()
        let plot = ColumnPlot(
            columns: daily.enumerated().map {
                ColumnPlot.Column(
                    label: String(LocalDay.weekdayNames[$0.offset].prefix(3)),
                    name: LocalDay.weekdayNames[$0.offset], value: $0.element, color: color)
            },
            noun: noun, legend: [], strides: [1, 2, 7])
        let frame = ChartFrame(
            idPrefix: id, kind: "weekdays", width: ColumnPlot.width, height: ColumnPlot.height, title: title,
            description: caption)
        return Chart(
            title: title, svg: frame.svg(plot.body()), caption: caption, table: table(caption: caption), isEmpty: false,
            width: frame.width, height: frame.height)
    }
}
