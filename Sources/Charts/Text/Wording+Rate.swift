import Words

extension Wording {
    /// How often `total` things happened over `days` days, as a person would say it: "2.3 a
    /// day on average" when at least about once a day; otherwise "about once a day", "about
    /// once every 5 days", "about once a week", "about once every 6 weeks", "about once every
    /// 4 months", "about once every 2 years". Never a rate that rounds to nothing ("0 a day");
    /// nil when there is no rate to give (nothing happened, a single day, or only once).
    public static func rate(_ total: Int, overDays days: Int, _ words: Catalog) -> String? {
        guard total > 1, days > 1 else { return nil }
        let perDay = Double(total) / Double(days)
        if perDay >= 0.95 { return words(.ratePerDay, ["rate": .decimal(perDay, places: 1)]) }
        let interval = Double(days) / Double(total)
        if interval < 1.5 { return words(.rateDaily) }
        if interval < 10.5 {
            let count = Int(interval.rounded())
            return count == 7 ? words(.rateWeekly) : words(.rateEveryDays, ["count": .count(count)])
        }
        if interval < 59.5 { return words(.rateEveryWeeks, ["count": .count(Int((interval / 7).rounded()))]) }
        if interval < 547.5 {
            return words(.rateEveryMonths, ["count": .count(Int((interval / 30.4375).rounded()))])
        }
        return words(.rateEveryYears, ["count": .count(Int((interval / 365.25).rounded()))])
    }
}
