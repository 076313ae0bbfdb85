extension DailyLineChart {
    private enum Layout {
        static let width = 640.0
        static let height = 240.0
        static let labelFont = 11.0
        static let top = 14.0
        static let bottom = 214.0
    }

    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids.
    ///
    /// The x axis labels the first and last day and, between them, Mondays (up to a month)
    /// or month starts, dropping any label that would overlap another.
    public func render(id: String) -> Chart {
        if isEmpty {
            return .empty(
                idPrefix: id, kind: "line", width: Layout.width, height: Layout.height, title: title,
                message: emptyMessage, columns: columns)
        }
        let caption = sentence()
        let days = series
        let first = days[0].date
        let span = Double(max(first.days(to: days[days.count - 1].date), 0))
        let axis = ValueAxis(maxValue: days.map(\.count).max() ?? 0, top: Layout.top, bottom: Layout.bottom, left: 8)
        let plotRight = Layout.width - 12
        let x = { (date: ChartDate) in
            span == 0
                ? (axis.plotLeft + plotRight) / 2
                : axis.plotLeft + Double(first.days(to: date)) / span * (plotRight - axis.plotLeft)
        }
        var writer = SVGWriter()
        axis.write(to: &writer, right: plotRight)
        let points = days.map { (x($0.date), axis.y(Double($0.count))) }
        writeArea(&writer, points: points, base: axis.y(0))
        if days.count <= Self.markerLimit { writeMarkers(&writer, days: days, points: points) }
        writeLabels(&writer, days: days, x: x, left: axis.plotLeft, right: plotRight)
        let frame = ChartFrame(
            idPrefix: id, kind: "line", width: Layout.width, height: Layout.height, title: title, description: caption)
        let linked = days.count <= Self.markerLimit && days.contains { $0.link != nil }
        return Chart(
            title: title, svg: frame.svg(writer.markup, focusStyle: linked), caption: caption,
            table: table(caption: caption), isEmpty: false)
    }

    private func writeArea(_ writer: inout SVGWriter, points: [(Double, Double)], base: Double) {
        guard let first = points.first, let last = points.last else { return }
        let line = points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(num($0.element.0)) \(num($0.element.1))" }
        let area =
            "M\(num(first.0)) \(num(base)) L" + line.joined(separator: " ").dropFirst()
            + " L\(num(last.0)) \(num(base)) Z"
        writer.empty("path", [("d", area), ("fill", color.hex), ("fill-opacity", "0.2"), ("stroke", "none")])
        if points.count > 1 {
            writer.empty(
                "path",
                [
                    ("d", line.joined(separator: " ")), ("fill", "none"), ("stroke", color.hex), ("stroke-width", "2"),
                    ("stroke-linejoin", "round"), ("stroke-linecap", "round"),
                ])
        }
    }

    private func writeMarkers(_ writer: inout SVGWriter, days: [DayCount], points: [(Double, Double)]) {
        writer.open("g", [("class", "points")])
        for (day, point) in zip(days, points) {
            let tip = "\(day.date.iso): \(noun.counted(day.count))"
            let circle: [SVGWriter.Attribute] = [
                ("cx", num(point.0)), ("cy", num(point.1)), ("r", "3"), ("fill", color.hex),
            ]
            if let link = day.link {
                writer.open("a", [("href", link), ("aria-label", "\(day.date.longText): \(noun.counted(day.count))")])
                writer.titled("circle", circle, title: tip)
                writer.close("a")
            } else {
                writer.titled("circle", circle, title: tip)
            }
        }
        writer.close("g")
    }

    private func writeLabels(
        _ writer: inout SVGWriter, days: [DayCount], x: (ChartDate) -> Double, left: Double, right: Double
    ) {
        guard let first = days.first?.date, let last = days.last?.date else { return }
        let long = first.days(to: last) > 366
        func text(_ date: ChartDate, edge: Bool) -> String {
            if edge { return long ? date.shortText : date.dayMonthText }
            if first.days(to: last) > 31 {
                return date.month == 1 ? "\(date.monthShortName) \(date.year)" : date.monthShortName
            }
            return date.dayMonthText
        }
        var candidates: [(ChartDate, String, AxisLabels.Anchor)] = [(first, text(first, edge: true), .start)]
        if last != first { candidates.append((last, text(last, edge: true), .end)) }
        let monthly = first.days(to: last) > 31
        for day in days.dropFirst().dropLast() where monthly ? day.date.day == 1 : day.date.weekday == 0 {
            candidates.append((day.date, text(day.date, edge: false), .middle))
        }
        let boxes = candidates.map {
            AxisLabels.Box(x: x($0.0), width: TextFit.width(of: $0.1, fontSize: Layout.labelFont), anchor: $0.2)
        }
        let kept = AxisLabels.keepInPriority(boxes, gap: 8)
        writer.open("g", [("class", "labels"), ("aria-hidden", "true")])
        for index in kept.sorted(by: { candidates[$0].0 < candidates[$1].0 }) {
            let (date, label, anchor) = candidates[index]
            writer.text(
                "text",
                [
                    ("x", num(x(date))), ("y", num(Layout.bottom + 18)), ("text-anchor", anchor.rawValue),
                    ("font-size", num(Layout.labelFont)), ("fill", Palette.warm.hex),
                ], label)
        }
        writer.close("g")
    }
}
