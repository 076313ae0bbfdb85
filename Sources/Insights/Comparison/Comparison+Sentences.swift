import Days
import Diary
import Foundation
import Words

/// Every sentence and label the comparisons write, in the catalog's words (its `then-*`
/// messages): each right for none, one, many and a tie, each baseline stated.
public struct ComparisonWords: Sendable {
    /// The catalog the sentences are written from.
    public let words: Catalog

    public init(_ words: Catalog) {
        self.words = words
    }

    /// What a comparison counts: each is a message with a case for none.
    public enum Noun: Sendable {
        case entries, daysLogged, foods, eaten

        var key: MessageKey {
            switch self {
            case .entries: .thenEntries
            case .daysLogged: .thenDaysLogged
            case .foods: .thenFoods
            case .eaten: .thenEaten
            }
        }
    }

    /// `1 entry`, `3 entries`, `no entries`.
    public func counted(_ value: Int, _ noun: Noun) -> String {
        words.count(noun.key, value)
    }

    // MARK: - Naming the days

    /// How a baseline's days are named, and the arguments that name them.
    private func naming(_ range: DayRange, sameDates: Bool = false) -> [String: Argument] {
        let (start, end) = (range.start, range.end)
        if start.day == 1, start.month == 1, end.day == 31, end.month == 12, start.year == end.year {
            return ["kind": "year", "year": .text(words.year(start.year))]
        }
        if start.day == 1, start.year == end.year, start.month == end.month,
            end.day == LocalDay.daysInMonth(year: end.year, month: end.month)
        {
            return ["kind": "month", "month": .text(words.month(year: start.year, month: start.month))]
        }
        return [
            "kind": .text(sameDates ? "same-dates" : "days"), "year": .text(words.year(start.year)),
            "span": .text(words.span(start, end)),
        ]
    }

    /// The days of `range` as a phrase that follows a count: "in October 2026" (a whole
    /// month), "in 2025" (a whole year), "on 8 March 2026" (a day), "on 1–10 October 2026".
    public func on(_ range: DayRange) -> String {
        words(.thenBaseline, naming(range))
    }

    /// The arguments that name a comparison's baseline.
    private func baselineNaming(_ comparison: Comparison) -> [String: Argument] {
        let range = comparison.baseline.range
        switch comparison.baselineKind {
        case .monthBefore, .sameMonthLastYear:
            let whole = range.end.day == LocalDay.daysInMonth(year: range.end.year, month: range.end.month)
            return whole
                ? ["kind": "month", "month": .text(words.month(year: range.start.year, month: range.start.month))]
                : ["kind": "days", "span": .text(words.span(range.start, range.end))]
        case .sameDatesLastYear:
            return naming(range, sameDates: true)
        case .periodBefore:
            return ["kind": "days-before", "count": .count(range.days)]
        case .chosen:
            return naming(range)
        }
    }

    /// What the comparison's baseline is, as a phrase after a count: "on 1–10 October 2026",
    /// "in October 2026" (the whole month), "on the same dates of 2025", "in the 7 days before".
    public func baseline(_ comparison: Comparison) -> String {
        words(.thenBaseline, baselineNaming(comparison))
    }

    /// A month's baseline named briefly, after the month's introduction has stated its days:
    /// "in February" (the month before), "a year before" (the same month last year); any
    /// other as `baseline` names it.
    public func briefly(_ comparison: Comparison) -> String {
        switch comparison.baselineKind {
        case .monthBefore:
            words(
                .thenBaseline,
                ["kind": "month-before", "month": .text(words.monthName(comparison.baseline.range.start.month))])
        case .sameMonthLastYear: words(.thenBaseline, ["kind": "year-before"])
        default: baseline(comparison)
        }
    }

    /// A column heading for the baseline: "1–10 October 2026", "October 2026", "2025",
    /// "The 7 days before".
    public func baselineHeading(_ comparison: Comparison) -> String {
        words(.thenBaselineHeading, baselineNaming(comparison))
    }

