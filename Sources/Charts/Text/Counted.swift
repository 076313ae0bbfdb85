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
    /// The times a food was eaten that a goal limits (at most so many a week): a day with any
    /// is drawn in one neutral shade, named "eaten", so that what the goal cuts down on does
    /// not look like an achievement.
    case limited

    /// The `subject` argument of the catalog's messages.
    public var subject: Argument { .text(self == .limited ? Self.eaten.rawValue : rawValue) }

    /// Whether a day is only yes or no (a goal's day, kept or not; a limited food eaten or
    /// not): its key has two shades, and its table no total beside the days, which would be
    /// their count again.
    public var isYesOrNo: Bool { self == .kept || self == .limited }

    /// The shades its key shows, lightest first.
    public var levels: [HeatLevel] { isYesOrNo ? [.none, .high] : HeatLevel.allCases }

    /// `count` with its word, for a tooltip or a cell: "3 entries", "eaten once"; a goal's day
    /// kept or not kept.
    public func counted(_ count: Int, _ words: Catalog) -> String {
        if self == .kept { return words(.goalDay, ["kept": .text(count > 0 ? "yes" : "no")]) }
        return words(.count, ["subject": subject, "count": .count(count)])
    }

    /// The heading of a column of counts: "Entries", "Times eaten".
    public func column(_ words: Catalog) -> String {
        words(.columnCount, ["subject": subject])
    }

    /// The name of the darker of a yes-or-no key's two shades: "kept", "eaten".
    public func yes(_ words: Catalog) -> String {
        words(.goalDay, ["kept": .text(self == .kept ? "yes" : "eaten")])
    }

    /// The heading of a column of days with some: "Days with entries", "Days eaten", a goal's
    /// "Days counted".
    public func daysColumn(_ words: Catalog) -> String {
        self == .kept ? words(.goalHeading, ["part": "days-column"]) : words(.columnDaysWith, ["subject": subject])
    }
}
