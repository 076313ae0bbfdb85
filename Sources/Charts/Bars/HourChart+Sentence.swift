import Words

extension HourChart {
    /// The plain-language sentence for the chart, e.g. "The busiest hour was 13:00, with 9
    /// entries." or, for a food, "Eaten most around 20:00: 4 times."; a single one said as
    /// such, and nothing claimed when no hour stands out.
    public func sentence(_ words: Catalog) -> String {
        guard let leaders = Leaders(hourly) else { return Wording.empty(emptyMessage, words) }
        let hours = leaders.indices.map(Self.clock)
        return words(
            .hourSummary,
            [
                "shape": .text(leaders.shape), "subject": counted.subject, "hours": .list(hours),
                "hour": .text(hours[0]), "top": .count(leaders.top),
            ])
    }
}
