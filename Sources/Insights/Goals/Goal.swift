import Days
import Diary

/// A personal goal (the config file's `[[goals]]`): what it watches and how often, as a
/// person would say it ("breakfast on 6 days a week", "sweets at most 2 times a week").
public struct Goal: Hashable, Sendable, Codable {
    /// What the goal's page is titled; nil: the goal's sentence.
    public var name: String?
    /// What the goal asks.
    public var rule: Rule

    /// A goal with this rule, titled `name` or by its sentence.
    public init(name: String? = nil, rule: Rule) {
        self.name = name
        self.rule = rule
    }

    /// What a goal watches in an entry: its meal category or a food it names.
    public enum Subject: Hashable, Sendable, Codable {
        /// Entries of a meal category (`breakfast`), as written in the config file.
        case category(String)
        /// Entries naming a food, matched as the food's own page matches it (aliases apply).
        case food(String)
    }

    /// What a goal asks, and of which period: a week (ISO, Monday to Sunday) or a month.
    public enum Rule: Hashable, Sendable, Codable {
        /// On at least `days` days a week (7: every day) an entry of the subject.
        case days(Subject, days: Int)
        /// At most `times` entries of the subject a week.
        case atMost(Subject, times: Int)
        /// At least `times` entries of the subject a week.
        case atLeast(Subject, times: Int)
        /// On at least `days` days a week (7: every day) at least `entries` entries.
        case entriesPerDay(entries: Int, days: Int)
        /// At least `foods` foods eaten for the first time in the diary, a month.
        case newFoods(foods: Int)
    }

    /// The period a goal is kept or missed in.
    public enum Period: String, Hashable, Sendable, Codable {
        /// An ISO week, Monday to Sunday.
        case week
        /// A calendar month.
        case month
    }

    /// The period the rule judges.
    public var period: Period {
        if case .newFoods = rule { return .month }
        return .week
    }

    /// The category or food the goal watches; nil for a goal about entries or new foods.
    public var subject: Subject? {
        switch rule {
        case .days(let subject, _), .atMost(let subject, _), .atLeast(let subject, _): subject
        case .entriesPerDay, .newFoods: nil
        }
    }

    /// Whether a day on its own is kept or not (a goal of days); goals of times a week and of
    /// new foods count, and a day is only part of a count.
    public var judgesDays: Bool {
        switch rule {
        case .days, .entriesPerDay: true
        case .atMost, .atLeast, .newFoods: false
        }
    }
}
