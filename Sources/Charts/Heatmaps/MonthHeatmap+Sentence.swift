import Days
import Words

extension MonthHeatmap {
    /// The plain-language sentence for the chart, e.g. "42 entries in March 2026, on 20 of 31
    /// days." ("so far" in a month not yet over), with its busiest day.
    public func sentence(_ words: Catalog) -> String {
        let elapsed = elapsedDays
        let partial = elapsed.count < monthDays.count
        return HeatmapWording.sentence(
            days: elapsed, counted: counted, key: partial ? .monthSummaryToDate : .monthSummary,
            arguments: ["month": .text(words.month(year: year, month: month))], emptyMessage: emptyMessage, words: words
        )
    }
}
