extension DailyLineChart {
    /// The plain-language sentence, e.g. "42 entries over 30 days, 1.4 a day on average; the
    /// most in one day was 5, on 8 Mar 2026."
    ///
    /// The period runs from the first to the last day given; how often is said as a person
    /// would (`Wording.rate`: "about once every 6 weeks" where the average rounds to less than
    /// one a day, nothing for a single one). When several days share the highest count, the
    /// earliest is named and the others counted ("… and 2 other days").
    public func sentence() -> String {
        let days = series
        guard let first = days.first, let last = days.last, isEmpty == false else {
            return Wording.sentence(emptyMessage)
        }
        let span = first.date.days(to: last.date) + 1
        let total = days.reduce(0) { $0 + $1.count }
        let top = days.map(\.count).max() ?? 0
        let busiest = days.filter { $0.count == top }
        var text = "\(noun.counted(total)) over \(Wording.number(span)) \(span == 1 ? "day" : "days")"
        if let rate = Wording.rate(total, overDays: span) { text += ", \(rate)" }
        text += "; the most in one day was \(Wording.number(top)), on \(busiest[0].date.shortText)"
        if busiest.count > 1 {
            let others = busiest.count - 1
            text += " and \(Wording.number(others)) other \(others == 1 ? "day" : "days")"
        }
        return text + "."
    }
}
