extension ConsistencyRing {
    /// The plain-language sentence, e.g. "Entries on 5 of 7 days: 71% consistency."
    ///
    /// With no days or no day logged the sentence is the empty message.
    public func sentence() -> String {
        guard !isEmpty else { return Wording.sentence(emptyMessage) }
        let days = totalDays == 1 ? "day" : "days"
        return
            "\(Wording.capitalizedFirst(noun.plural)) on \(Wording.number(logged)) of \(Wording.number(totalDays)) \(days): \(percentText) consistency."
    }
}
