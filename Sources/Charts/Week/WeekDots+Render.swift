import Words

extension WeekDots {
    private enum Layout {
        static let width = 320.0
        static let height = 72.0
        static let pitch = 44.0
        static let radius = 14.0
        static let centerY = 24.0
    }

    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids.
    public func render(id: String, words: Catalog) -> Chart {
        if isEmpty {
            return .empty(
                idPrefix: id, kind: "week-dots", width: Layout.width, height: Layout.height, title: title,
                message: Wording.empty(emptyMessage, words), columns: columns(words))
        }
        let caption = sentence(words)
        let left = (Layout.width - 7 * Layout.pitch) / 2 + Layout.pitch / 2
        // In a chart without links (an image, its marks presentational) the initials need no
        // hiding from screen readers; beside links they do.
        let hidden: [SVGWriter.Attribute] =
            week.contains { $0.link != nil && !isFuture($0.date) } ? [("aria-hidden", "true")] : []
        var writer = SVGWriter()
        // The initials' size, weight, colour and centring, said once for all (the dots set
        // their own fill).
        writer.open(
            "g",
            [
                ("class", "days"), ("text-anchor", "middle"), ("font-size", "12"), ("font-weight", "600"),
                ("fill", Palette.warm.paint),
            ])
        for (index, day) in week.enumerated() {
            let x = left + Double(index) * Layout.pitch
            let future = isFuture(day.date)
            var circle: [SVGWriter.Attribute] = [
                ("cx", num(x)), ("cy", num(Layout.centerY)), ("r", num(Layout.radius)),
            ]
            if day.count > 0 && !future {
                circle += [("fill", Palette.accent.paint)]
            } else {
                circle += [
                    ("fill", "none"), ("stroke", Palette.surface.paint), ("stroke-opacity", future ? "0.3" : "0.55"),
                    ("stroke-width", "2"),
                ]
                if future { circle.append(("stroke-dasharray", "3 4")) }
            }
            let status = future ? words(.notYetShort) : counted.counted(day.count, words)
            let link = future ? nil : day.link
            let titled = tooltips || link != nil
            if titled {
                writer.openLinkOrGroup(
                    link: link,
                    title: words(.dayTooltip, ["date": .text(words.date(day.date, .long)), "counted": .text(status)]))
            }
            writer.empty("circle", circle)
            writer.text(
                "text", [("x", num(x)), ("y", num(Layout.centerY + Layout.radius + 18))] + hidden,
                words.weekdayName(day.date.isoWeekday, .narrow))
            if titled { writer.closeLinkOrGroup(link) }
        }
        writer.close("g")
        let frame = ChartFrame(
            idPrefix: id, kind: "week-dots", width: Layout.width, height: Layout.height, title: title,
            description: caption)
        let svg = frame.svg(writer.markup, focusStyle: week.contains { $0.link != nil })
        return Chart(
            title: title, svg: svg, caption: caption, table: table(caption: caption, words: words), isEmpty: false,
            width: frame.width, height: frame.height)
    }
}
