import Days
import Words

extension DailyLineChart {
    enum Layout {
        static let width = Readable.width
        static let height = 240.0
        static let labelFont = Readable.font
        static let top = 14.0
        static let bottom = 214.0
    }

    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids.
    ///
    /// The x axis labels the first and last day and, between them, Mondays (up to a month)
    /// or month starts, dropping any label that would overlap another.
    public func render(id: String, words: Catalog) -> Chart {
        if isEmpty {
            return .empty(
                idPrefix: id, kind: "line", width: Layout.width, height: Layout.height, title: title,
                message: Wording.empty(emptyMessage, words), columns: columns(words))
        }
        let caption = sentence(words)
        let days = series
        let first = days[0].date
        let span = Double(max(first.days(to: days[days.count - 1].date), 0))
        let axis = ValueAxis(
            maxValue: days.map(\.count).max() ?? 0, top: Layout.top, bottom: Layout.bottom, left: 8, words: words)
        let plotRight = Layout.width - 12
        let x = { (date: LocalDay) in
            span == 0
                ? (axis.plotLeft + plotRight) / 2
                : axis.plotLeft + Double(first.days(to: date)) / span * (plotRight - axis.plotLeft)
        }
        var writer = SVGWriter()
        axis.write(to: &writer, right: plotRight)
        let points = days.map { (x($0.date), axis.y(Double($0.count))) }
        writeArea(&writer, points: Self.drawn(points), base: axis.y(0))
        if days.count <= Self.markerLimit { writeMarkers(&writer, days: days, points: points, words: words) }
        writer.open("g", [("class", "labels"), ("aria-hidden", "true")])
        for label in axisLabels(x: x, words: words) {
            writer.text(
                "text",
                [
                    ("x", num(x(label.date))), ("y", num(Layout.bottom + 18)), ("text-anchor", label.anchor.rawValue),
                    ("font-size", num(Layout.labelFont)), ("fill", Palette.warm.paint),
                ], label.text)
        }
        writer.close("g")
        let frame = ChartFrame(
            idPrefix: id, kind: "line", width: Layout.width, height: Layout.height, title: title, description: caption)
        let linked = days.count <= Self.markerLimit && days.contains { $0.link != nil }
        return Chart(
            title: title, svg: frame.svg(writer.markup, focusStyle: linked), caption: caption,
            table: table(caption: caption, words: words), isEmpty: false, width: frame.width, height: frame.height)
    }

    /// The points a line through `points` (in order of x) is drawn through: all of them while
    /// there are at most two a unit of width; else, of each unit's points, the lowest and the
    /// highest, in their order: a unit is a pixel or two on a screen, and the two-pixel line
    /// through them covers what the line through all of them covers, in a third of the bytes
    /// for ten years of days.
    static func drawn(_ points: [(Double, Double)]) -> [(Double, Double)] {
        guard let first = points.first, let last = points.last, Double(points.count) > 2 * (last.0 - first.0 + 1)
        else { return points }
        var drawn: [(Double, Double)] = []
        var start = 0
        while start < points.count {
            var end = start + 1
            while end < points.count, points[end].0.rounded(.down) == points[start].0.rounded(.down) { end += 1 }
            let unit = points[start..<end]
            let low = unit.indices.min { unit[$0].1 < unit[$1].1 } ?? start
            let high = unit.indices.max { unit[$0].1 < unit[$1].1 } ?? start
            drawn.append(points[min(low, high)])
            if low != high { drawn.append(points[max(low, high)]) }
            start = end
        }
        return drawn
    }

    private func writeArea(_ writer: inout SVGWriter, points: [(Double, Double)], base: Double) {
        guard let first = points.first, let last = points.last else { return }
        let line = points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(num($0.element.0)) \(num($0.element.1))" }
        let area =
            "M\(num(first.0)) \(num(base)) L" + line.joined(separator: " ").dropFirst()
            + " L\(num(last.0)) \(num(base)) Z"
        writer.empty("path", [("d", area), ("fill", color.paint), ("fill-opacity", "0.2"), ("stroke", "none")])
        if points.count > 1 {
            writer.empty(
                "path",
                [
                    ("d", line.joined(separator: " ")), ("fill", "none"), ("stroke", color.paint),
                    ("stroke-width", "2"),
                    ("stroke-linejoin", "round"), ("stroke-linecap", "round"),
                ])
        }
    }

    private func writeMarkers(_ writer: inout SVGWriter, days: [DayCount], points: [(Double, Double)], words: Catalog) {
        writer.open("g", [("class", "points")])
        for (day, point) in zip(days, points) {
            let name = HeatmapCell.name(day.date, count: day.count, counted: counted, words: words)
            let circle: [SVGWriter.Attribute] = [
                ("cx", num(point.0)), ("cy", num(point.1)), ("r", "3"), ("fill", color.paint),
            ]
            if let link = day.link {
                writer.openLinkOrGroup(link: link, title: name)
                writer.empty("circle", circle)
                writer.closeLinkOrGroup(link)
            } else {
                writer.titled("circle", circle, title: name)
            }
        }
        writer.close("g")
    }
}
