extension ComparisonChart {
    /// The plain-language sentence, e.g. "42 entries this week, up 25% from 34 last week."
    ///
    /// Other forms: "down 10% from 50 last week", "the same as last week", "up from none
    /// last week". With both totals 0 the sentence is the empty message.
    public func sentence() -> String {
        guard !isEmpty else { return Wording.sentence(emptyMessage) }
        let now = "\(noun.counted(currentTotal)) \(Wording.lowercasedFirst(currentName))"
        let before = Wording.lowercasedFirst(previousName)
        switch trend {
        case .up(let percent):
            return
                "\(now), up \(percent == 0 ? "less than 1" : Wording.number(percent))% from \(Wording.number(previousTotal)) \(before)."
        case .down(let percent):
            return
                "\(now), down \(percent == 0 ? "less than 1" : Wording.number(percent))% from \(Wording.number(previousTotal)) \(before)."
        case .same:
            return "\(now), the same as \(before)."
        case .upFromNothing:
            return "\(now), up from none \(before)."
        }
    }
}
