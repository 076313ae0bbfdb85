import Days
import Words

/// Drawing shared by the heatmaps: one cell per day and the "Less … More" legend.
///
/// A heatmap draws its squares once, one per shade, in its `<defs>`, and each day as a `<use>`
/// of its shade's square at its place: a cell is its place, its link and its name, not the
/// square's size, corner and colour again (a year's cells in half the bytes).
enum HeatmapCell {
    /// The fill colour and opacity for a day with `count`: a limited food's day with any in the
    /// neutral slate at one shade, not the accent of more.
    static func fill(count: Int, counted: Counted = .entries) -> (color: RGBColor, opacity: Double) {
        let level = HeatLevel(count: count)
        if level == .none { return (Palette.surface, Palette.emptyCellOpacity) }
        return counted == .limited ? (Palette.muted, HeatLevel.high.opacity) : (Palette.accent, level.opacity)
    }

    /// A day's name, its link's accessible name and its tooltip at once, e.g. "8 March 2026: 3
    /// entries".
    static func name(_ date: LocalDay, count: Int, counted: Counted, words: Catalog) -> String {
        words(.dayTooltip, ["date": .text(words.date(date)), "counted": .text(counted.counted(count, words))])
    }

    /// The id of the square of `level` in the heatmap whose (safe) id is `chart`.
    static func squareID(chart: String, level: HeatLevel) -> String {
        "\(chart)-\(level.rawValue)"
    }

    /// Writes the `<defs>` of the heatmap `chart` (its safe id): a square of `size` with corners
    /// of `radius` for each shade.
    static func writeSquares(
        _ writer: inout SVGWriter, chart: String, size: Double, radius: Double, counted: Counted = .entries
    ) {
        writer.open("defs")
        for level in HeatLevel.allCases {
            let fill = fill(count: level.rawValue, counted: counted)
            writer.empty(
                "rect",
                [
                    ("id", squareID(chart: chart, level: level)), ("width", num(size)), ("height", num(size)),
                    ("rx", num(radius)), ("fill", fill.color.paint), ("fill-opacity", num(fill.opacity)),
                ])
        }
        writer.close("defs")
    }

    /// Writes one day's cell of the heatmap `chart` (its safe id), the square of its shade at
    /// (`x`, `y`), ringed when it is today. A day with a link is a link named by its `<title>`
    /// (which is its tooltip too); a day without one has its name as its tooltip, unless
    /// `tooltip` is false (a heatmap for paper). `extra` is written inside, after the square (a
    /// day number). A future day is drawn empty, without its link, its name saying "not yet".
    static func write(
        _ writer: inout SVGWriter, chart: String, day: DayCount, x: Double, y: Double, isToday: Bool,
        isFuture: Bool = false, counted: Counted, words: Catalog, tooltip: Bool = true,
        extra: ((inout SVGWriter) -> Void)? = nil
    ) {
        let day = isFuture ? DayCount(date: day.date, count: 0) : day
        var square: [SVGWriter.Attribute] = [
            ("href", "#" + squareID(chart: chart, level: HeatLevel(count: day.count))), ("x", num(x)), ("y", num(y)),
        ]
        if isToday {
            square += [("class", "today"), ("stroke", Palette.surface.paint), ("stroke-width", "1.5")]
        }
        let title =
            isFuture
            ? words(.dayToCome, ["date": .text(words.date(day.date))])
            : name(day.date, count: day.count, counted: counted, words: words)
        if day.link != nil || (extra != nil && tooltip) {
            writer.openLinkOrGroup(link: day.link, title: title)
            writer.empty("use", square)
            extra?(&writer)
            writer.closeLinkOrGroup(day.link)
        } else if tooltip {
            writer.titled("use", square, title: title)
        } else {
            writer.empty("use", square)
            extra?(&writer)
        }
    }

    /// The width of the legend with swatches of `size`.
    static func legendWidth(size: Double, words: Catalog) -> Double {
        let font = Readable.heatmapFont
        let swatches = Double(HeatLevel.allCases.count) * (size + 3) - 3
        return TextFit.width(of: words(.legendLess), fontSize: font) + 6 + swatches + 6
            + TextFit.width(of: words(.legendMore), fontSize: font)
    }

    /// Writes the legend "Less ▢▢▢▢ More" ending at `right`, text baseline at `baseline`.
    static func writeLegend(
        _ writer: inout SVGWriter, right: Double, baseline: Double, size: Double, counted: Counted, words: Catalog
    ) {
        let font = Readable.heatmapFont
        let gap = 3.0
        // A goal's days are kept or not: two swatches, named so at the ends too.
        let levels = counted.levels
        let (less, more) =
            counted.isYesOrNo
            ? (
                HeatLevel.none.legendText(counted: counted, words: words),
                HeatLevel.high.legendText(counted: counted, words: words)
            )
            : (words(.legendLess), words(.legendMore))
        let moreWidth = TextFit.width(of: more, fontSize: font)
        let lessWidth = TextFit.width(of: less, fontSize: font)
        let swatches = Double(levels.count) * (size + gap) - gap
        let moreX = right - moreWidth
        let swatchLeft = moreX - 6 - swatches
        let lessX = swatchLeft - 6 - lessWidth
        writer.open("g", [("class", "legend")])
        let label: [SVGWriter.Attribute] = [("font-size", num(font)), ("fill", Palette.warm.paint)]
        writer.text("text", [("x", num(lessX)), ("y", num(baseline))] + label, less)
        for (index, level) in levels.enumerated() {
            let fill = fill(count: level.rawValue, counted: counted)
            writer.titled(
                "rect",
                [
                    ("x", num(swatchLeft + Double(index) * (size + gap))), ("y", num(baseline - size + 1)),
                    ("width", num(size)), ("height", num(size)), ("rx", "2"), ("fill", fill.color.paint),
                    ("fill-opacity", num(fill.opacity)),
                ],
                title: level.legendText(counted: counted, words: words))
        }
        writer.text("text", [("x", num(moreX)), ("y", num(baseline))] + label, more)
        writer.close("g")
    }
}
