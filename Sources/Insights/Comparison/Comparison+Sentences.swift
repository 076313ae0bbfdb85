import Days
import Diary
import Foundation

/// Every sentence and label the comparisons write, in one place, so that they can move into
/// the catalog of messages as they are. Each is right for none, one, many and a tie, starts
/// with a capital and ends with a full stop; numbers go through Foundation's formatter with a
/// fixed English locale, and dates are written "1–10 October 2026", the same on every machine.
public enum ComparisonSentences {
    /// What a count counts: "1 entry", "3 entries", "No entries".
    public struct Noun: Sendable {
        /// The singular, after 1: "entry".
        public var one: String
        /// The plural: "entries".
        public var many: String
        /// The whole phrase for none: "No entries".
        public var none: String
    }

    /// Entries.
    public static let entries = Noun(one: "entry", many: "entries", none: "No entries")
    /// Days with an entry.
    public static let daysLogged = Noun(one: "day logged", many: "days logged", none: "No days logged")
    /// Different foods.
    public static let foods = Noun(one: "food", many: "different foods", none: "No foods")
    /// Times a food was eaten.
    public static let times = Noun(one: "time", many: "times", none: "Not eaten")

    private static let english = Locale(identifier: "en_US")

    /// `1,234`.
    public static func number(_ value: Int) -> String {
        value.formatted(.number.locale(english))
    }

    /// `9.5`, `9` (one decimal at most, halves away from zero).
    public static func decimal(_ value: Double) -> String {
        value.formatted(
            .number.precision(.fractionLength(0...1)).rounded(rule: .toNearestOrAwayFromZero).locale(english))
    }

    /// `1 entry`, `3 entries`, `No entries`.
    public static func counted(_ value: Int, _ noun: Noun) -> String {
        value == 0 ? noun.none : "\(number(value)) \(value == 1 ? noun.one : noun.many)"
    }

    // MARK: - Naming the days

    /// The days of `range` as a phrase that follows a count: "in October 2026" (a whole
    /// month), "in 2025" (a whole year), "on 8 March 2026" (a day), "on 1–10 October 2026".
    public static func on(_ range: DayRange) -> String {
        let (start, end) = (range.start, range.end)
        if start.day == 1, start.month == 1, end.day == 31, end.month == 12, start.year == end.year {
            return "in \(start.year)"
        }
        if start.day == 1, start.year == end.year, start.month == end.month,
            end.day == LocalDay.daysInMonth(year: end.year, month: end.month)
        {
            return "in \(start.monthName) \(start.year)"
        }
        return "on \(span(range))"
    }

    /// `8 March 2026`, `1–10 October 2026`, `28 February – 6 March 2026`,
    /// `29 December 2025 – 4 January 2026`.
    public static func span(_ range: DayRange) -> String {
        let (first, last) = (range.start, range.end)
        if first == last { return last.longText }
        if first.year != last.year { return "\(first.longText) – \(last.longText)" }
        if first.month != last.month { return "\(first.day) \(first.monthName) – \(last.longText)" }
        return "\(first.day)–\(last.longText)"
    }

    /// What the comparison's baseline is, as a phrase after a count: "on the same days of
    /// October 2026" (1–10 October), "in October 2026" (the whole month), "on the same dates
    /// of 2025", "in the 7 days before".
    public static func baseline(_ comparison: Comparison) -> String {
        let range = comparison.baseline.range
        switch comparison.baselineKind {
        case .monthBefore, .sameMonthLastYear:
            let whole = range.end.day == LocalDay.daysInMonth(year: range.end.year, month: range.end.month)
            return whole ? "in \(range.start.monthName) \(range.start.year)" : "on \(span(range))"
        case .sameDatesLastYear:
            return on(range).hasPrefix("in ") ? on(range) : "on the same dates of \(range.start.year)"
        case .periodBefore:
            return "in the \(range.days == 1 ? "day" : "\(number(range.days)) days") before"
        case .chosen:
            return on(range)
        }
    }

    /// A column heading for the baseline: "1–10 October 2026", "October 2026", "2025",
    /// "The 7 days before".
    public static func baselineHeading(_ comparison: Comparison) -> String {
        let phrase = baseline(comparison)
        if comparison.baselineKind == .periodBefore { return Self.capitalized(String(phrase.dropFirst(3))) }
        if comparison.baselineKind == .sameDatesLastYear, phrase.hasPrefix("on the same dates") {
            return span(comparison.baseline.range)
        }
        return String(phrase.drop { $0 != " " }.dropFirst())
    }

    // MARK: - Counts against a baseline