    // MARK: - Counts against a baseline

    /// How `current` stands against `baseline`, as the messages' `change` case.
    private static func change(_ current: Double, _ baseline: Double) -> String {
        switch (current, baseline) {
        case (0, 0): "neither"
        case (0, _): "none-now"
        case (_, 0): "none-then"
        case _ where current == baseline: "same"
        case _ where current > baseline: "more"
        default: "fewer"
        }
    }

    /// A count against its baseline:
    /// "32 entries, 3 more than on 1–10 October 2026.", "1 entry, 1 fewer than in 2025.",
    /// "4 entries, as many as in the 7 days before.", "No entries, against 5 in October 2026.",
    /// "4 entries, against none in October 2026.", "No entries, and none in October 2026 either."
    /// `when` follows the count ("so far in 2026") when given.
    public func change(_ current: Int, against baseline: Int, _ noun: Noun, when: String? = nil, then: String)
        -> String
    {
        let counted = counted(current, noun)
        let now = when.map { words(.thenCounted, ["counted": .text(counted), "when": .text($0)]) } ?? counted
        return words(
            .thenChange,
            [
                "change": .text(Self.change(Double(current), Double(baseline))), "now": .text(now),
                "before": .count(baseline), "difference": .count(abs(current - baseline)), "then": .text(then),
            ])
    }

    /// The entries, days logged and different foods of a comparison, a sentence each, its
    /// baseline named in full, or `briefly` when something above has named it.
    public func figures(_ comparison: Comparison, briefly: Bool = false) -> [String] {
        let then = briefly ? self.briefly(comparison) : baseline(comparison)
        let (now, before) = (comparison.current, comparison.baseline)
        return [
            change(now.entries, against: before.entries, .entries, then: then),
            change(now.daysLogged, against: before.daysLogged, .daysLogged, then: then),
            change(now.foods, against: before.foods, .foods, then: then),
        ]
    }

    /// The foods first eaten in a period, by name, five at most:
    /// "3 foods first eaten this month: kheer, poha and rasam.",
    /// "1 food first eaten this month: kheer.", "No food first eaten this month.",
    /// "12 foods first eaten this month, among them kheer, poha, rasam, sambar and upma."
    /// `when` names the period: "this month", "in March 2026".
    public func newFoods(_ foods: [FoodCount], when: String) -> String {
        words(
            .thenNewFoods,
            [
                "shape": foods.count > 5 ? "some" : "all", "count": .count(foods.count), "when": .text(when),
                "foods": .list(foods.prefix(5).map(\.food)),
            ])
    }

    /// When a count of a year was counted: "in 2025", "so far in 2026".
    private func yearWhen(_ year: Int, isComplete: Bool) -> String {
        words(.thenWhen, ["kind": .text(isComplete ? "year" : "year-so-far"), "year": .text(words.year(year))])
    }

    /// The year's headline: "412 entries so far in 2026, 37 more than on the same dates of
    /// 2025.", "1,204 entries in 2025, as many as in 2024."
    public func yearHeadline(_ year: YearComparison) -> String {
        change(
            year.comparison.current.entries, against: year.comparison.baseline.entries, .entries,
            when: yearWhen(year.year, isComplete: year.isComplete), then: baseline(year.comparison))
    }

    /// The year's entries against the same dates of the year before, for a card that names
    /// the year: "412 entries, 37 more than on the same dates of 2025.", "1,204 entries, as
    /// many as in 2024."
    public func yearCardLine(_ year: YearComparison) -> String {
        change(
            year.comparison.current.entries, against: year.comparison.baseline.entries, .entries,
            then: baseline(year.comparison))
    }

    /// The year's chart of months, its title: "2026 and 2025, month by month".
    public func yearChartTitle(_ year: YearComparison) -> String {
        words(.thenYearChart, ["year": .text(words.year(year.year)), "before": .text(words.year(year.year - 1))])
    }

