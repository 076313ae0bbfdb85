import Words

extension ConsistencyRing {
    /// The plain-language sentence for the chart, e.g. "Entries on 5 of 7 days: 71%
    /// consistency." or "Entries on all 30 days: 100% consistency."
    public func sentence(_ words: Catalog) -> String {
        guard !isEmpty else { return Wording.empty(emptyMessage, words) }
        return words(
            .consistencySummary,
            [
                "shape": .text(logged == totalDays ? "all" : "other"), "logged": .count(logged),
                "days": .count(totalDays), "percent": .text(percentText(words)),
            ])
    }
}
