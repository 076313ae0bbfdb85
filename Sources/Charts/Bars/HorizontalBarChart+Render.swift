import Words

extension HorizontalBarChart {
    private enum Layout {
        static let width = Readable.width
        static let rowHeight = 28.0
        static let barHeight = 18.0
        static let top = 8.0
        static let side = 8.0
        static let labelGap = 10.0
        static let labelFont = 14.0
        static let valueFont = Readable.font
        static let axisHeight = 28.0
        static let maxLabelShare = 0.4
        static let emptyHeight = 160.0
    }

    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids, so
    /// give each chart on a page its own.
    public func render(id: String, words: Catalog) -> Chart {
        if isEmpty {
            return .empty(
                idPrefix: id, kind: "hbar", width: Layout.width, height: Layout.emptyHeight,
                title: title, message: Wording.empty(emptyMessage, words), columns: columns(words))
        }
        let caption = sentence(words)
        let values = bars.map { max($0.value, 0) }
        let ticks = NiceScale.ticks(maxValue: Double(values.max() ?? 0))
        let topTick = ticks.last ?? 1

        let labelLimit = Layout.width * Layout.maxLabelShare
        let labels = bars.map { TextFit.shorten($0.label, toWidth: labelLimit, fontSize: Layout.labelFont) }
        let labelWidth = labels.map { TextFit.width(of: $0, fontSize: Layout.labelFont) }.max() ?? 0
        let valueTexts = values.map(words.number)
        let valueWidth = valueTexts.map { TextFit.width(of: $0, fontSize: Layout.valueFont) }.max() ?? 0
        let lastTickHalf = TextFit.width(of: NiceScale.label(topTick, words), fontSize: Layout.valueFont) / 2

        let plotLeft = Layout.side + labelWidth + Layout.labelGap
        let plotRight = Layout.width - Layout.side - max(valueWidth + 6, lastTickHalf)
        let plotTop = Layout.top
        let plotBottom = plotTop + Double(bars.count) * Layout.rowHeight
        let height = plotBottom + Layout.axisHeight
        let x = { (value: Double) in plotLeft + value / topTick * (plotRight - plotLeft) }

        var writer = SVGWriter()
        writeGrid(
            &writer, ticks: ticks, x: x, top: plotTop, bottom: plotBottom, words: words)
        for (index, bar) in bars.enumerated() {
            let rowTop = plotTop + Double(index) * Layout.rowHeight
            let middle = rowTop + Layout.rowHeight / 2
            let full = words(
                .dayTooltip,
                [
                    "date": .text(TextFit.singleLine(bar.label)),
                    "counted": .text(kind.counted.counted(values[index], words)),
                ])
            writer.openLinkOrGroup(link: bar.link, title: full, className: "bar")
            writer.text(
                "text",
                [
                    ("x", num(plotLeft - Layout.labelGap)), ("y", num(middle + Layout.labelFont * 0.35)),
                    ("text-anchor", "end"), ("font-size", num(Layout.labelFont)),
                    ("fill", Palette.warm.paint),
                ], labels[index])
            let barWidth = x(Double(values[index])) - plotLeft
            writer.empty(
                "rect",
                [
                    ("x", num(plotLeft)), ("y", num(middle - Layout.barHeight / 2)),
                    ("width", num(barWidth)), ("height", num(Layout.barHeight)), ("rx", "3"),
                    ("fill", color.paint),
                ])
            writer.text(
                "text",
                [
                    ("x", num(plotLeft + barWidth + 6)), ("y", num(middle + Layout.valueFont * 0.35)),
                    ("font-size", num(Layout.valueFont)), ("fill", Palette.surface.paint),
                ], valueTexts[index])
            writer.closeLinkOrGroup(bar.link)
        }
        let frame = ChartFrame(
            idPrefix: id, kind: "hbar", width: Layout.width, height: height, title: title,
            description: caption)
        let svg = frame.svg(writer.markup, focusStyle: bars.contains { $0.link != nil })
        return Chart(
            title: title, svg: svg, caption: caption, table: table(caption: caption, words: words), isEmpty: false,
            width: frame.width, height: frame.height)
    }

    private func writeGrid(
        _ writer: inout SVGWriter, ticks: [Double], x: (Double) -> Double, top: Double, bottom: Double, words: Catalog
    ) {
        let font = Layout.valueFont
        let boxes = ticks.map {
            AxisLabels.Box(
                x: x($0), width: TextFit.width(of: NiceScale.label($0, words), fontSize: font), anchor: .middle)
        }
        let stride = AxisLabels.stride(for: boxes, gap: 8, candidates: [1, 2, 3, 4, 5, 10])
        writer.open("g", [("class", "axis"), ("aria-hidden", "true")])
        for (index, tick) in ticks.enumerated() {
            writer.empty(
                "line",
                [
                    ("x1", num(x(tick))), ("y1", num(top)), ("x2", num(x(tick))), ("y2", num(bottom)),
                    ("stroke", Palette.surface.paint), ("stroke-opacity", num(Palette.gridOpacity)),
                ])
            if index % stride == 0 {
                writer.text(
                    "text",
                    [
                        ("x", num(x(tick))), ("y", num(bottom + 18)), ("text-anchor", "middle"),
                        ("font-size", num(font)), ("fill", Palette.surface.paint), ("fill-opacity", "0.7"),
                    ], NiceScale.label(tick, words))
            }
        }
        writer.close("g")
    }
}
