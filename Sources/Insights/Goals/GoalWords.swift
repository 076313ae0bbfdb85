import Days
import Diary
import Words

/// Every sentence and label a goal is shown with, in the catalog's words (its `goal-*`
/// messages): its sentence, a week's state, its streaks and this year's tally, each right for
/// none, one and many, and a week under way said "so far".
public struct GoalWords: Sendable {
    /// The catalog the sentences are written from.
    public let words: Catalog

    /// Sentences in `words`.
    public init(_ words: Catalog) {
        self.words = words
    }

    /// What a goal's page is titled: its name, else its sentence.
    public func title(_ goal: Goal) -> String {
        goal.name ?? sentence(goal)
    }

    /// The goal as a person would write it: "Breakfast on at least 6 days a week", "Cookies at
    /// most 2 times a week", "Vegetables every day", "At least 3 entries every day".
    public func sentence(_ goal: Goal) -> String {
        var arguments: [String: Argument] = [:]
        if let subject = goal.subject { arguments["subject"] = .text(name(of: subject)) }
        let rule: String
        switch goal.rule {
        case .days(_, let days):
            (rule, arguments["count"]) = (days == 7 ? "every-day" : "days", .count(days))
        case .atMost(_, let times):
            (rule, arguments["count"]) = ("at-most", .count(times))
        case .atLeast(_, let times):
            (rule, arguments["count"]) = ("at-least", .count(times))
        case .entriesPerDay(let entries, let days):
            (rule, arguments["count"]) = (days == 7 ? "entries-every-day" : "entries", .count(days))
            arguments["entries"] = .text(words(.count, ["subject": "entries", "count": .count(entries)]))
        case .newFoods(let foods):
            (rule, arguments["count"]) = ("new-foods", .count(foods))
        }
        arguments["rule"] = .text(rule)
        return words.capitalizingFirst(words(.goalSentence, arguments))
    }

    /// What a goal counts, counted, with what it counts: "breakfast on 4 days", "rice 2 times",
    /// "no rice", "at least 2 entries on 5 days", "1 new food".
    public func count(_ goal: Goal, _ value: Int) -> String {
        words(.goalCount, arguments(goal).merging(["count": .count(value)]) { $1 })
    }

    /// The unit a goal counts in (`days` of its subject, `entries` a day, `times`, `new-foods`)
    /// and what it counts: its `subject`, its `entries` ("2 entries").
    private func arguments(_ goal: Goal) -> [String: Argument] {
        var arguments: [String: Argument] = [:]
        if let subject = goal.subject { arguments["subject"] = .text(name(of: subject)) }
        switch goal.rule {
        case .days: arguments["unit"] = "days"
        case .atMost, .atLeast: arguments["unit"] = "times"
        case .newFoods: arguments["unit"] = "new-foods"
        case .entriesPerDay(let entries, _):
            arguments["unit"] = "entries"
            arguments["entries"] = .text(words(.count, ["subject": "entries", "count": .count(entries)]))
        }
        return arguments
    }

    /// A period's state, saying what happened: "Kept: breakfast on 6 days.", "Missed: rice 4
    /// times.", "Kept: no rice.", "Breakfast on 4 days so far.", "Kept already: masala dosa
    /// 2 times so far.", "Nothing logged.", "Not counted: the diary began during it."
    public func status(_ period: GoalPeriod, of goal: Goal) -> String {
        words(.goalStatus, ["status": .text(Self.status(period.status)), "progress": .text(count(goal, period.count))])
    }

    /// A month's state, named ("November 2026 so far: 2 new foods.", "October 2026: kept, 3
    /// new foods."): a goal of months on a week's recap.
    public func monthStatus(_ period: GoalPeriod, of goal: Goal) -> String {
        let start = period.range.start
        return words(
            .goalMonthStatus,
            [
                "status": .text(Self.status(period.status)), "progress": .text(count(goal, period.count)),
                "month": .text(words.month(year: start.year, month: start.month)),
            ])
    }

    /// A period's status as the `goal-*status` messages' select case.
    private static func status(_ status: GoalPeriod.Status) -> String {
        switch status {
        case .kept: "kept"
        case .missed: "missed"
        case .unlogged: "unlogged"
        case .opening: "opening"
        case .keptSoFar: "kept-so-far"
        case .soFar: "so-far"
        }
    }

    /// A streak of kept weeks (or months): "3 weeks in a row", "1 week", "None".
    public func streak(_ streak: GoalStreak, of goal: Goal) -> String {
        words(.goalStreak, ["period": .text(goal.period.rawValue), "count": .count(streak.length)])
    }

    /// This year's whole weeks (or months) kept: "4 of 9 weeks of 2026 kept.", "No whole week
    /// of 2026 yet."
    public func thisYear(_ record: GoalRecord) -> String {
        let year = record.goal.period == .week ? record.asOf.isoWeekYear : record.asOf.components.year
        return words(
            .goalThisYear,
            [
                "period": .text(record.goal.period.rawValue), "kept": .count(record.keptThisYear),
                "judged": .count(record.judgedThisYear), "year": .text(words.year(year)),
            ])
    }

    /// A heading of a goal's page: `now` (this week or month), `current`, `longest`, `year`,
    /// `days` (its heatmap's title), `record`.
    public func heading(_ part: String, of goal: Goal) -> String {
        let part = part == "now" || part == "record" ? "\(part)-\(goal.period.rawValue)" : part
        return words(.goalHeading, ["part": .text(part)])
    }

    /// What a goal's page says above its record, each under its heading: this week (or month) so
    /// far, the current and longest streaks, and this year's tally.
    public func facts(_ record: GoalRecord) -> [(heading: String, text: String)] {
        let goal = record.goal
        var facts = record.current.map { [(heading("now", of: goal), status($0, of: goal))] } ?? []
        facts += [
            (heading("current", of: goal), streak(record.currentStreak, of: goal)),
            (heading("longest", of: goal), streak(record.longestStreak, of: goal)),
            (heading("year", of: goal), thisYear(record)),
        ]
        return facts
    }

    /// What a goal's days from `first` on had (the days of its heatmap), its subject on so many
    /// of them: "Breakfast on 164 of the last 371 days.", "At least 2 entries on 12 of the last
    /// 30 days.", "Rice, which the goal limits, on 68 of the last 371 days.", "No rice in the
    /// last 371 days."
    public func days(_ record: GoalRecord, from first: LocalDay) -> String {
        let shown = record.days.filter { $0.day >= first }
        let had = record.goal.judgesDays ? shown.count(where: record.isKept) : shown.count { $0.count > 0 }
        var arguments = arguments(record.goal)
        if record.goal.limits { arguments["unit"] = "limited" }
        arguments["kept"] = .count(had)
        arguments["days"] = .text(words(.goalCount, ["count": .count(shown.count)]))
        return words(.goalDaysSummary, arguments)
    }

    /// A period's name: "Week 10, 2026", "March 2026".
    public func label(_ period: GoalPeriod, of goal: Goal) -> String {
        let (start, week) = (period.range.start, ISOWeek(containing: period.range.start))
        guard goal.period == .week else { return words.month(year: start.year, month: start.month) }
        return words(.titleWeek, ["week": .text(words.number(week.week)), "year": .text(words.year(week.year))])
    }

    /// A category by its name in the catalog (one it does not know as written), a food as the
    /// config file writes it.
    private func name(of subject: Goal.Subject) -> String {
        switch subject {
        case .category(let name):
            let known = MealCategory(rawValue: name.lowercased()) != nil
            return known ? words(.goalSubject, ["category": .text(name.lowercased())]) : name
        case .food(let name):
            return name
        }
    }
}
