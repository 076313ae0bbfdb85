import Diary
import Insights
import Testing
import Words

/// Every shape of a goal's sentences, read whole as an editor would: none, one, many, a week
/// under way, each rule, and in every shipped language.
@Suite("Goal sentences")
struct GoalWordsTests {
    @Test("Each rule reads as a person would write it")
    func sentences() throws {
        let words = GoalWords(try Catalog.english())
        let goals: [(Goal, String)] = [
            (Goal(rule: .days(.category("breakfast"), days: 6)), "Breakfast on at least 6 days a week"),
            (Goal(rule: .days(.category("Lunch"), days: 1)), "Lunch on at least one day a week"),
            (Goal(rule: .days(.food("vegetables"), days: 7)), "Vegetables every day"),
            (Goal(rule: .atMost(.food("cookies"), times: 2)), "Cookies at most 2 times a week"),
            (Goal(rule: .atMost(.food("cookies"), times: 1)), "Cookies at most once a week"),
            (Goal(rule: .atMost(.food("whisky"), times: 0)), "Whisky: none at all"),
            (Goal(rule: .atLeast(.food("fish"), times: 1)), "Fish at least once a week"),
            (Goal(rule: .atLeast(.category("dinner"), times: 5)), "Dinner at least 5 times a week"),
            (Goal(rule: .days(.category("brunch"), days: 2)), "Brunch on at least 2 days a week"),
            (Goal(rule: .entriesPerDay(entries: 3, days: 7)), "At least 3 entries every day"),
            (Goal(rule: .entriesPerDay(entries: 1, days: 5)), "At least 1 entry on at least 5 days a week"),
            (Goal(rule: .newFoods(foods: 1)), "A new food every month"),
            (Goal(rule: .newFoods(foods: 3)), "At least 3 new foods a month"),
        ]
        #expect(goals.map { words.sentence($0.0) } == goals.map(\.1))
        #expect(words.title(Goal(name: "Fewer sweets", rule: .atMost(.food("cookies"), times: 2))) == "Fewer sweets")
        #expect(words.title(goals[0].0) == "Breakfast on at least 6 days a week")
    }

