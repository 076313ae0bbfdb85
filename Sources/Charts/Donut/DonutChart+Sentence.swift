extension DonutChart {
    /// The plain-language sentence, e.g. "Breakfast was the largest category: 40% of 120
    /// entries."
    ///
    /// Tied segments are named together ("Breakfast and Lunch were the largest categories:
    /// 30% each of 120 entries."). With a total of 0 the sentence is the empty message.
    public func sentence() -> String {
        let total = total
        guard total > 0 else { return Wording.sentence(emptyMessage) }
        let top = segments.map { max($0.value, 0) }.max() ?? 0
        let leaders = segments.filter { $0.value == top }.map { TextFit.singleLine($0.label) }
        let share = "\(Wording.percentText(top, of: total))"
        let whole = valueNoun.counted(total)
        if leaders.count == 1 {
            return "\(leaders[0]) was the largest \(itemNoun.singular): \(share) of \(whole)."
        }
        let names = Wording.tiedNames(leaders, noun: itemNoun)
        return "\(names) were the largest \(itemNoun.plural): \(share) each of \(whole)."
    }
}
