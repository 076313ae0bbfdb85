import Days
import Words

extension YearHeatmap {
    private enum Layout {
        static let cell = 11.0
        static let pitch = 14.0
        static let left = 36.0
        static let top = 24.0
        static let labelFont = Readable.heatmapFont
        static let emptyWidth = Readable.width
        static let emptyHeight = 160.0
    }

    /// The chart as SVG with its caption and table; `id` prefixes the SVG's element ids.
    public func render(id: String, words: Catalog) -> Chart {
        let days = shownDays
        if isEmpty {
            return .empty(
                idPrefix: id, kind: "year-heatmap", width: Layout.emptyWidth, height: Layout.emptyHeight,
                title: title, message: Wording.empty(emptyMessage, words), columns: columns(words))
        }
        let caption = sentence(words)
        let weekStart = words.weekStart
        let grid = WeekGrid(first: first, weekStart: weekStart)
        let weeks = grid.weeks(through: end)
        let width = max(
            Layout.left + Double(weeks) * Layout.pitch + 8,
            HeatmapCell.legendWidth(size: Layout.cell, words: words) + 16)
        let gridBottom = Layout.top + 7 * Layout.pitch
        let height = gridBottom + 26
        var writer = SVGWriter()
        writeMonthLabels(&writer, grid: grid, right: width, words: words)
        writer.open("g", [("class", "weekdays"), ("aria-hidden", "true")])
        for row in [0, 2, 4] {
            writer.text(
                "text",
                [
                    ("x", num(Layout.left - 6)), ("y", num(Layout.top + Double(row) * Layout.pitch + Layout.cell - 2)),
                    ("text-anchor", "end"), ("font-size", num(Layout.labelFont)), ("fill", Palette.warm.paint),
                ], words.weekdayName(weekStart.weekdays[row], .abbreviated))
        }
        writer.close("g")
        let chart = ChartFrame.safeID(id)
        HeatmapCell.writeSquares(&writer, chart: chart, size: Layout.cell, radius: 2, counted: counted)
        writer.open("g", [("class", "cells")])
        for day in days {
            let place = place(day.date, weekStart: weekStart)
            HeatmapCell.write(
                &writer, chart: chart, day: day, x: Layout.left + Double(place.column) * Layout.pitch,
                y: Layout.top + Double(place.row) * Layout.pitch, isToday: day.date == today, counted: counted,
                words: words, tooltip: tooltips)
        }
        writer.close("g")
        HeatmapCell.writeLegend(
            &writer, right: width - 8, baseline: gridBottom + 18, size: Layout.cell, counted: counted, words: words)
        let frame = ChartFrame(
            idPrefix: id, kind: "year-heatmap", width: width, height: height, title: title, description: caption)
        // On a screen, a year is never drawn so small that its labels fall under 11 pixels: a
        // phone scrolls it sideways, opening at today when the chart runs up to today (the last
        // twelve months, the year so far). On paper it fits the page as before. A few weeks
        // fit any phone as they are.
        let minWidth = width * Readable.phoneText / Layout.labelFont
        let svg = frame.svg(
            writer.markup, focusStyle: days.contains { $0.link != nil },
            minWidth: minWidth > Readable.phoneColumn ? minWidth : nil,
            fromEnd: today.map { $0 <= last } ?? false)
        return Chart(
            title: title, svg: svg, caption: caption, table: table(caption: caption, words: words), isEmpty: false,
            width: frame.width, height: frame.height)
    }

    /// Month names above the column holding each month's first day (and the range's first
    /// month), dropping a label that would run into the next one.
    private func writeMonthLabels(_ writer: inout SVGWriter, grid: WeekGrid, right: Double, words: Catalog) {
        var labels: [(column: Int, text: String)] = []
        var date = first
        while date <= end {
            let column = grid.week(of: date)
            labels.append((column, words.monthName(date.month, .abbreviated)))
            guard
                let next = LocalDay(
                    year: date.month == 12 ? date.year + 1 : date.year, month: date.month % 12 + 1, day: 1)
            else { break }
            date = next
        }
        let boxes = labels.map {
            AxisLabels.Box(
                x: Layout.left + Double($0.column) * Layout.pitch,
                width: TextFit.width(of: $0.text, fontSize: Layout.labelFont), anchor: .start)
        }
        // A label that would run past the right edge is left out rather than cut; of the
        // rest, later months take priority, so a partial first month gives way to the next.
        let fitting = Array(labels.indices.filter { boxes[$0].right <= right }.reversed())
        let kept = AxisLabels.keepInPriority(fitting.map { boxes[$0] }, gap: 4).map { fitting[$0] }.sorted()
        writer.open("g", [("class", "months"), ("aria-hidden", "true")])
        for index in kept {
            writer.text(
                "text",
                [
                    ("x", num(boxes[index].left)), ("y", num(Layout.top - 8)), ("font-size", num(Layout.labelFont)),
                    ("fill", Palette.warm.paint),
                ], labels[index].text)
        }
        writer.close("g")
    }
}
