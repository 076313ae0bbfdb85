extension Wording {
    /// How often `total` things happened over `days` days, as a person would say it: "2.3 a
    /// day on average" when at least about once a day; otherwise "about once a day", "about
    /// once every 5 days", "about once a week", "about once every 6 weeks", "about once every
    /// 4 months", "about once every 2 years". Never a rate that rounds to nothing ("0 a day");
    /// nil when there is no rate to give (nothing happened, a single day, or only once).
    public static func rate(_ total: Int, overDays days: Int) -> String? {
        guard total > 1, days > 1 else { return nil }
        let perDay = Double(total) / Double(days)
        if perDay >= 0.95 { return "\(decimal(perDay)) a day on average" }
        let interval = Double(days) / Double(total)
        if interval < 1.5 { return "about once a day" }
        if interval < 10.5 {
            let count = Int(interval.rounded())
            return count == 7 ? "about once a week" : "about once every \(count) days"
        }
        if interval < 59.5 { return "about once every \(Int((interval / 7).rounded())) weeks" }
        if interval < 547.5 { return "about once every \(Int((interval / 30.4375).rounded())) months" }
        return "about once every \(Int((interval / 365.25).rounded())) years"
    }
}
