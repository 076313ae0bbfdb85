import Words

extension DonutChart {
    /// The plain-language sentence for the chart, e.g. "Breakfast was the largest category:
    /// 40% of 20 entries."; ties named together, one category said as all of them.
    public func sentence(_ words: Catalog) -> String {
        let total = total
        guard total > 0, let leaders = Leaders(segments.map(\.value)) else {
            return Wording.empty(emptyMessage, words)
        }
        let names = leaders.indices.map { TextFit.singleLine(segments[$0].label) }
        let present = segments.filter { $0.value > 0 }.count
        let shape = present == 1 ? "all" : names.count > 1 ? "tie" : "other"
        return words(
            .categoriesSummary,
            [
                "shape": .text(shape), "category": .text(names[0]), "categories": .list(names),
                "percent": .text(Wording.percentText(leaders.top, of: total, words)), "total": .count(total),
            ])
    }
}
