import Days
import Words

extension DailyLineChart {
    /// One label on the day axis.
    struct AxisLabel: Equatable {
        /// The day labelled.
        var date: LocalDay
        /// The text shown.
        var text: String
        /// How the text sits on the day's x.
        var anchor: AxisLabels.Anchor
    }

    /// The day-axis labels, left to right: the first day (anchored at its start) and the last
    /// (anchored at its end) always, and between them the first day of each week (the
    /// catalog's first weekday: Mondays in English) for a month or less, otherwise
    /// month starts ("Mar", January as "Jan 2026"). Between-labels are thinned evenly — every
    /// second, third, sixth or twelfth month (always keeping January) — until none overlap,
    /// and any that would touch the first or last label are dropped.
    func axisLabels(x: (LocalDay) -> Double, words: Catalog) -> [AxisLabel] {
        let days = series
        guard let first = days.first?.date, let last = days.last?.date else { return [] }
        let span = first.days(to: last)
        let font = Layout.labelFont
        let edgeText = { (date: LocalDay) in words.date(date, span > 366 ? .shortWithYear : .short) }
        var edges = [AxisLabel(date: first, text: edgeText(first), anchor: span > 0 ? .start : .middle)]
        if span > 0 { edges.append(AxisLabel(date: last, text: edgeText(last), anchor: .end)) }

        let inner = (1..<max(span, 1)).map { first.adding(days: $0) }
        let monthly = span > 31
        let weekStart = words.weekStart
        let marks = inner.filter { monthly ? $0.day == 1 : weekStart.position(of: $0) == 0 }.map {
            AxisLabel(
                date: $0,
                text: monthly
                    ? ($0.month == 1
                        ? words.month(year: $0.year, month: 1, .abbreviated) : words.monthName($0.month, .abbreviated))
                    : words.date($0, .short),
                anchor: .middle)
        }
        let box = { (label: AxisLabel) in
            AxisLabels.Box(x: x(label.date), width: TextFit.width(of: label.text, fontSize: font), anchor: label.anchor)
        }
        var chosen: [AxisLabel] = []
        for stride in monthly ? [1, 2, 3, 6, 12] : [1, 2, 4] {
            chosen = marks.enumerated().filter { index, label in
                monthly ? (label.date.month - 1) % stride == 0 : index % stride == 0
            }.map(\.element)
            let boxes = chosen.map(box)
            if zip(boxes, boxes.dropFirst()).allSatisfy({ !$0.collides(with: $1, gap: 8) }) { break }
        }
        let all = edges + chosen
        let kept = AxisLabels.keepInPriority(all.map(box), gap: 8)
        return kept.map { all[$0] }.sorted { $0.date < $1.date }
    }
}
