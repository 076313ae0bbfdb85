import Days

extension WeeklySummary {
    /// The headline and subheadline for `headlineType`, in plain English:
    ///
    /// - streak: "12 days in a row." / "Every day logged since 24 February."
    /// - topFood: "A week of coffee." / "Coffee came up 5 times in 12 entries."
    /// - improvement: "Up 6 entries on last week." / "18 entries this week, 12 the week before."
    /// - perfect: "A perfect week." / "All seven days logged, 15 entries in all."
    /// - default: "Your week in food." / "9 entries over 4 days."; with no entries
    ///   "A quiet week." / "No entries this week."
    func storyLines() -> (headline: String, subheadline: String) {
        switch headlineType {
        case .streak:
            let since = streak.start.map { "\($0.day) \($0.monthName)" } ?? ""
            return ("\(streak.length) days in a row.", "Every day logged since \(since).")
        case .topFood:
            let food = topFood ?? ""
            return (
                "A week of \(food).",
                "\(Self.capitalised(food)) came up \(topFoodCount) times in \(Self.counted(entries, "entry", "entries"))."
            )
        case .improvement:
            return (
                "Up \(Self.counted(vsLastWeek, "entry", "entries")) on last week.",
                "\(Self.counted(entries, "entry", "entries")) this week, \(lastWeekEntries) the week before."
            )
        case .perfect:
            return ("A perfect week.", "All seven days logged, \(Self.counted(entries, "entry", "entries")) in all.")
        case .default:
            guard entries > 0 else { return ("A quiet week.", "No entries this week.") }
            return (
                "Your week in food.",
                "\(Self.counted(entries, "entry", "entries")) over \(Self.counted(daysLogged, "day", "days"))."
            )
        }
    }

    /// `1 entry`, `3 entries`.
    static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    /// The text with its first letter upper-cased.
    static func capitalised(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
