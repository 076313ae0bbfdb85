import Days
import Diary

/// One week (or, for a goal of new foods, one month) of a goal's record.
public struct GoalPeriod: Hashable, Sendable, Codable {
    /// The period's days (Monday to Sunday, or the month's).
    public let range: DayRange
    /// What the goal counts in it up to the as-of day: days kept, times, or new foods.
    public let count: Int
    /// Whether the period kept the goal.
    public let status: Status

    /// Whether a period kept its goal.
    public enum Status: String, Hashable, Sendable, Codable {
        /// A whole period that kept the goal.
        case kept
        /// A whole period that missed it.
        case missed
        /// A whole period with no entry at all, under a goal of at most so often: nothing to
        /// judge, so neither kept nor missed, and a streak stops there.
        case unlogged
        /// The diary's first period, begun after its first day (or, for new foods, the first
        /// month, where every food is new): not judged.
        case opening
        /// The period the as-of day is in, not over: already kept (its count reached a goal of
        /// at least so often), nothing is decided yet.
        case keptSoFar
        /// The period the as-of day is in, not over, and not decided yet.
        case soFar
    }

    /// A period with its count and status.
    public init(range: DayRange, count: Int, status: Status) {
        self.range = range
        self.count = count
        self.status = status
    }

    /// Whether the period is whole and judged (kept or missed): what "out of" counts.
    public var isJudged: Bool { status == .kept || status == .missed }
}

/// Consecutive kept periods of a goal.
public struct GoalStreak: Hashable, Sendable, Codable {
    /// How many periods; 0 for none.
    public let length: Int
    /// The first period's first day; nil for none.
    public let start: LocalDay?
    /// The last period's last day; nil for none.
    public let end: LocalDay?

    /// A streak of `length` periods from `start` through `end`.
    public init(length: Int, start: LocalDay?, end: LocalDay?) {
        self.length = length
        self.start = length > 0 ? start : nil
        self.end = length > 0 ? end : nil
    }

    /// No streak.
    public static let none = GoalStreak(length: 0, start: nil, end: nil)
}

/// A goal's record as of a day: every period from the one holding the diary's first entry
/// through the one holding the as-of day, the days' counts, its streaks and this year's tally.
public struct GoalRecord: Hashable, Sendable, Codable {
    /// The goal.
    public let goal: Goal
    /// The day the record stands on.
    public let asOf: LocalDay
    /// Every period, oldest first; empty when the diary has no entry on or before `asOf`.
    public let periods: [GoalPeriod]
    /// Per day from the first period's first day through `asOf`, what the goal counts on it
    /// (entries of its category or food, entries, foods first eaten).
    public let days: [DayCount]
    /// Kept periods in a row ending with the last whole period, and the current one when it is
    /// already kept; none when the last whole period was not kept.
    public let currentStreak: GoalStreak
    /// The longest run of kept periods, the earliest of equally long ones.
    public let longestStreak: GoalStreak
    /// Whole periods of the as-of day's year (the ISO week-numbering year for weeks) that kept
    /// the goal.
    public let keptThisYear: Int
    /// Whole periods of the as-of day's year that were judged (kept or missed).
    public let judgedThisYear: Int

    /// A record as `Insights.goalRecord(for:asOf:)` makes it.
    public init(
        goal: Goal, asOf: LocalDay, periods: [GoalPeriod], days: [DayCount], currentStreak: GoalStreak,
        longestStreak: GoalStreak, keptThisYear: Int, judgedThisYear: Int
    ) {
        self.goal = goal
        self.asOf = asOf
        self.periods = periods
        self.days = days
        self.currentStreak = currentStreak
        self.longestStreak = longestStreak
        self.keptThisYear = keptThisYear
        self.judgedThisYear = judgedThisYear
    }

    /// The period holding `asOf`, when the diary has begun by then.
    public var current: GoalPeriod? {
        periods.last.flatMap { $0.range.contains(asOf) ? $0 : nil }
    }

    /// Whether a day kept the goal, for goals that judge days (`Goal.judgesDays`).
    public func isKept(_ day: DayCount) -> Bool {
        switch goal.rule {
        case .days: day.count > 0
        case .entriesPerDay(let entries, _): day.count >= entries
        case .atMost, .atLeast, .newFoods: false
        }
    }
}
