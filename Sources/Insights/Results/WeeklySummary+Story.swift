import Days
import Words

extension WeeklySummary {
    /// The headline and the line under it for `headlineType`, in the catalog's words:
    ///
    /// - streak: "12 days in a row." / "Every day logged since 24 February."
    /// - topFood: "A week of coffee." / "Coffee came up 5 times in 12 entries."
    /// - improvement: "Up 6 entries on last week." / "18 entries this week, 12 the week before."
    /// - perfect: "A perfect week." / "All seven days logged, 15 entries in all."
    /// - default: "Your week in food." / "9 entries over 4 days." ("3 entries, all on one day.",
    ///   "Just 1 entry."); with no entries
    ///   "A quiet week." / "No entries this week."
    public func story(_ words: Catalog) -> (headline: String, subheadline: String) {
        let kind: String
        var arguments: [String: Argument] = ["entries": .text(words.count(.entries, entries))]
        switch headlineType {
        case .streak:
            kind = "streak"
            arguments["count"] = .count(streak.length)
            arguments["date"] = .text(streak.start.map { words.date($0, .dayMonth) } ?? "")
        case .topFood:
            kind = "top-food"
            arguments["food"] = .text(topFood ?? "")
            arguments["count"] = .count(topFoodCount)
        case .improvement:
            kind = "improvement"
            arguments["before"] = .count(lastWeekEntries)
        case .perfect:
            kind = "perfect"
        case .default:
            kind = entries > 0 ? "other" : "quiet"
            arguments["days"] = .text(words.count(.days, daysLogged))
            arguments["dayCount"] = .count(daysLogged)
            arguments["entryCount"] = .count(entries)
        }
        arguments["kind"] = .text(kind)
        var headlineArguments = arguments
        if headlineType == .improvement { headlineArguments["entries"] = .text(words.count(.entries, vsLastWeek)) }
        return (words(.storyHeadline, headlineArguments), words(.storyDetail, arguments))
    }
}
