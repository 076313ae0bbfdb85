import Words

extension HourChart {
    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids.
    ///
    /// Hour labels appear every 3 hours, or every 6 when they would not fit; each bar has its
    /// count in a tooltip.
    public func render(id: String, words: Catalog) -> Chart {
        if isEmpty {
            return .empty(
                idPrefix: id, kind: "hours", width: ColumnPlot.width, height: ColumnPlot.height,
                title: title, message: Wording.empty(emptyMessage, words), columns: columns(words))
        }
        let caption = sentence(words)
        let plot = ColumnPlot(
            columns: hourly.enumerated().map {
                ColumnPlot.Column(
                    label: Self.clock($0.offset), name: Self.clock($0.offset), value: $0.element,
                    color: TimeOfDay(hour: $0.offset).color)
            },
            counted: counted, words: words,
            legend: TimeOfDay.allCases.map { ColumnPlot.LegendItem(name: $0.name(words), color: $0.color) },
            strides: [3, 6, 12])
        let frame = ChartFrame(
            idPrefix: id, kind: "hours", width: ColumnPlot.width, height: ColumnPlot.height, title: title,
            description: caption)
        return Chart(
            title: title, svg: frame.svg(plot.body()), caption: caption, table: table(caption: caption, words: words),
            isEmpty: false,
            width: frame.width, height: frame.height)
    }
}
