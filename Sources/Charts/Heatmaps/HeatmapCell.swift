import Days

/// Drawing shared by the heatmaps: one cell per day and the "Less … More" legend.
enum HeatmapCell {
    /// The fill colour and opacity for a day with `count` entries.
    static func fill(count: Int) -> (color: RGBColor, opacity: Double) {
        let level = HeatLevel(count: count)
        return level == .none ? (Palette.surface, Palette.emptyCellOpacity) : (Palette.accent, level.opacity)
    }

    /// The tooltip for a day, e.g. "2026-03-08: 3 entries".
    static func tooltip(_ date: LocalDay, count: Int, noun: Noun) -> String {
        "\(date.description): \(noun.counted(count))"
    }

    /// The link's accessible name for a day, e.g. "8 March 2026: 3 entries".
    static func linkLabel(_ date: LocalDay, count: Int, noun: Noun) -> String {
        "\(date.longText): \(noun.counted(count))"
    }

    /// Writes one day's cell (a rounded square), ringed when it is today, wrapped in a link
    /// when the day has one; `extra` is written inside, after the square (a day number). A
    /// future day is drawn empty, without its link, its tooltip saying "not yet".
    static func write(
        _ writer: inout SVGWriter, day: DayCount, x: Double, y: Double, size: Double, radius: Double,
        isToday: Bool, isFuture: Bool = false, noun: Noun, extra: ((inout SVGWriter) -> Void)? = nil
    ) {
        let day = isFuture ? DayCount(date: day.date, count: 0) : day
        let fill = fill(count: day.count)
        var attributes: [SVGWriter.Attribute] = [
            ("x", num(x)), ("y", num(y)), ("width", num(size)), ("height", num(size)), ("rx", num(radius)),
            ("fill", fill.color.paint), ("fill-opacity", num(fill.opacity)),
        ]
        if isToday {
            attributes += [("stroke", Palette.surface.paint), ("stroke-width", "1.5"), ("class", "today")]
        }
        let tip = isFuture ? "\(day.date.description): not yet" : tooltip(day.date, count: day.count, noun: noun)
        if let link = day.link {
            writer.open("a", [("href", link), ("aria-label", linkLabel(day.date, count: day.count, noun: noun))])
            writer.titled("rect", attributes, title: tip)
            extra?(&writer)
            writer.close("a")
        } else if let extra {
            writer.open("g", [])
            writer.titled("rect", attributes, title: tip)
            extra(&writer)
            writer.close("g")
        } else {
            writer.titled("rect", attributes, title: tip)
        }
    }

    /// The width of the legend with swatches of `size`.
    static func legendWidth(size: Double) -> Double {
        let font = 11.0
        let swatches = Double(HeatLevel.allCases.count) * (size + 3) - 3
        return TextFit.width(of: "Less", fontSize: font) + 6 + swatches + 6 + TextFit.width(of: "More", fontSize: font)
    }

    /// Writes the legend "Less ▢▢▢▢ More" ending at `right`, text baseline at `baseline`.
    static func writeLegend(_ writer: inout SVGWriter, right: Double, baseline: Double, size: Double, noun: Noun) {
        let font = 11.0
        let gap = 3.0
        let moreWidth = TextFit.width(of: "More", fontSize: font)
        let lessWidth = TextFit.width(of: "Less", fontSize: font)
        let swatches = Double(HeatLevel.allCases.count) * (size + gap) - gap
        let moreX = right - moreWidth
        let swatchLeft = moreX - 6 - swatches
        let lessX = swatchLeft - 6 - lessWidth
        writer.open("g", [("class", "legend")])
        let label: [SVGWriter.Attribute] = [("font-size", num(font)), ("fill", Palette.warm.paint)]
        writer.text("text", [("x", num(lessX)), ("y", num(baseline))] + label, "Less")
        for level in HeatLevel.allCases {
            let fill = fill(count: level.rawValue)
            writer.titled(
                "rect",
                [
                    ("x", num(swatchLeft + Double(level.rawValue) * (size + gap))), ("y", num(baseline - size + 1)),
                    ("width", num(size)), ("height", num(size)), ("rx", "2"), ("fill", fill.color.paint),
                    ("fill-opacity", num(fill.opacity)),
                ], title: level.legendText(noun: noun))
        }
        writer.text("text", [("x", num(moreX)), ("y", num(baseline))] + label, "More")
        writer.close("g")
    }
}
