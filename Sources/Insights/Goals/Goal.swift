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

        /// Whether the goal watches a food.
        public var isFood: Bool {
            if case .food = self { return true }
            return false
        }

        /// The category or food as the config file writes it.
        public var word: String {
            switch self {
            case .category(let word), .food(let word): word
            }
        }
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

    /// The words a goal's page's file name is made from: its name, else its rule's
    /// (`breakfast 6 days`, `cookies at most 2`, `3 entries every day`, `1 new foods`).
    public var slugText: String {
        if let name { return name }
        let days = { (count: Int) in count == 7 ? "every day" : "\(count) days" }
        return switch rule {
        case .days(let subject, let count): "\(subject.word) \(days(count))"
        case .atMost(let subject, let times): "\(subject.word) at most \(times)"
        case .atLeast(let subject, let times): "\(subject.word) at least \(times)"
        case .entriesPerDay(let entries, let count): "\(entries) entries \(days(count))"
        case .newFoods(let foods): "\(foods) new foods"
        }
    }

    /// The file names of `goals`' pages, in their order: each `base` of its `slugText`, numbered
    /// on a collision (`-2`, `-3`, …).
    public static func slugs(_ goals: [Goal], base: (String) -> String) -> [String] {
        var taken: Set<String> = []
        return goals.map { goal in
            let base = base(goal.slugText)
            var (slug, number) = (base, 2)
            while !taken.insert(slug).inserted { (slug, number) = ("\(base)-\(number)", number + 1) }
            return slug
        }
    }

    /// Whether the goal limits its subject (at most so many times a week): its days with any are
    /// what it cuts down on.
    public var limits: Bool {
        if case .atMost = rule { true } else { false }
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
