import Words

extension HorizontalBarChart {
    /// The plain-language sentence for the chart, said about the diary: for the top foods,
    /// "Coffee was eaten most: 12 times." (ties named together, a single one said as such);
    /// for shares of the entries, "Typed 5 of 9 entries; voice 2 and photo 2." With no
    /// positive value the sentence is the empty message.
    public func sentence(_ words: Catalog) -> String {
        guard let leaders = Leaders(bars.map(\.value)) else { return Wording.empty(emptyMessage, words) }
        let labels = bars.map { TextFit.singleLine($0.label) }
        switch kind {
        case .foods:
            let names = leaders.indices.map { labels[$0] }
            return words(
                .topFoodsSummary,
                [
                    "shape": .text(
                        leaders.shape == "flat" && leaders.indices.count > 3 && leaders.top > 1
                            ? "many" : leaders.shape),
                    "foods": .list(names), "food": .text(names[0]), "count": .count(names.count),
                    "top": .count(leaders.top),
                ])
        case .shares:
            let shown = bars.indices.filter { bars[$0].value > 0 }
            let total = shown.reduce(0) { $0 + bars[$1].value }
            let first = shown[0]
            let names = bars.indices.map { bars[$0].name.map(TextFit.singleLine) ?? labels[$0] }
            let rest = shown.dropFirst().map {
                words(.share, ["label": .text(names[$0]), "count": .count(bars[$0].value)])
            }
            return words(
                .sharesSummary,
                [
                    "shape": .text(shown.count == 1 ? "all" : "other"), "label": .text(names[first]),
                    "count": .count(bars[first].value), "total": .count(total), "rest": .list(rest),
                ])
        }
    }
}
