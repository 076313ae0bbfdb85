import Days
import Words

extension WeekdayChart {
    /// The plain-language sentence for the chart, e.g. "Tuesday had the most entries: 5." or,
    /// for a food, "Eaten most on Friday and Saturday: 3 times each."; a single one said as
    /// such ("Eaten once, on a Monday."), and nothing claimed when no day stands out.
    public func sentence(_ words: Catalog) -> String {
        let week = ordered(words.weekStart)
        guard let leaders = Leaders(week.map(\.count), evenCounts: true) else {
            return Wording.empty(emptyMessage, words)
        }
        let names = leaders.indices.map { words.weekdayName(week[$0].weekday) }
        return words(
            .weekdaySummary,
            [
                "shape": .text(leaders.shape), "subject": counted.subject, "weekdays": .list(names),
                "weekday": .text(names[0]), "top": .count(leaders.top),
            ])
    }
}
