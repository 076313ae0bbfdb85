import Words

/// The drawing shared by the vertical bar charts (hours, weekdays): one column per slot on a
/// nice value axis, axis labels thinned to avoid overlaps, an optional colour legend.
struct ColumnPlot {
    /// One column.
    struct Column {
        /// The axis label, e.g. "13:00" or "Tue".
        var label: String
        /// The full name for tooltips, e.g. "13:00" or "Tuesday".
        var name: String
        /// The value (already clamped at 0).
        var value: Int
        /// The column's colour.
        var color: RGBColor
    }

    /// One legend item.
    struct LegendItem {
        /// The text.
        var name: String
        /// The swatch colour.
        var color: RGBColor
    }

    static let width = Readable.width
    static let height = 240.0
    static let labelFont = Readable.font
    static let valueFont = Readable.font

    var columns: [Column]
    var counted: Counted
    var words: Catalog
    var legend: [LegendItem]
    /// Label strides allowed, ascending (e.g. 3, 6, 12 for hours).
    var strides: [Int]

    /// The columns, axis, labels and legend as SVG body markup.
    func body() -> String {
        var writer = SVGWriter()
        let legendHeight = legend.isEmpty ? 0.0 : 24.0
        let plotTop = 18 + legendHeight
        let plotBottom = Self.height - 26
        let axis = ValueAxis(
            maxValue: columns.map(\.value).max() ?? 0, top: plotTop, bottom: plotBottom, left: 8, words: words)
        let plotRight = Self.width - 8
        axis.write(to: &writer, right: plotRight)
        if !legend.isEmpty { writeLegend(&writer, left: axis.plotLeft) }

        let band = (plotRight - axis.plotLeft) / Double(max(columns.count, 1))
        let barWidth = band * 0.7
        let center = { (index: Int) in axis.plotLeft + band * (Double(index) + 0.5) }
        let valueTexts = columns.map { words.number($0.value) }
        let valuesFit = valueTexts.allSatisfy { TextFit.width(of: $0, fontSize: Self.valueFont) <= band - 2 }

        writer.open("g", [("class", "columns")])
        for (index, column) in columns.enumerated() where column.value > 0 {
            let top = axis.y(Double(column.value))
            writer.titled(
                "rect",
                [
                    ("x", num(center(index) - barWidth / 2)), ("y", num(top)), ("width", num(barWidth)),
                    ("height", num(plotBottom - top)), ("rx", "2"), ("fill", column.color.paint),
                ],
                title: words(
                    .dayTooltip, ["date": .text(column.name), "counted": .text(counted.counted(column.value, words))]))
            if valuesFit {
                writer.text(
                    "text",
                    [
                        ("x", num(center(index))), ("y", num(top - 4)), ("text-anchor", "middle"),
                        ("font-size", num(Self.valueFont)), ("fill", Palette.surface.paint),
                    ], valueTexts[index])
            }
        }
        writer.close("g")
        writeLabels(&writer, center: center, band: band, baseline: plotBottom + 19)
        return writer.markup
    }

    private func writeLabels(_ writer: inout SVGWriter, center: (Int) -> Double, band: Double, baseline: Double) {
        let boxes = columns.indices.map {
            AxisLabels.Box(
                x: center($0), width: TextFit.width(of: columns[$0].label, fontSize: Self.labelFont), anchor: .middle)
        }
        let stride = AxisLabels.stride(for: boxes, gap: 10, candidates: strides)
        writer.open("g", [("class", "labels"), ("aria-hidden", "true")])
        for index in Swift.stride(from: 0, to: columns.count, by: stride) {
            writer.text(
                "text",
                [
                    ("x", num(center(index))), ("y", num(baseline)), ("text-anchor", "middle"),
                    ("font-size", num(Self.labelFont)), ("fill", Palette.warm.paint),
                ], columns[index].label)
        }
        writer.close("g")
    }

    private func writeLegend(_ writer: inout SVGWriter, left: Double) {
        var x = left
        writer.open("g", [("class", "legend")])
        for item in legend {
            writer.empty(
                "rect",
                [
                    ("x", num(x)), ("y", "8"), ("width", "10"), ("height", "10"), ("rx", "2"),
                    ("fill", item.color.paint),
                ])
            writer.text(
                "text",
                [
                    ("x", num(x + 14)), ("y", num(13 + Self.labelFont * 0.35)),
                    ("font-size", num(Self.labelFont)), ("fill", Palette.surface.paint),
                ], item.name)
            x += 14 + TextFit.width(of: item.name, fontSize: Self.labelFont) + 16
        }
        writer.close("g")
    }
}