    @Test("A period's state: kept, missed, so far (never missed), already kept, unlogged, opening")
    func states() throws {
        let words = GoalWords(try Catalog.english())
        let week = DayRange(
            start: LocalDay(year: 2026, month: 3, day: 2)!, end: LocalDay(year: 2026, month: 3, day: 8)!)
        let days = Goal(rule: .days(.category("breakfast"), days: 6))
        let times = Goal(rule: .atMost(.food("cookies"), times: 2))
        let least = Goal(rule: .atLeast(.food("masala dosa"), times: 1))
        let entries = Goal(rule: .entriesPerDay(entries: 2, days: 5))
        let foods = Goal(rule: .newFoods(foods: 1))
        // Each says what happened, with its subject: never "Missed: 2 days." (two days missed?)
        // nor "Kept: not once." (kept what?).
        let states: [(Goal, Int, GoalPeriod.Status, String)] = [
            (days, 6, .kept, "Kept: breakfast on 6 days."), (days, 1, .missed, "Missed: breakfast on 1 day."),
            (days, 0, .missed, "Missed: no breakfast."),
            (days, 4, .soFar, "Breakfast on 4 days so far."), (days, 0, .soFar, "No breakfast so far."),
            (days, 6, .keptSoFar, "Kept already: breakfast on 6 days so far."), (times, 0, .kept, "Kept: no cookies."),
            (times, 1, .kept, "Kept: cookies once."), (times, 3, .missed, "Missed: cookies 3 times."),
            (times, 0, .unlogged, "Nothing logged."), (times, 3, .soFar, "Cookies 3 times so far."),
            (least, 0, .missed, "Missed: no masala dosa."),
            (least, 2, .keptSoFar, "Kept already: masala dosa 2 times so far."),
            (entries, 5, .kept, "Kept: at least 2 entries on 5 days."),
            (entries, 1, .missed, "Missed: at least 2 entries on 1 day."),
            (entries, 0, .missed, "Missed: no day with at least 2 entries."),
            (entries, 3, .soFar, "At least 2 entries on 3 days so far."),
            (foods, 5, .opening, "Not counted: the diary began during it."), (foods, 1, .kept, "Kept: 1 new food."),
            (foods, 0, .soFar, "No new foods so far."),
        ]
        #expect(
            states.map { words.status(GoalPeriod(range: week, count: $0.1, status: $0.2), of: $0.0) }
                == states.map(\.3))
        #expect(
            [0, 1, 4].map { words.streak(GoalStreak(length: $0, start: nil, end: nil), of: days) } == [
                "None", "1 week", "4 weeks in a row",
            ])
        #expect(words.streak(GoalStreak(length: 2, start: nil, end: nil), of: foods) == "2 months in a row")
        #expect(
            ["now", "current", "longest", "year", "days", "record"].map { words.heading($0, of: days) } == [
                "This week", "Current streak", "Longest streak", "This year", "Day by day", "Week by week",
            ])
        #expect(words.heading("record", of: foods) == "Month by month")
    }

    @Test(
        "A goal's heatmap sentence: what its days had, of the last so many days; none, one, many; an at-most goal's food named as what it limits"
    )
    func days() throws {
        let words = GoalWords(try Catalog.english())
        let first = LocalDay(year: 2026, month: 3, day: 1)!
        // The counts of the days from 28 February: the first is before the heatmap's first day.
        let record = { (goal: Goal, counts: [Int]) in
            GoalRecord(
                goal: goal, asOf: first.adding(days: counts.count - 2), periods: [],
                days: counts.indices.map { DayCount(day: first.adding(days: $0 - 1), count: counts[$0]) },
                currentStreak: .none, longestStreak: .none, keptThisYear: 0, judgedThisYear: 0)
        }
        let breakfast = Goal(rule: .days(.category("breakfast"), days: 4))
        let rice = Goal(rule: .atMost(.food("rice"), times: 2))
        let dosa = Goal(rule: .atLeast(.food("masala dosa"), times: 1))
        let entries = Goal(rule: .entriesPerDay(entries: 2, days: 5))
        let cases: [(Goal, [Int], String)] = [
            (breakfast, [1, 0, 0, 0], "No breakfast in the last 3 days."),
            (breakfast, [0, 1, 0, 0], "Breakfast on 1 of the last 3 days."),
            (breakfast, [1, 1, 2, 0, 1], "Breakfast on 3 of the last 4 days."),
            (rice, [3, 0, 0], "No rice in the last 2 days."),
            (rice, [0, 1, 3, 0], "Rice, which the goal limits, on 2 of the last 3 days."),
            (dosa, [0, 2, 0], "Masala dosa on 1 of the last 2 days."),
            (entries, [0, 1, 1, 0], "No day with at least 2 entries in the last 3 days."),
            (entries, [0, 2, 1, 3], "At least 2 entries on 2 of the last 3 days."),
        ]
        #expect(cases.map { words.days(record($0.0, $0.1), from: first) } == cases.map(\.2))
    }

    @Test("This year's tally: none yet, one, many, a tie of kept and judged")
    func thisYear() throws {
        let words = GoalWords(try Catalog.english())
        let goal = Goal(rule: .days(.category("breakfast"), days: 6))
        let record = { (kept: Int, judged: Int) in
            GoalRecord(
                goal: goal, asOf: LocalDay(year: 2026, month: 1, day: 3)!, periods: [], days: [],
                currentStreak: .none, longestStreak: .none, keptThisYear: kept, judgedThisYear: judged)
        }
        // 3 January 2026 is in ISO week 2026-W01.
        #expect(
            [(0, 0), (1, 1), (0, 1), (4, 9), (9, 9)].map { words.thisYear(record($0.0, $0.1)) } == [
                "No whole week of 2026 yet.", "1 of 1 week of 2026 kept.", "0 of 1 week of 2026 kept.",
                "4 of 9 weeks of 2026 kept.", "9 of 9 weeks of 2026 kept.",
            ])
    }

    @Test(
        "Every shipped language writes every sentence without a placeholder left over",
        arguments: ["de", "fr", "es", "pl", "hi", "ar", "ja"])
    func languages(_ language: String) throws {
        let words = GoalWords(try Catalog.shipped(locale: language))
        let goals = [
            Goal(rule: .days(.category("breakfast"), days: 6)), Goal(rule: .atMost(.food("cookies"), times: 2)),
            Goal(rule: .atLeast(.food("fish"), times: 1)), Goal(rule: .days(.food("tea"), days: 7)),
            Goal(rule: .entriesPerDay(entries: 3, days: 5)), Goal(rule: .entriesPerDay(entries: 2, days: 7)),
            Goal(rule: .newFoods(foods: 2)),
        ]
        let week = DayRange(
            start: LocalDay(year: 2026, month: 3, day: 2)!, end: LocalDay(year: 2026, month: 3, day: 8)!)
        let sentences = goals.map(words.sentence)
        var texts = sentences
        for goal in goals {
            let states = [GoalPeriod.Status.kept, .missed, .soFar, .keptSoFar, .unlogged, .opening].map {
                words.status(GoalPeriod(range: week, count: 3, status: $0), of: goal)
            }
            // Each state of a goal reads differently from the others.
            #expect(Set(states).count == states.count, "\(goal)")
            // A period with none: said with its subject, never a bare "no days".
            let none = words.status(GoalPeriod(range: week, count: 0, status: .missed), of: goal)
            texts += states + [none, words.streak(GoalStreak(length: 5, start: nil, end: nil), of: goal)]
        }
        #expect(texts.filter { $0.contains("{") || $0.contains("}") || $0.isEmpty } == [])
        #expect(Set(sentences).count == sentences.count)
    }
}
