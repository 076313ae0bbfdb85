extension WeekDots {
    /// The plain-language sentence, e.g. "Entries on 5 of 7 days; none on Saturday and
    /// Sunday." or "Entries on all 7 days: a perfect week."
    ///
    /// Days after today are left out ("Entries on 3 of 4 days so far; none on Tuesday.").
    /// With no entries the sentence is the empty message.
    public func sentence() -> String {
        let days = elapsed
        guard !isEmpty else { return Wording.sentence(emptyMessage) }
        let logged = days.filter { $0.count > 0 }.count
        let subject = Wording.capitalizedFirst(noun.plural)
        if logged == 7 { return "\(subject) on all 7 days: a perfect week." }
        let soFar = days.count < 7 ? " so far" : ""
        let total = days.count == 1 ? "1 day" : "\(days.count) days"
        var text = "\(subject) on \(logged) of \(total)\(soFar)"
        let missed = days.filter { $0.count == 0 }.map(\.date.weekdayName)
        if !missed.isEmpty {
            text += "; none on \(missed.count <= 3 ? Wording.list(missed) : "\(missed.count) days")"
        }
        return text + "."
    }
}
