import Words

extension ComparisonChart {
    private enum Layout {
        static let width = Readable.width
        static let height = 260.0
        static let labelFont = Readable.font
        static let plotTop = 48.0
        static let plotBottom = 232.0
    }

    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids.
    ///
    /// The previous period's bar is on the left of each group in slate, the current one on the
    /// right in the accent colour; the trend label sits at the top right.
    public func render(id: String, words: Catalog) -> Chart {
        if isEmpty {
            return .empty(
                idPrefix: id, kind: "comparison", width: Layout.width, height: Layout.height, title: title,
                message: Wording.empty(emptyMessage, words), columns: columns(words))
        }
        let caption = sentence(words)
        let maxValue = groups.map { max($0.current, $0.previous) }.max() ?? 0
        let axis = ValueAxis(maxValue: maxValue, top: Layout.plotTop, bottom: Layout.plotBottom, left: 8, words: words)
        let right = Layout.width - 8
        var writer = SVGWriter()
        axis.write(to: &writer, right: right)
        writeHeader(&writer, left: axis.plotLeft, right: right, words: words)
        let band = (right - axis.plotLeft) / Double(max(groups.count, 1))
        let barWidth = min(band * 0.34, 28)
        let valuesFit = groups.allSatisfy {
            max(
                TextFit.width(of: words.number($0.current), fontSize: Layout.labelFont),
                TextFit.width(of: words.number($0.previous), fontSize: Layout.labelFont)) <= barWidth + 2
        }
        writer.open("g", [("class", "bars")])
        for (index, group) in groups.enumerated() {
            let center = axis.plotLeft + band * (Double(index) + 0.5)
            let pairs: [(Int, String, RGBColor, Double)] = [
                (group.previous, previousName, Palette.muted, center - barWidth - 1),
                (group.current, currentName, Palette.accent, center + 1),
            ]
            for (value, period, color, x) in pairs where value > 0 {
                let top = axis.y(Double(value))
                writer.titled(
                    "rect",
                    [
                        ("x", num(x)), ("y", num(top)), ("width", num(barWidth)),
                        ("height", num(Layout.plotBottom - top)),
                        ("rx", "2"), ("fill", color.paint),
                    ],
                    title: words(
                        .groupTooltip,
                        [
                            "group": .text(TextFit.singleLine(group.name)),
                            "period": .text(Wording.lowercasedFirst(period)),
                            "counted": .text(counted.counted(value, words)),
                        ]))
                if valuesFit {
                    writer.text(
                        "text",
                        [
                            ("x", num(x + barWidth / 2)), ("y", num(top - 4)), ("text-anchor", "middle"),
                            ("font-size", num(Layout.labelFont)),
                            ("fill", Palette.surface.paint),
                        ], words.number(value))
                }
            }
            writer.text(
                "text",
                [
                    ("x", num(center)), ("y", num(Layout.plotBottom + 16)), ("text-anchor", "middle"),
                    ("font-size", num(Layout.labelFont)), ("fill", Palette.warm.paint),
                ], TextFit.shorten(group.label, toWidth: band - 6, fontSize: Layout.labelFont))
        }
        writer.close("g")
        let frame = ChartFrame(
            idPrefix: id, kind: "comparison", width: Layout.width, height: Layout.height, title: title,
            description: caption)
        return Chart(
            title: title, svg: frame.svg(writer.markup), caption: caption, table: table(caption: caption, words: words),
            isEmpty: false, width: frame.width, height: frame.height)
    }

    /// The legend (two swatches) on the left and the trend label on the right.
    private func writeHeader(_ writer: inout SVGWriter, left: Double, right: Double, words: Catalog) {
        let trendText = trend.label(words)
        let trendWidth = TextFit.width(of: trendText, fontSize: 16, bold: true)
        let legendRoom = (right - trendWidth - 16 - left) / 2 - 30
        var x = left
        writer.open("g", [("class", "legend")])
        for (name, color) in [(currentName, Palette.accent), (previousName, Palette.muted)] {
            let text = TextFit.shorten(name, toWidth: legendRoom, fontSize: Layout.labelFont)
            writer.empty(
                "rect",
                [("x", num(x)), ("y", "12"), ("width", "10"), ("height", "10"), ("rx", "2"), ("fill", color.paint)])
            writer.text(
                "text",
                [
                    ("x", num(x + 14)), ("y", num(17 + Layout.labelFont * 0.35)), ("font-size", num(Layout.labelFont)),
                    ("fill", Palette.surface.paint),
                ], text)
            x += 14 + TextFit.width(of: text, fontSize: Layout.labelFont) + 16
        }
        writer.close("g")
        writer.text(
            "text",
            [
                ("class", "trend"), ("x", num(right)), ("y", "23"), ("text-anchor", "end"), ("font-size", "16"),
                ("font-weight", "700"), ("fill", trend.color.paint),
            ], trendText)
    }
}
