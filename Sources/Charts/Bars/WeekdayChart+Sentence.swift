import Days

extension WeekdayChart {
    /// The plain-language sentence, e.g. "Most entries were logged on Tuesday (5 entries)."
    ///
    /// Tied days are named together ("… on Monday and Friday (3 entries each)."); when all
    /// seven days have the same count it says so. With every day at 0 the sentence is the
    /// empty message.
    public func sentence() -> String {
        let values = daily
        guard let top = values.max(), top > 0 else { return Wording.sentence(emptyMessage) }
        if values.allSatisfy({ $0 == top }) {
            return
                "\(Wording.capitalizedFirst(noun.plural)) were spread evenly: \(noun.counted(top)) every day of the week."
        }
        let days = values.indices.filter { values[$0] == top }.map { LocalDay.weekdayNames[$0] }
        let names = Wording.tiedNames(days, noun: Noun("day", plural: "days"))
        let each = days.count > 1 ? " each" : ""
        return "Most \(noun.plural) were logged on \(names) (\(noun.counted(top))\(each))."
    }
}
