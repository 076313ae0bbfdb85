import Foundation
import Words

extension ConsistencyRing {
    private enum Layout {
        static let size = 160.0
        static let radius = 64.0
        static let stroke = 12.0
    }

    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids.
    public func render(id: String, words: Catalog) -> Chart {
        if isEmpty {
            return .empty(
                idPrefix: id, kind: "ring", width: Layout.size, height: Layout.size, title: title,
                message: Wording.empty(emptyMessage, words), columns: columns(words))
        }
        let caption = sentence(words)
        let center = Layout.size / 2
        var writer = SVGWriter()
        writer.empty(
            "circle",
            [
                ("cx", num(center)), ("cy", num(center)), ("r", num(Layout.radius)), ("fill", "none"),
                ("stroke", Palette.surface.paint), ("stroke-opacity", num(Palette.gridOpacity)),
                ("stroke-width", num(Layout.stroke)),
            ])
        let fraction = Double(logged) / Double(totalDays)
        let progress: [SVGWriter.Attribute] = [
            ("fill", "none"), ("stroke", color.paint), ("stroke-width", num(Layout.stroke)),
            ("stroke-linecap", "round"),
        ]
        if logged == totalDays {
            writer.empty("circle", [("cx", num(center)), ("cy", num(center)), ("r", num(Layout.radius))] + progress)
        } else {
            let angle = (fraction - 0.25) * 2 * Double.pi
            let end = "\(num(center + Layout.radius * cos(angle))) \(num(center + Layout.radius * sin(angle)))"
            let large = fraction > 0.5 ? 1 : 0
            let r = num(Layout.radius)
            writer.empty(
                "path",
                [("d", "M\(num(center)) \(num(center - Layout.radius)) A\(r) \(r) 0 \(large) 1 \(end)")] + progress)
        }
        writer.text(
            "text",
            [
                ("x", num(center)), ("y", num(center + 8)), ("text-anchor", "middle"), ("font-size", "30"),
                ("font-weight", "700"), ("fill", Palette.surface.paint),
            ], percentText(words))
        writer.text(
            "text",
            [
                ("x", num(center)), ("y", num(center + 28)), ("text-anchor", "middle"),
                ("font-size", num(Readable.font)),
                ("fill", Palette.warm.paint),
            ], words(.ringDays, ["logged": .count(logged), "days": .count(totalDays)]))
        let frame = ChartFrame(
            idPrefix: id, kind: "ring", width: Layout.size, height: Layout.size, title: title, description: caption)
        return Chart(
            title: title, svg: frame.svg(writer.markup), caption: caption, table: table(caption: caption, words: words),
            isEmpty: false, width: frame.width, height: frame.height)
    }
}
