import Words

extension WeekDots {
    /// The plain-language sentence for the chart: "Entries on all 7 days: a perfect week.",
    /// "Entries on Monday and Friday only." (when fewer days were logged than missed), "Entries
    /// on 5 of 7 days; none on Tuesday and Sunday." ("so far" in a week not yet over).
    public func sentence(_ words: Catalog) -> String {
        let days = elapsed
        guard !isEmpty else { return Wording.empty(emptyMessage, words) }
        let logged = days.filter { $0.count > 0 }
        let missed = days.filter { $0.count == 0 }
        let soFar = days.count < 7
        let shape =
            if logged.count == 7 { "perfect" } else if missed.isEmpty { "every" } else if logged.count < missed.count {
                soFar ? "few-so-far" : "few"
            } else { soFar ? "so-far" : "other" }
        return words(
            .weekSummary,
            [
                "shape": .text(shape), "names": .list(logged.map { words.weekdayName($0.date.isoWeekday) }),
                "logged": .count(logged.count), "days": .count(days.count),
                "missed": .list(missed.map { words.weekdayName($0.date.isoWeekday) }),
            ])
    }
}
