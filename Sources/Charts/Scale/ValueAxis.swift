import Words

/// A vertical value axis with nice ticks: horizontal grid lines and labels on the left.
struct ValueAxis {
    /// Font size of tick labels.
    static let fontSize = Readable.font

    /// The ticks, from 0 up.
    let ticks: [Double]
    /// The y of value 0.
    let bottom: Double
    /// The y of the top tick.
    let top: Double
    /// The x where the plot starts (right of the tick labels).
    let plotLeft: Double
    /// Each tick's label, as the catalog's locale writes the number.
    let labels: [String]

    /// An axis for values up to `maxValue` between `top` and `bottom`, its labels starting at
    /// `left`.
    init(maxValue: Int, top: Double, bottom: Double, left: Double, words: Catalog, desiredCount: Int = 4) {
        ticks = NiceScale.ticks(maxValue: Double(maxValue), desiredCount: desiredCount)
        labels = ticks.map { NiceScale.label($0, words) }
        self.top = top
        self.bottom = bottom
        let labelWidth = labels.map { TextFit.width(of: $0, fontSize: Self.fontSize) }.max() ?? 0
        plotLeft = left + labelWidth + 8
    }

    /// The y for `value`.
    func y(_ value: Double) -> Double {
        let topTick = ticks.last ?? 1
        return bottom - value / topTick * (bottom - top)
    }

    /// Writes grid lines from `plotLeft` to `right` and the tick labels, thinned so that
    /// none overlap.
    func write(to writer: inout SVGWriter, right: Double) {
        let spacing = ticks.count > 1 ? y(ticks[0]) - y(ticks[1]) : .infinity
        let stride = spacing >= Self.fontSize + 2 ? 1 : Int((Self.fontSize + 2) / spacing) + 1
        writer.open("g", [("class", "axis"), ("aria-hidden", "true")])
        for (index, tick) in ticks.enumerated() {
            let y = y(tick)
            writer.empty(
                "line",
                [
                    ("x1", num(plotLeft)), ("y1", num(y)), ("x2", num(right)), ("y2", num(y)),
                    ("stroke", Palette.surface.paint), ("stroke-opacity", num(Palette.gridOpacity)),
                ])
            if index % stride == 0 {
                writer.text(
                    "text",
                    [
                        ("x", num(plotLeft - 8)), ("y", num(y + Self.fontSize * 0.35)), ("text-anchor", "end"),
                        ("font-size", num(Self.fontSize)), ("fill", Palette.surface.paint), ("fill-opacity", "0.7"),
                    ], labels[index])
            }
        }
        writer.close("g")
    }
}