    /// A count against its baseline:
    /// "32 entries, 3 more than on 1–10 October 2026.", "1 entry, 1 fewer than in 2025.",
    /// "4 entries, as many as in the 7 days before.", "No entries, against 5 in October 2026.",
    /// "4 entries, against none in October 2026.", "No entries, and none in October 2026 either."
    /// `when` follows the count ("so far in 2026") when given.
    public static func change(_ current: Int, against baseline: Int, _ noun: Noun, when: String = "", then: String)
        -> String
    {
        let now = counted(current, noun) + (when.isEmpty ? "" : " \(when)")
        switch (current, baseline) {
        case (0, 0): return "\(now), and none \(then) either."
        case (0, _): return "\(now), against \(number(baseline)) \(then)."
        case (_, 0): return "\(now), against none \(then)."
        case _ where current == baseline: return "\(now), as many as \(then)."
        case _ where current > baseline: return "\(now), \(number(current - baseline)) more than \(then)."
        default: return "\(now), \(number(baseline - current)) fewer than \(then)."
        }
    }

    /// The entries, days logged and different foods of a comparison, a sentence each.
    public static func figures(_ comparison: Comparison) -> [String] {
        let then = baseline(comparison)
        let (now, before) = (comparison.current, comparison.baseline)
        return [
            change(now.entries, against: before.entries, entries, then: then),
            change(now.daysLogged, against: before.daysLogged, daysLogged, then: then),
            change(now.foods, against: before.foods, foods, then: then),
        ]
    }

    /// The foods first eaten in a period, by name, five at most:
    /// "3 foods first eaten this month: kheer, poha and rasam.",
    /// "1 food first eaten this month: kheer.", "No food first eaten this month.",
    /// "12 foods first eaten this month, among them kheer, poha, rasam, sambar and upma."
    /// `when` names the period: "this month", "in March 2026".
    public static func newFoods(_ foods: [FoodCount], when: String) -> String {
        let names = foods.prefix(5).map(\.food)
        switch foods.count {
        case 0: return "No food first eaten \(when)."
        case 1: return "1 food first eaten \(when): \(names[0])."
        case ...5: return "\(number(foods.count)) foods first eaten \(when): \(list(names))."
        default: return "\(number(foods.count)) foods first eaten \(when), among them \(list(names))."
        }
    }

    /// The year's headline: "412 entries so far in 2026, 37 more than on the same dates of
    /// 2025.", "1,204 entries in 2025, as many as in 2024."
    public static func yearHeadline(_ year: YearComparison) -> String {
        change(
            year.comparison.current.entries, against: year.comparison.baseline.entries, entries,
            when: year.isComplete ? "in \(year.year)" : "so far in \(year.year)", then: baseline(year.comparison))
    }

    /// The year's chart of months, its title.
    public static func yearChartTitle(_ year: YearComparison) -> String {
        "\(year.year) and \(year.year - 1), month by month"
    }

    /// A food this year against the same dates of the year before; nil without them:
    /// "12 times so far in 2026, 3 more than on the same dates of 2025.",
    /// "Not eaten so far in 2026, against 4 on the same dates of 2025."
    public static func foodYear(_ food: FoodYearComparison) -> String? {
        guard let lastYear = food.lastYear, let before = food.lastYearCount else { return nil }
        let then =
            on(lastYear).hasPrefix("in ") ? on(lastYear) : "on the same dates of \(lastYear.start.year)"
        let whole = food.thisYear.end.month == 12 && food.thisYear.end.day == 31
        return change(
            food.thisYearCount, against: before, times,
            when: whole ? "in \(food.thisYear.start.year)" : "so far in \(food.thisYear.start.year)", then: then)
    }

    /// The first and latest day a food was eaten: "First eaten on 3 March 2025, latest on
    /// 8 March 2026.", "First and latest eaten on 8 March 2026."
    public static func firstAndLatest(_ food: FoodYearComparison) -> String {
        food.firstEaten == food.lastEaten
            ? "First and latest eaten on \(food.firstEaten.longText)."
            : "First eaten on \(food.firstEaten.longText), latest on \(food.lastEaten.longText)."
    }

    /// This week so far against the same days of the eight weeks before; nil without them:
    /// "12 entries so far this week, 2.5 more than the average of the same days of the eight
    /// weeks before (9.5).", "9 entries this week, as many as the average of the eight weeks
    /// before.", "No entries so far this week, against an average of 4.5 on the same days of
    /// the eight weeks before.", "4 entries so far this week, against none on the same days of
    /// the eight weeks before."
    public static func weekAverage(_ week: WeekAverage) -> String? {
        guard let average = week.average else { return nil }
        let whole = week.range.days == 7
        let now = counted(week.entries, entries) + (whole ? " this week" : " so far this week")
        let weeks = whole ? "the eight weeks before" : "the same days of the eight weeks before"
        let shown = decimal(average)
        // The difference from the average as shown, so that the two numbers add up.
        let difference = Double(week.entries) - ((average * 10).rounded(.toNearestOrAwayFromZero) / 10)
        if average == 0 {
            return week.entries == 0 ? "\(now), and none on \(weeks) either." : "\(now), against none on \(weeks)."
        }
        if week.entries == 0 { return "\(now), against an average of \(shown) on \(weeks)." }
        if decimal(abs(difference)) == "0" { return "\(now), as many as the average of \(weeks) (\(shown))." }
        let direction = difference > 0 ? "more" : "fewer"
        return "\(now), \(decimal(abs(difference))) \(direction) than the average of \(weeks) (\(shown))."
    }

