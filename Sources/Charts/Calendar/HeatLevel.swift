import Words

/// The shade of a heatmap cell: 0, 1, 2, or 3 and more entries.
public enum HeatLevel: Int, Sendable, CaseIterable {
    /// No entries.
    case none
    /// One entry.
    case low
    /// Two entries.
    case medium
    /// Three or more entries.
    case high

    /// The level for a day with `count` entries.
    public init(count: Int) {
        switch count {
        case ...0: self = .none
        case 1: self = .low
        case 2: self = .medium
        default: self = .high
        }
    }

    /// The opacity of the accent colour for this level: 0, 0.22, 0.50, 0.80.
    public var opacity: Double { Palette.heatmapOpacities[rawValue] }

    /// The legend's tooltip for this level, e.g. "3 or more entries"; a goal's "kept", a
    /// limited food's "eaten".
    public func legendText(counted: Counted, words: Catalog) -> String {
        guard self == .high else { return counted.counted(rawValue, words) }
        return counted.isYesOrNo
            ? counted.yes(words) : words(.countOrMore, ["subject": counted.subject, "count": .count(rawValue)])
    }
}
