import Days
import Words

extension MonthHeatmap {
    private enum Layout {
        static let cell = 40.0
        static let pitch = 46.0
        static let side = 8.0
        static let header = 26.0
        static let width = side * 2 + 7 * pitch - (pitch - cell)
        static let emptyHeight = 200.0
    }

    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids.
    ///
    /// Day numbers are off-white, and dark on the deepest shade where off-white would not
    /// stand out enough.
    public func render(id: String, words: Catalog) -> Chart {
        let days = monthDays
        if isEmpty || days.isEmpty {
            return .empty(
                idPrefix: id, kind: "month-heatmap", width: Layout.width, height: Layout.emptyHeight, title: title,
                message: Wording.empty(emptyMessage, words), columns: columns(words))
        }
        let caption = sentence(words)
        let weekStart = words.weekStart
        let rows = days.last.map { place($0.date, weekStart: weekStart).row + 1 } ?? 1
        // A language written right to left reads a week from the right, as its page's tables.
        let mirrored = words.isRightToLeft
        let columnX = { (column: Int) in Layout.side + Double(mirrored ? 6 - column : column) * Layout.pitch }
        let gridBottom = Layout.header + Double(rows) * Layout.pitch
        let height = gridBottom + 24
        var writer = SVGWriter()
        writer.open("g", [("class", "weekdays"), ("aria-hidden", "true")])
        for column in 0..<7 {
            writer.text(
                "text",
                [
                    ("x", num(columnX(column) + Layout.cell / 2)), ("y", "16"),
                    ("text-anchor", "middle"), ("font-size", num(Readable.font)), ("fill", Palette.warm.paint),
                ], words.weekdayName(weekStart.weekdays[column], .abbreviated))
        }
        writer.close("g")
        let chart = ChartFrame.safeID(id)
        HeatmapCell.writeSquares(&writer, chart: chart, size: Layout.cell, radius: 8, counted: counted)
        // The day numbers' size, weight and centring, said once for all (the squares ignore them).
        writer.open("g", [("class", "cells"), ("text-anchor", "middle"), ("font-size", "14"), ("font-weight", "600")])
        for day in days {
            let place = place(day.date, weekStart: weekStart)
            let x = columnX(place.column)
            let y = Layout.header + Double(place.row) * Layout.pitch
            let future = isFuture(day.date)
            let textColor = HeatLevel(count: day.count) == .high && !future ? Palette.ground : Palette.surface
            HeatmapCell.write(
                &writer, chart: chart, day: day, x: x, y: y, isToday: day.date == today, isFuture: future,
                counted: counted,
                words: words
            ) { writer in
                let faded: [SVGWriter.Attribute] = future ? [("fill-opacity", "0.45")] : []
                writer.text(
                    "text",
                    [("x", num(x + Layout.cell / 2)), ("y", num(y + Layout.cell / 2 + 5)), ("fill", textColor.paint)]
                        + faded + [("aria-hidden", "true")], words.number(day.date.day))
            }
        }
        writer.close("g")
        HeatmapCell.writeLegend(
            &writer, right: Layout.width - Layout.side, baseline: gridBottom + 14, size: 11, counted: counted,
            words: words)
        let frame = ChartFrame(
            idPrefix: id, kind: "month-heatmap", width: Layout.width, height: height, title: title, description: caption
        )
        let svg = frame.svg(writer.markup, focusStyle: elapsedDays.contains { $0.link != nil })
        return Chart(
            title: title, svg: svg, caption: caption, table: table(caption: caption, words: words), isEmpty: false,
            width: frame.width, height: frame.height)
    }
}
