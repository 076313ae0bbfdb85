import Words

/// What a chart's numbers count: entries logged, or the times a food was eaten. It chooses the
/// words: foods are eaten, entries are logged (the catalog's `subject` cases).
public enum Counted: String, Sendable, Encodable, Hashable {
    /// Entries logged.
    case entries
    /// The times a food was eaten.
    case eaten
    /// Days a goal was kept: any count is a kept day, drawn at the darkest shade.
    case kept

    /// The `subject` argument of the catalog's messages.
    public var subject: Argument { .text(rawValue) }

    /// `count` with its word, for a tooltip or a cell: "3 entries", "eaten once".
    public func counted(_ count: Int, _ words: Catalog) -> String {
        if self == .kept { return words(.goalDay, ["kept": .text(count > 0 ? "yes" : "no")]) }
        return words(.count, ["subject": subject, "count": .count(count)])
    }

    /// The heading of a column of counts: "Entries", "Times eaten".
    public func column(_ words: Catalog) -> String {
        words(.columnCount, ["subject": subject])
    }

    /// The heading of a column of days with some: "Days with entries", "Days eaten".
    public func daysColumn(_ words: Catalog) -> String {
        self == .kept ? words(.goalHeading, ["part": "days"]) : words(.columnDaysWith, ["subject": subject])
    }
}
