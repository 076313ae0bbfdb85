import Foundation
import Words

extension DonutChart {
    private enum Layout {
        static let width = Readable.width
        static let minHeight = 200.0
        static let outer = 78.0
        static let inner = 50.0
        static let legendLeft = 190.0
        static let rowHeight = 26.0
        static let labelFont = Readable.font
    }

    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids.
    public func render(id: String, words: Catalog) -> Chart {
        if isEmpty {
            return .empty(
                idPrefix: id, kind: "donut", width: Layout.width, height: Layout.minHeight, title: title,
                message: Wording.empty(emptyMessage, words), columns: columns(words))
        }
        let caption = sentence(words)
        let height = max(Layout.minHeight, 30 + Double(segments.count) * Layout.rowHeight)
        let center = (x: 20 + Layout.outer, y: height / 2)
        let total = total
        var writer = SVGWriter()
        writer.open("g", [("class", "segments")])
        var start = 0.0
        for segment in segments where segment.value > 0 {
            let fraction = Double(segment.value) / Double(total)
            writer.titled(
                "path",
                [
                    ("d", Self.sector(center: center, from: start, to: start + fraction)),
                    ("fill", segment.color.paint), ("stroke", Palette.ground.paint), ("stroke-width", "1"),
                ], title: tooltip(segment, words))
            start += fraction
        }
        writer.close("g")
        // The total as large as fits the hole: 26 units, smaller for a total of five digits or more.
        let totalText = words.number(total)
        let totalFont =
            [26.0, 22, 18].first { TextFit.width(of: totalText, fontSize: $0, bold: true) <= Layout.inner * 1.7 } ?? 18
        writer.text(
            "text",
            [
                ("x", num(center.x)), ("y", num(center.y + 6)), ("text-anchor", "middle"),
                ("font-size", num(totalFont)), ("font-weight", "700"), ("fill", Palette.surface.paint),
            ], totalText)
        writer.text(
            "text",
            [
                ("x", num(center.x)), ("y", num(center.y + 24)), ("text-anchor", "middle"),
                ("font-size", num(Readable.font)), ("fill", Palette.warm.paint),
            ],
            TextFit.shorten(
                words(.countWord, ["count": .count(total)]), toWidth: Layout.inner * 1.6, fontSize: Readable.font))
        writeLegend(&writer, height: height, words: words)
        let frame = ChartFrame(
            idPrefix: id, kind: "donut", width: Layout.width, height: height, title: title, description: caption)
        return Chart(
            title: title, svg: frame.svg(writer.markup), caption: caption, table: table(caption: caption, words: words),
            isEmpty: false, width: frame.width, height: frame.height)
    }

    private func tooltip(_ segment: Segment, _ words: Catalog) -> String {
        let value = max(segment.value, 0)
        return words(
            .shareTooltip,
            [
                "label": .text(TextFit.singleLine(segment.label)),
                "counted": .text(Counted.entries.counted(value, words)),
                "percent": .text(Wording.percentText(value, of: total, words)),
            ])
    }

    private func writeLegend(_ writer: inout SVGWriter, height: Double, words: Catalog) {
        let top = (height - Double(segments.count) * Layout.rowHeight) / 2
        let total = total
        let amounts = segments.map {
            "\(words.number(max($0.value, 0))) · \(Wording.percentText(max($0.value, 0), of: total, words))"
        }
        let amountWidth = amounts.map { TextFit.width(of: $0, fontSize: Layout.labelFont) }.max() ?? 0
        let right = Layout.width - 12
        let labelLeft = Layout.legendLeft + 20
        let labelRoom = right - amountWidth - 16 - labelLeft
        writer.open("g", [("class", "legend")])
        for (index, segment) in segments.enumerated() {
            let middle = top + (Double(index) + 0.5) * Layout.rowHeight
            let baseline = num(middle + Layout.labelFont * 0.35)
            writer.open("g", [])
            writer.text("title", [], tooltip(segment, words))
            if let icon = segment.icon {
                // The icon in the dot's 12 × 12 square.
                writer.empty(
                    "path",
                    [
                        ("transform", "translate(\(num(Layout.legendLeft)) \(num(middle - 6))) scale(0.75)"),
                        ("fill", segment.color.paint), ("fill-rule", "evenodd"), ("d", icon),
                    ])
            } else {
                writer.empty(
                    "circle",
                    [
                        ("cx", num(Layout.legendLeft + 6)), ("cy", num(middle)), ("r", "6"),
                        ("fill", segment.color.paint),
                    ])
            }
            writer.text(
                "text",
                [
                    ("x", num(labelLeft)), ("y", baseline), ("font-size", num(Layout.labelFont)),
                    ("fill", Palette.warm.paint),
                ],
                TextFit.shorten(segment.label, toWidth: labelRoom, fontSize: Layout.labelFont))
            writer.text(
                "text",
                [
                    ("x", num(right)), ("y", baseline), ("text-anchor", "end"), ("font-size", num(Layout.labelFont)),
                    ("fill", Palette.surface.paint),
                ], amounts[index])
            writer.close("g")
        }
        writer.close("g")
    }

    /// The path of an annular sector between two fractions of a turn, clockwise from the top.
    static func sector(center: (x: Double, y: Double), from start: Double, to end: Double) -> String {
        func point(_ fraction: Double, _ radius: Double) -> String {
            let angle = (fraction - 0.25) * 2 * Double.pi
            return "\(num(center.x + radius * cos(angle))) \(num(center.y + radius * sin(angle)))"
        }
        if end - start >= 0.9999 {
            // A full ring cannot be one arc; draw it as two halves, outer then inner.
            let (outer, inner) = (num(Layout.outer), num(Layout.inner))
            return "M\(point(0, Layout.outer)) A\(outer) \(outer) 0 1 1 \(point(0.5, Layout.outer)) "
                + "A\(outer) \(outer) 0 1 1 \(point(0, Layout.outer)) Z "
                + "M\(point(0, Layout.inner)) A\(inner) \(inner) 0 1 0 \(point(0.5, Layout.inner)) "
                + "A\(inner) \(inner) 0 1 0 \(point(0, Layout.inner)) Z"
        }
        let large = end - start > 0.5 ? 1 : 0
        let (outer, inner) = (num(Layout.outer), num(Layout.inner))
        return "M\(point(start, Layout.outer)) A\(outer) \(outer) 0 \(large) 1 \(point(end, Layout.outer)) "
            + "L\(point(end, Layout.inner)) A\(inner) \(inner) 0 \(large) 0 \(point(start, Layout.inner)) Z"
    }
}
