import Words

extension DailyLineChart {
    /// The plain-language sentence for the chart, e.g. "Eaten 40 times in 365 days: about once
    /// every 9 days. At most 2 times in one day, on 6 August 2026."; a single one said as such.
    public func sentence(_ words: Catalog) -> String {
        let days = series
        guard let first = days.first, let last = days.last, isEmpty == false else {
            return Wording.empty(emptyMessage, words)
        }
        let span = first.date.days(to: last.date) + 1
        let total = days.reduce(0) { $0 + $1.count }
        guard span > 1, let rate = Wording.rate(total, overDays: span, words) else {
            return HeatmapWording.sentence(
                days: days, counted: counted, key: .daysSummary, emptyMessage: emptyMessage, words: words)
        }
        let top = days.map(\.count).max() ?? 0
        let busiest = days.filter { $0.count == top }
        let summary = words(
            .dailySummary,
            [
                "subject": counted.subject, "count": .count(total), "days": .count(span), "rate": .text(rate),
                "date": .text(words.date(busiest[0].date)),
            ])
        return [summary, HeatmapWording.busiestDay(busiest, top: top, counted: counted, words: words)]
            .compactMap { $0 }.joined(separator: " ")
    }
}
