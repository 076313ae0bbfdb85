import Days

/// How many entries (or occurrences) one day had, with an optional link to that day's page.
public struct DayCount: Sendable, Encodable, Hashable {
    /// The day.
    public var date: LocalDay
    /// The count for the day; negative values are treated as 0.
    public var count: Int
    /// A relative URL for the day's mark (e.g. `day/2026-03-08.html`), or `nil` for no link.
    public var link: String?

    /// A day's count, optionally linked.
    public init(date: LocalDay, count: Int, link: String? = nil) {
        self.date = date
        self.count = count
        self.link = link
    }
}

extension Array where Element == DayCount {
    /// The days keyed by date; when a date appears more than once its counts are added and the
    /// first link is kept.
    func byDate() -> [LocalDay: DayCount] {
        var result: [LocalDay: DayCount] = [:]
        for item in self {
            var merged = result[item.date] ?? DayCount(date: item.date, count: 0, link: nil)
            merged.count += Swift.max(item.count, 0)
            if merged.link == nil { merged.link = item.link }
            result[item.date] = merged
        }
        return result
    }
}
