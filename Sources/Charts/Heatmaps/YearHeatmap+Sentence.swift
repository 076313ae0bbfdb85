extension YearHeatmap {
    /// The plain-language sentence, e.g. "142 entries on 98 of 365 days; the most in one day
    /// was 6, on 8 Mar 2026."
    ///
    /// Days after today are not counted. When several days share the highest count, the
    /// earliest is named and the others counted. With no entries the sentence is the empty
    /// message.
    public func sentence() -> String {
        HeatmapWording.sentence(days: shownDays, noun: noun, period: nil, emptyMessage: emptyMessage)
    }
}