    /// The names of the two sides of a year's chart of months, as its legend and table give
    /// them and its sentence reads them (short, for a phone's legend): ("In 2026 so far",
    /// "A year before"), ("In 2025", "In 2024").
    public func yearChartNames(_ year: YearComparison) -> (current: String, baseline: String) {
        let side = { (side: String, year: Int) in
            words(.thenYearSide, ["side": .text(side), "year": .text(words.year(year))])
        }
        return year.isComplete
            ? (side("year", year.year), side("year", year.year - 1))
            : (side("so-far", year.year), side("before-so-far", year.year - 1))
    }

    /// What the year's chart shows when neither year has an entry.
    public var yearChartEmpty: String { words(.thenYearEmpty) }

    /// A food this year against the same dates of the year before; nil without them:
    /// "Eaten 12 times so far in 2026, 3 more than on the same dates of 2025.",
    /// "Not eaten so far in 2026, against 4 on the same dates of 2025."
    public func foodYear(_ food: FoodYearComparison) -> String? {
        guard let lastYear = food.lastYear, let before = food.lastYearCount else { return nil }
        let whole = food.thisYear.end.month == 12 && food.thisYear.end.day == 31
        return change(
            food.thisYearCount, against: before, .eaten,
            when: yearWhen(food.thisYear.start.year, isComplete: whole),
            then: words(.thenBaseline, naming(lastYear, sameDates: true)))
    }

    /// This week so far against the same days of the eight weeks before; nil without them:
    /// "12 entries so far this week; the same days of the eight weeks before averaged 9.5.",
    /// "9 entries this week; the eight weeks before averaged 9 too.", "No entries so far this
    /// week; the same days of the eight weeks before averaged 4.5.", "4 entries so far this
    /// week; none on the same days of the eight weeks before."
    public func weekAverage(_ week: WeekAverage) -> String? {
        guard let average = week.average else { return nil }
        let whole = week.range.days == 7
        let now = words(
            .thenCounted,
            [
                "counted": .text(counted(week.entries, .entries)),
                "when": .text(words(.thenWhen, ["kind": .text(whole ? "week" : "week-so-far")])),
            ])
        // The average as shown (one decimal): "the same" only when the numbers said are.
        let shown = (average * 10).rounded(.toNearestOrAwayFromZero) / 10
        return words(
            .thenWeekAverage,
            [
                "change": .text(Self.change(Double(week.entries), shown)), "week": .text(whole ? "whole" : "so-far"),
                "now": .text(now), "average": .decimal(shown, places: 1),
            ])
    }

    // MARK: - A month's comparison

    /// The name of the month's own column: "1–20 November 2026", "November 2026".
    public func monthHeading(_ month: MonthComparison) -> String {
        guard !month.isComplete, let range = (month.monthBefore ?? month.lastYear)?.current.range else {
            return words.month(year: month.year, month: month.month)
        }
        return words.span(range.start, range.end)
    }

    /// A month's comparison, introduced, each baseline stated once: "1–10 March 2026, the month
    /// so far, against 1–10 February 2026 and 1–10 March 2025." / "March 2026, against February
    /// 2026."
    public func monthIntroduction(_ month: MonthComparison) -> String? {
        guard let current = (month.monthBefore ?? month.lastYear)?.current.range else { return nil }
        let baselines = [month.monthBefore, month.lastYear].compactMap { $0 }.map(baselineHeading)
        return words(
            .thenMonthIntroduction,
            [
                "kind": .text(month.isComplete ? "whole" : "so-far"),
                "month": .text(words.month(year: month.year, month: month.month)),
                "span": .text(words.span(current.start, current.end)), "baselines": .list(baselines),
            ])
    }

    /// When the month's new foods were first eaten: "this month" (while it is under way),
    /// "in November 2026".
    public func monthWhen(_ month: MonthComparison) -> String {
        words(
            .thenWhen,
            [
                "kind": .text(month.isComplete ? "month" : "month-so-far"),
                "month": .text(words.month(year: month.year, month: month.month)),
            ])
    }
}
