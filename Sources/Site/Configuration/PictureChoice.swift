import Insights

/// Which share cards a build draws as PNG pictures (the `[cards]` table of `foodstory.toml`).
/// Every week and year keeps its SVG card; its pictures are drawn for the cards a person is
/// likely to share, and any other is drawn on demand with `foodstory card`, the same bytes.
///
/// ```toml
/// [cards]
/// pictures = "recent"   # "recent" (the default), "all" or "none"
/// recent-weeks = 8      # with "recent": how many of the latest weeks
/// ```
public struct PictureChoice: Hashable, Sendable, Encodable {
    /// Which cards get their pictures.
    public enum Scope: String, Hashable, Sendable, Encodable, CaseIterable {
        /// The latest `recentWeeks` weeks that have a page (weeks with entries up to the as-of
        /// day), and every year.
        case recent
        /// Every week and every year.
        case all
        /// No card: every picture is drawn on demand.
        case none
    }

    /// Which cards get their pictures (`pictures = "recent"`).
    public var scope: Scope
    /// With `recent`, how many of the latest weeks (`recent-weeks = 8`).
    public var recentWeeks: Int

    /// The latest eight weeks, and every year, unless told otherwise.
    public init(scope: Scope = .recent, recentWeeks: Int = PictureChoice.defaultRecentWeeks) {
        self.scope = scope
        self.recentWeeks = recentWeeks
    }

    /// How many of the latest weeks get pictures by default: two months of weeks, this week's
    /// recap and the ones a person catches up on.
    public static let defaultRecentWeeks = 8

    /// The keys of the `[cards]` table of `foodstory.toml`.
    public static let keys = ["pictures", "recent-weeks"]

    /// The first of `weeks` (the weeks with a page, ascending) whose cards get pictures; nil
    /// when none does.
    func firstWeek(of weeks: [ISOWeek]) -> ISOWeek? {
        switch scope {
        case .all: weeks.first
        case .none: nil
        case .recent: recentWeeks > 0 ? weeks.suffix(recentWeeks).first : nil
        }
    }

    /// Whether the years' cards get pictures.
    var drawsYears: Bool { scope != .none }
}
