import Words

/// The sentences the heatmaps and the daily line share: how much on how many days, and the
/// busiest day when some day had more than one.
enum HeatmapWording {
    /// "12 entries on 9 of 31 days.", "Eaten once, on 9 March 2026.", with the busiest day
    /// after it when one had more than one: "The busiest day was 6 March 2026, with 4
    /// entries." `key` is the summary's message (`daysSummary`, `monthSummary`, …), given
    /// `arguments` besides the counts.
    static func sentence(
        days: [DayCount], counted: Counted, key: MessageKey, arguments: [String: Argument] = [:],
        emptyMessage: String?, words: Catalog
    ) -> String {
        let total = days.reduce(0) { $0 + max($1.count, 0) }
        guard total > 0, let top = days.map(\.count).max() else { return Wording.empty(emptyMessage, words) }
        let busiest = days.filter { $0.count == top }
        let logged = days.filter { $0.count > 0 }.count
        // Several on one day alone: that day is the whole story, and no busiest day is said.
        let oneDay = logged == 1 && total > 1
        let values = arguments.merging([
            "shape": .text(oneDay ? "one-day" : "other"), "subject": counted.subject, "count": .count(total),
            "logged": .count(logged), "days": .count(days.count), "date": .text(words.date(busiest[0].date)),
        ]) { given, _ in given }
        let busiestDay = oneDay ? nil : busiestDay(busiest, top: top, counted: counted, words: words)
        return [words(key, values), busiestDay].compactMap { $0 }.joined(separator: " ")
    }

    /// "The busiest day was 6 March 2026, with 4 entries.": only when `top` is more than one.
    static func busiestDay(_ busiest: [DayCount], top: Int, counted: Counted, words: Catalog) -> String? {
        guard top > 1, let first = busiest.first else { return nil }
        return words(
            .busiestDay,
            [
                "subject": counted.subject, "top": .count(top), "date": .text(words.date(first.date)),
                "others": .count(busiest.count - 1),
            ])
    }
}
