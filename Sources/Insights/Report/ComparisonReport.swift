import Days
import Diary
import Words

/// Two periods compared like for like: what `foodstory stats --compare` prints, as JSON
/// (`Codable`, stable keys) or as text (`plainText()`).
///
/// The first period is counted up to the as-of day; without `--against` the second is the
/// period before it (the month before, the year before, the week before, the same number of
/// days before). When one of them is cut at the as-of day, the other is counted over the same
/// dates (two years) or the same number of days from its start (all of it when it is
/// shorter), so a period under way is never set against a whole one.
public struct ComparisonReport: Hashable, Sendable, Codable {
    /// The day the numbers are as of.
    public var asOf: LocalDay
    /// The first period as read (`2026-03`).
    public var period: String
    /// The second period as read, or the one before the first (`2026-02`).
    public var against: String
    /// Whether a period was cut at the as-of day, and the other counted over its like days.
    public var isCut: Bool
    /// Whether the diary was kept on every day of both (its first entry on or before them).
    public var isCovered: Bool
    /// The numbers of both and their categories and foods side by side.
    public var comparison: Comparison
    /// The comparison in sentences.
    public var sentences: [String]

    /// Creates a report from its parts.
    public init(
        asOf: LocalDay, period: String, against: String, isCut: Bool, isCovered: Bool, comparison: Comparison,
        sentences: [String]
    ) {
        self.asOf = asOf
        self.period = period
        self.against = against
        self.isCut = isCut
        self.isCovered = isCovered
        self.comparison = comparison
        self.sentences = sentences
    }

    /// Compares `period` with `against` (nil: the period before it) as of `asOf`.
    public init(
        insights: Insights, asOf: LocalDay, period: ComparedPeriod, against: ComparedPeriod? = nil,
        words: ComparisonWords
    ) throws(ComparisonRequestError) {
        let first = Self.resolved(period, asOf: asOf)
        let second = against.map { Self.resolved($0, asOf: asOf) } ?? first.before
        var current = first.range(asOf: asOf)
        var baseline = second.range(asOf: asOf)
        guard current.start <= asOf else {
            throw ComparisonRequestError(option: "--compare", period: period.description, asOf: asOf)
        }
        guard baseline.start <= asOf else {
            throw ComparisonRequestError(option: "--against", period: second.description, asOf: asOf)
        }
        let (currentCut, baselineCut) = (current.end > asOf, baseline.end > asOf)
        current = DayRange(start: current.start, end: min(current.end, asOf))
        baseline = DayRange(start: baseline.start, end: min(baseline.end, asOf))
        let years: Bool
        if case .year = first, case .year = second { years = true } else { years = false }
        if currentCut, baseline.days > current.days || (years && !baselineCut) {
            baseline = Self.like(current, from: baseline.start, sameDates: years)
        } else if baselineCut, current.days > baseline.days || years {
            current = Self.like(baseline, from: current.start, sameDates: years)
        }
        self.asOf = asOf
        self.period = period.description
        self.against = second.description
        self.isCut = currentCut || baselineCut
        self.isCovered = insights.covers(current) && insights.covers(baseline)
        self.comparison = insights.compare(
            current, with: baseline, as: against == nil ? first.baselineKind : .chosen)
        self.sentences =
            words.figures(comparison) + [words.newFoods(comparison.current.newFoods, when: words.on(current))]
    }

    /// An Insights period as its days, so that the period before it is the days before.
    private static func resolved(_ period: ComparedPeriod, asOf: LocalDay) -> ComparedPeriod {
        if case .recent = period { return .days(period.range(asOf: asOf)) }
        return period
    }

    /// The days like `model` from `start`: the same dates (29 February as 28 February) or the
    /// same number of days.
    private static func like(_ model: DayRange, from start: LocalDay, sameDates: Bool) -> DayRange {
        guard sameDates else { return DayRange(start: start, end: start.adding(days: model.days - 1)) }
        let years = start.year - model.start.year
        return DayRange(start: start, end: model.end.adding(months: 12 * years))
    }
}
