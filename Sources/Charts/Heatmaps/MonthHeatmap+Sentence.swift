import Days

extension MonthHeatmap {
    /// The plain-language sentence, e.g. "27 entries on 18 of 31 days in March 2026; the most
    /// in one day was 4, on 8 Mar 2026."
    ///
    /// In the current month only the days up to today count ("… of 8 days so far in March
    /// 2026"). With no entries the sentence is the empty message.
    public func sentence() -> String {
        let elapsed = elapsedDays
        let monthName = LocalDay.monthNames[max(min(month, 12), 1) - 1]
        let partial = elapsed.count < monthDays.count
        return HeatmapWording.sentence(
            days: elapsed, noun: noun, period: "\(partial ? "so far " : "")in \(monthName) \(year)",
            emptyMessage: emptyMessage)
    }
}
