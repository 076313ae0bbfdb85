extension HorizontalBarChart {
    /// The plain-language sentence for the chart, e.g.
    /// "Coffee was the top food, 12 times; 10 foods shown."
    ///
    /// Ties for the top are named together ("Coffee and Tea were the top foods, 12 times
    /// each; …"); more than three tied are counted instead. With no positive value the
    /// sentence is the empty message.
    public func sentence() -> String {
        let values = bars.map { max($0.value, 0) }
        guard let top = values.max(), top > 0 else { return Wording.sentence(emptyMessage) }
        let leaders = bars.filter { $0.value == top }.map { TextFit.singleLine($0.label) }
        let shown = itemNoun.counted(bars.count) + " shown."
        if leaders.count == 1 {
            return "\(leaders[0]) was the top \(itemNoun.singular), \(valueNoun.counted(top)); \(shown)"
        }
        let names = Wording.tiedNames(leaders, noun: itemNoun)
        return "\(names) were the top \(itemNoun.plural), \(valueNoun.counted(top)) each; \(shown)"
    }
}
