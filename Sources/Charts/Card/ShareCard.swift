import Days
import Words

/// The weekly share card: a 1080 × 1350 SVG image that sums up one ISO week (wordmark, dates,
/// headline, key numbers, top food, categories and the seven days), made to be downloaded
/// and posted.
///
/// It takes plain data only; the headline and subheadline are written elsewhere (the weekly
/// summary's story rules). The entries, days logged and change from last week are all
/// worked out from ``dayCounts`` and ``lastWeekEntries``, so the numbers and the dots always
/// agree.
public struct ShareCard: Sendable, Codable, Equatable {
    /// The week's most frequent food.
    public struct TopFood: Sendable, Codable, Equatable {
        /// The food as people wrote it, e.g. "coffee"; shown with its first letter capitalised.
        public var name: String
        /// How many entries mention it.
        public var count: Int

        /// A top food with its count.
        public init(name: String, count: Int) {
            self.name = name
            self.count = count
        }
    }

    /// The entries of one meal category in the week.
    public struct Category: Sendable, Codable, Equatable {
        /// The category's plain name ("breakfast", …), or `nil` for entries without one. The
        /// colour comes from ``Palette/category(_:)``.
        public var name: String?
        /// Entries in the category; categories with none are left out.
        public var count: Int

        /// A category with its count.
        public init(name: String?, count: Int) {
            self.name = name
            self.count = count
        }

        /// The name as shown: first letter capitalised, "Uncategorized" for none.
        func label(_ words: Catalog) -> String {
            Wording.category(name, words)
        }
    }

    /// The card's width in SVG user units (and CSS pixels at natural size).
    public static let width = 1080.0
    /// The card's height.
    public static let height = 1350.0

    /// The week's Monday (another day is moved back to the Monday of its ISO week).
    public var weekStart: LocalDay
    /// The story headline, e.g. "A week of coffee."; a blank one is replaced by a neutral line.
    public var headline: String
    /// The line under the headline, e.g. "Coffee came up 5 times in 18 entries."
    public var subheadline: String
    /// Entries on each day, Monday first; missing days count 0, more than seven are ignored,
    /// negative counts count 0, and so do days after ``today``.
    public var dayCounts: [Int]
    /// Entries in the week before, for the change from last week.
    public var lastWeekEntries: Int
    /// The week's top food, or `nil` when there is none.
    public var topFood: TopFood?
    /// Entries per category, in the order to show them (normally most first).
    public var categories: [Category]
    /// Today, when it may fall inside the week: later days are drawn dashed as not yet
    /// happened, and today is ringed.
    public var today: LocalDay?
    /// Whether to celebrate a perfect week with confetti.
    public var perfectWeek: Bool

    /// A share card for the week starting on `weekStart`.
    public init(
        weekStart: LocalDay, headline: String, subheadline: String, dayCounts: [Int], lastWeekEntries: Int,
        topFood: TopFood?, categories: [Category], today: LocalDay? = nil, perfectWeek: Bool = false
    ) {
        self.weekStart = weekStart
        self.headline = headline
        self.subheadline = subheadline
        self.dayCounts = dayCounts
        self.lastWeekEntries = lastWeekEntries
        self.topFood = topFood
        self.categories = categories
        self.today = today
        self.perfectWeek = perfectWeek
    }

    /// The Monday the card shows.
    var monday: LocalDay { weekStart.startOfISOWeek }

    /// The ISO week as `YYYY-Www`, e.g. "2026-W10", as in the card's file name.
    public var weekLabel: String {
        "\(LocalDay.pad(monday.isoWeekYear, 4))-W\(LocalDay.pad(monday.isoWeekNumber, 2))"
    }

    /// The seven days' counts, Monday first, none negative; days after today count 0, as
    /// they have not happened yet.
    var week: [Int] {
        (0..<7).map { $0 < dayCounts.count && !isFuture($0) ? max(dayCounts[$0], 0) : 0 }
    }

    /// Entries in the week.
    public var entries: Int { week.reduce(0, +) }

    /// Days of the week with at least one entry.
    public var daysLogged: Int { week.filter { $0 > 0 }.count }

    /// Entries this week minus entries last week.
    public var change: Int { entries - max(lastWeekEntries, 0) }

    /// The change as a trend (its colour is the number's colour).
    var trend: Trend { Trend(current: entries, previous: lastWeekEntries) }

    /// Whether day `index` (0 is Monday) is after today.
    func isFuture(_ index: Int) -> Bool {
        guard let today else { return false }
        return monday.adding(days: index) > today
    }

    /// The week's days up to today.
    var elapsedDays: Int { (0..<7).filter { !isFuture($0) }.count }

    /// The top food when it has a name and a count.
    var shownTopFood: TopFood? {
        guard let topFood, topFood.count > 0, !TextFit.singleLine(topFood.name).isEmpty else { return nil }
        return topFood
    }

    /// The categories with entries, in the given order.
    var shownCategories: [Category] { categories.filter { $0.count > 0 } }

    /// The headline as shown: the given one, or a neutral line when it is blank.
    func shownHeadline(_ words: Catalog) -> String {
        let line = TextFit.singleLine(headline)
        if !line.isEmpty { return line }
        return words(entries == 0 ? .cardQuietWeek : .cardYourWeek)
    }
}