    // MARK: - Labels

    /// A month page's section heading.
    public static let sectionHeading = "Then and now"

    /// A month's comparison, introduced: "1–10 March 2026 so far, against the same days of
    /// the month before and of March 2025." / "March 2026, against February 2026."
    public static func monthIntroduction(_ month: MonthComparison) -> String? {
        let current = (month.monthBefore ?? month.lastYear)?.current.range
        guard let current else { return nil }
        let baselines = [month.monthBefore, month.lastYear].compactMap { $0 }.map(baselineHeading)
        let name = "\(LocalDay.monthNames[month.month - 1]) \(month.year)"
        let what = month.isComplete ? name : "\(span(current)) (\(name) so far)"
        return "\(what), against \(list(baselines))."
    }

    /// The first column of a comparison table.
    public static let measureHeading = "Measure"
    /// Row labels of a comparison table.
    public static let entriesLabel = "Entries"
    /// Row labels of a comparison table.
    public static let daysLoggedLabel = "Days logged"
    /// Row labels of a comparison table.
    public static let foodsLabel = "Different foods"
    /// Row labels of a comparison table.
    public static let newFoodsLabel = "New foods"

    /// "A", "A and B", "A, B and C".
    static func list(_ items: [String]) -> String {
        items.count <= 1
            ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }

    /// `text` with its first letter upper-cased.
    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}

extension ComparisonSentences {
    /// The names of the two sides of a year's chart of months, as its legend and table give
    /// them and its sentence reads them (short, for a phone's legend): ("In 2026 so far",
    /// "A year before"), ("In 2025", "In 2024").
    public static func yearChartNames(_ year: YearComparison) -> (current: String, baseline: String) {
        year.isComplete ? ("In \(year.year)", "In \(year.year - 1)") : ("In \(year.year) so far", "A year before")
    }

    /// What the year's chart shows when neither year has an entry.
    public static let yearChartEmpty = "No entries in either year"

    /// The table of a month's comparison, its first column.
    public static func monthTableCaption(_ month: MonthComparison) -> String {
        monthIntroduction(month) ?? ""
    }

    /// The name of the month's own column: "1–20 November 2026", "November 2026".
    public static func monthHeading(_ month: MonthComparison) -> String {
        let name = "\(LocalDay.monthNames[month.month - 1]) \(month.year)"
        guard !month.isComplete, let range = (month.monthBefore ?? month.lastYear)?.current.range else { return name }
        return span(range)
    }

    /// When the month's new foods were first eaten: "this month" (while it is under way),
    /// "in November 2026".
    public static func monthWhen(_ month: MonthComparison) -> String {
        month.isComplete ? "in \(LocalDay.monthNames[month.month - 1]) \(month.year)" : "this month"
    }
}

extension ComparisonSentences {
    /// The first line of `stats --compare`: "FoodStory compare: 1–5 March 2026 against 1–5
    /// February 2026, as of 2026-03-05".
    public static func reportTitle(_ comparison: Comparison, asOf: LocalDay) -> String {
        "FoodStory compare: \(span(comparison.current.range)) against \(span(comparison.baseline.range)), as of \(asOf)"
    }

    /// A period's line of `stats --compare`: "2026-03: 2026-03-01 to 2026-03-05 (5 days)".
    public static func reportPeriod(_ name: String, _ range: DayRange) -> String {
        "\(name): \(range.start) to \(range.end) (\(range.days == 1 ? "1 day" : "\(number(range.days)) days"))"
    }

    /// Said when a period was cut at the as-of day.
    public static func reportCut(asOf: LocalDay) -> String {
        "(counted up to \(asOf), and the other period over the like days)"
    }

    /// The heading of the column of changes.
    public static let changeHeading = "change"
    /// The heading of the categories' table.
    public static let categoriesHeading = "Categories"
    /// The heading of the foods' table.
    public static let topFoodsHeading = "Top foods"

    /// The warning when a period starts before the diary's first entry.
    public static func notKept(firstDay: LocalDay) -> String {
        "the diary's first entry is on \(firstDay): the days before it count as days without entries"
    }
}
