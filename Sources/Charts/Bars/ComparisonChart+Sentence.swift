import Words

extension ComparisonChart {
    /// The plain-language sentence for the chart, e.g. "12 entries this week, up 20% from 10
    /// last week."; "No entries this week, after 5 last week." when the current period has none.
    public func sentence(_ words: Catalog) -> String {
        guard !isEmpty else { return Wording.empty(emptyMessage, words) }
        var values: [String: Argument] = [
            "count": .count(currentTotal), "before": .count(previousTotal),
            "now": .text(Wording.lowercasedFirst(currentName)), "then": .text(Wording.lowercasedFirst(previousName)),
        ]
        switch trend {
        case .up(let percent):
            values["trend"] = "up"
            values["percent"] = .text(Trend.sentencePercent(percent, words))
        case .down(let percent):
            values["trend"] = currentTotal == 0 ? "to-none" : "down"
            values["percent"] = .text(Trend.sentencePercent(percent, words))
        case .same: values["trend"] = "same"
        case .upFromNothing: values["trend"] = "from-none"
        }
        return words(.comparisonSummary, values)
    }
}
