import Days
import Words

extension ShareCard {
    /// Seven dots, Monday to Sunday, each with its weekday initial inside: filled orange on
    /// days with entries, an outline on days without, dashed for days after today; today is
    /// ringed in off-white.
    /// They spread over `width` from `left`, centred on `centerY`.
    func drawDays(
        _ canvas: inout CardCanvas, left: Double = CardLayout.margin, width: Double = CardLayout.contentWidth,
        centerY: Double = CardLayout.dotsCenterY, radius: Double = CardLayout.dotRadius,
        initialStyle: CardStyle = .initial
    ) {
        let pitch = width / 7
        let y = centerY
        for (index, count) in week.enumerated() {
            let date = monday.adding(days: index)
            let x = left + pitch * (Double(index) + 0.5)
            let future = isFuture(index)
            let words = canvas.words
            let status = future ? words(.notYetShort) : Counted.entries.counted(count, words)
            canvas.open(
                "g",
                title: words(
                    .cardDayTooltip,
                    [
                        "weekday": .text(words.weekdayName(date.isoWeekday)), "date": .text(words.date(date)),
                        "counted": .text(status),
                    ]))
            let area = CardCanvas.Box(left: x - radius, top: y - radius, right: x + radius, bottom: y + radius)
            var circle: [SVGWriter.Attribute] = [("cx", num(x)), ("cy", num(y)), ("r", num(radius))]
            var initial = initialStyle
            if count > 0, !future {
                circle.append(("fill", Palette.accent.hex))
                initial.color = Palette.void
            } else {
                circle += [
                    ("fill", "none"), ("stroke", Palette.surface.hex), ("stroke-opacity", future ? "0.3" : "0.5"),
                    ("stroke-width", "3"),
                ]
                if future { circle.append(("stroke-dasharray", "6 7")) }
                initial.opacity = future ? 0.6 : 0.8
            }
            canvas.mark("circle", circle, area: area)
            if date == today {
                canvas.mark(
                    "circle",
                    [
                        ("cx", num(x)), ("cy", num(y)), ("r", num(radius + 9)), ("fill", "none"),
                        ("stroke", Palette.surface.hex), ("stroke-width", "3"),
                    ], area: area.padded(10))
            }
            canvas.text(
                words.weekdayName(date.isoWeekday, .narrow), x: x, y: y + initial.size * 0.36, style: initial,
                anchor: .middle)
            canvas.close("g")
        }
    }
}
