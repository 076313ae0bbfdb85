import Words

extension YearHeatmap {
    /// The plain-language sentence for the chart, e.g. "180 entries on 120 of 365 days. The
    /// busiest day was 6 August 2026, with 7 entries."
    public func sentence(_ words: Catalog) -> String {
        if let caption { return caption }
        return HeatmapWording.sentence(
            days: shownDays, counted: counted, key: .daysSummary, emptyMessage: emptyMessage, words: words)
    }
}
