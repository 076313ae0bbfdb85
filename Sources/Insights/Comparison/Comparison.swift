import Days
import Diary

/// A period set against a baseline of like days: the figures of both, and the categories and
/// foods of either side by side. Made only when the diary was kept on every day of the
/// baseline (its first entry is on or before the baseline's first day), and never a period
/// cut short (a month to date) against a whole one: see `docs/insights.md`.
public struct Comparison: Hashable, Sendable, Codable {
    /// What the baseline is.
    public var baselineKind: ComparisonBaseline
    /// The period's figures.
    public var current: PeriodFigures
    /// The baseline's figures.
    public var baseline: PeriodFigures
    /// Every category with entries in either, in the app's order.
    public var categories: [CategoryChange]
    /// The top foods of either (five of each at most), by entries in the period, then in the
    /// baseline, then by name.
    public var topFoods: [FoodChange]

    /// Creates a comparison.
    public init(
        baselineKind: ComparisonBaseline, current: PeriodFigures, baseline: PeriodFigures,
        categories: [CategoryChange], topFoods: [FoodChange]
    ) {
        self.baselineKind = baselineKind
        self.current = current
        self.baseline = baseline
        self.categories = categories
        self.topFoods = topFoods
    }

    /// Entries in the period less entries in the baseline.
    public var entryChange: Int { current.entries - baseline.entries }
}
