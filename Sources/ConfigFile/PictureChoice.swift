import Insights

/// Which share cards a build draws as PNG pictures (the `[cards]` table of `foodstory.toml`).
/// Every week and year keeps its SVG card; its pictures are drawn for the cards a person is
/// likely to share, and any other is drawn on demand with `foodstory card`, the same bytes.
///
/// ```toml
/// [cards]
/// pictures = "recent"   # "recent" (the default), "all" or "none"
/// recent-weeks = 8      # with "recent": how many of the latest weeks
/// recent-years = 2      # and how many of the latest years
/// ```
public struct PictureChoice: Hashable, Sendable, Encodable {
    /// Which cards get their pictures.
    public enum Scope: String, Hashable, Sendable, Encodable, CaseIterable {
        /// The latest `recentWeeks` weeks that have a page (weeks with entries up to the as-of
        /// day), and the latest `recentYears` years.
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
    /// With `recent`, how many of the latest years (`recent-years = 2`).
    public var recentYears: Int

    /// The latest eight weeks and two years, unless told otherwise.
    public init(
        scope: Scope = .recent, recentWeeks: Int = PictureChoice.defaultRecentWeeks,
        recentYears: Int = PictureChoice.defaultRecentYears
    ) {
        self.scope = scope
        self.recentWeeks = recentWeeks
        self.recentYears = recentYears
    }

    /// How many of the latest weeks get pictures by default: two months of weekly recaps.
    public static let defaultRecentWeeks = 8
    /// How many of the latest years get pictures by default: this year so far and the last.
    public static let defaultRecentYears = 2

    /// The keys of the `[cards]` table of `foodstory.toml`.
    public static let keys = ["pictures", "recent-weeks", "recent-years"]

    /// The first of `weeks` (the weeks with a page, ascending) whose cards get pictures; nil
    /// when none does.
    package func firstWeek(of weeks: [ISOWeek]) -> ISOWeek? {
        first(of: weeks, recent: recentWeeks)
    }

    /// The first of `years` (the years with a page, ascending) whose cards get pictures; nil
    /// when none does.
    package func firstYear(of years: [Int]) -> Int? {
        first(of: years, recent: recentYears)
    }

    private func first<Period>(of periods: [Period], recent: Int) -> Period? {
        switch scope {
        case .all: periods.first
        case .none: nil
        case .recent: recent > 0 ? periods.suffix(recent).first : nil
        }
    }
}
