import Days
import Words

/// The year in review: a share card for one calendar year (entries, days logged, the longest
/// streak, the top foods, the categories and the year's heatmap in miniature, under the
/// headline of the year), in the three ``CardFormat``s.
///
/// It takes plain data only; the numbers are all worked out from ``dayCounts``, so the
/// numbers and the heatmap always agree.
public struct YearCard: Sendable, Codable, Equatable {
    /// The calendar year.
    public var year: Int
    /// The headline of the year, e.g. "A year of coffee."; a blank one is replaced by a
    /// neutral line.
    public var headline: String
    /// Entries on each day of the year, 1 January first; missing days count 0, negative
    /// counts count 0, and so do days after ``today``.
    public var dayCounts: [Int]
    /// The year's most frequent foods, most first (the card shows three).
    public var topFoods: [ShareCard.TopFood]
    /// Entries per category, in the order to show them.
    public var categories: [ShareCard.Category]
    /// Today, when it falls inside the year: later days have not happened yet.
    public var today: LocalDay?
    /// The year against the same dates of the year before, a sentence with its baseline
    /// ("412 entries, 37 more than on the same dates of 2025."); empty when there is none.
    public var comparison: String

    /// A year card.
    public init(
        year: Int, headline: String, dayCounts: [Int], topFoods: [ShareCard.TopFood],
        categories: [ShareCard.Category], today: LocalDay? = nil, comparison: String = ""
    ) {
        self.year = year
        self.headline = headline
        self.dayCounts = dayCounts
        self.topFoods = topFoods
        self.categories = categories
        self.today = today
        self.comparison = comparison
    }

    /// 1 January of the year.
    var first: LocalDay { LocalDay(year: year, month: 1, day: 1) ?? LocalDay(dayNumber: 0) }

    /// The days of the year.
    var dayCount: Int { LocalDay.isLeapYear(year) ? 366 : 365 }

    /// The year's days so far (all of them for a past year).
    var elapsedDays: Int {
        guard let today, today.year == year else { return dayCount }
        return first.days(to: today) + 1
    }

    /// The counts of every day of the year, none negative; days after today count 0.
    var days: [Int] {
        (0..<dayCount).map { $0 < dayCounts.count && $0 < elapsedDays ? max(dayCounts[$0], 0) : 0 }
    }

    /// Entries in the year.
    public var entries: Int { days.reduce(0, +) }

    /// Days with at least one entry.
    public var daysLogged: Int { days.filter { $0 > 0 }.count }

    /// The longest run of consecutive days with entries inside the year.
    public var longestStreak: Int {
        var (longest, run) = (0, 0)
        for count in days {
            run = count > 0 ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// The foods shown: up to three with a name and a count.
    var shownTopFoods: [ShareCard.TopFood] {
        Array(topFoods.filter { $0.count > 0 && !TextFit.singleLine($0.name).isEmpty }.prefix(3))
    }

    /// The headline as shown: the given one, or a neutral line when it is blank.
    func shownHeadline(_ words: Catalog) -> String {
        let line = TextFit.singleLine(headline)
        if !line.isEmpty { return line }
        return words(entries == 0 ? .cardQuietYear : .cardYourYear)
    }

    /// The headline as shown, for titles elsewhere.
    public func shownTitleHeadline(_ words: Catalog) -> String { shownHeadline(words) }

    /// The year as the card's files are named, e.g. "2026".
    public var label: String { LocalDay.pad(year, 4) }

    /// The card's accessible name, e.g. "Year in review, 2026: A year of coffee."
    public func title(_ words: Catalog) -> String {
        words(.cardYearTitle, ["year": .text(label), "headline": .text(Wording.sentence(shownHeadline(words)))])
    }

    /// The sentence that describes the card, e.g. "2026: 1,204 entries on 287 of 328 days so
    /// far, longest streak 42 days; top foods coffee (210 times), toast (96 times) and
    /// rice (80 times)."
    public func sentence(_ words: Catalog) -> String {
        guard entries > 0 else { return words(.cardYearNone, ["year": .text(label)]) }
        let foods = shownTopFoods.map {
            words(
                .cardFoodCount,
                [
                    "food": .text(TextFit.singleLine($0.name)),
                    "counted": .text(words(.cardTimes, ["count": .count($0.count)])),
                ])
        }
        return words(
            .cardYearSentence,
            [
                "progress": .text(elapsedDays < dayCount ? "so-far" : "other"), "year": .text(label),
                "entries": .text(Counted.entries.counted(entries, words)), "logged": .count(daysLogged),
                "days": .count(elapsedDays), "streak": .text(words(.streakDays, ["count": .count(longestStreak)])),
                "foods": .text(
                    words(
                        .cardYearFoods,
                        [
                            "shape": .text(foods.isEmpty ? "none" : "other"), "count": .count(foods.count),
                            "foods": .list(foods),
                        ])),
            ])
    }

    /// What the card's SVG says it shows: its sentence, then the comparison.
    func description(_ words: Catalog) -> String {
        let comparison = TextFit.singleLine(comparison)
        return comparison.isEmpty ? sentence(words) : sentence(words) + " " + comparison
    }

    /// Entries, days logged and the longest streak.
    func keyNumbers(_ words: Catalog) -> [ShareCard.KeyNumber] {
        [
            .init(
                value: words.number(entries), label: words.capitals(.cardEntries, ["count": .count(entries)]),
                color: Palette.surface),
            .init(
                value: words.number(daysLogged), label: words.capitals(.cardDaysLogged, ["count": .count(daysLogged)]),
                color: Palette.surface),
            .init(
                value: words(.streakDays, ["count": .count(longestStreak)]), label: words.capitals(.cardLongestStreak),
                color: Palette.accent),
        ]
    }
}
