extension HourChart {
    /// The plain-language sentence, e.g. "Most entries were logged at 13:00 (9 entries)."
    ///
    /// Tied hours are named together ("… at 08:00 and 13:00 (9 entries each)."); more than
    /// three are counted. With every hour at 0 the sentence is the empty message.
    public func sentence() -> String {
        let values = hourly
        guard let top = values.max(), top > 0 else { return Wording.sentence(emptyMessage) }
        let hours = values.indices.filter { values[$0] == top }.map(Self.clock)
        let names = Wording.tiedNames(hours, noun: Noun("hour", plural: "hours"))
        let each = hours.count > 1 ? " each" : ""
        return "Most \(noun.plural) were logged at \(names) (\(noun.counted(top))\(each))."
    }
}
