import Diary
import Foundation
import Insights
import Testing

/// Goals' records on generated diaries, each checked against a record worked out here from the
/// rows alone, day by day, with no part of `Insights`.
@Suite("Goal records")
struct GoalRecordTests {
    /// A goal of each rule; `coffee` is also written `flat white` (an alias).
    static let goals: [Goal] = [
        Goal(rule: .days(.category("breakfast"), days: 3)),
        Goal(rule: .days(.food("coffee"), days: 7)),
        Goal(rule: .atMost(.food("cookies"), times: 2)),
        Goal(rule: .atLeast(.category("dinner"), times: 3)),
        Goal(rule: .atLeast(.food("porridge"), times: 1)),
        Goal(rule: .entriesPerDay(entries: 3, days: 7)),
        Goal(rule: .entriesPerDay(entries: 2, days: 4)),
        Goal(rule: .newFoods(foods: 1)),
        Goal(rule: .days(.category("brunch"), days: 1)),
        Goal(rule: .atMost(.food("caviar"), times: 0)),
    ]

    static let aliases = ["flat white": "coffee"]

    /// A diary from `first` for `days` days, some days empty, none in `gap`; the as-of day.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var first: String
        var days: Int
        var gap: ClosedRange<Int>?
        var asOf: String
        var seed: UInt64
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "over a leap day, begun on a Wednesday, as of a Thursday", first: "2028-01-05", days: 120,
            gap: 30...44, asOf: "2028-03-09", seed: 1),
        Case(
            name: "shorter than a year, begun on a Monday, as of a Sunday", first: "2026-01-05", days: 54, gap: nil,
            asOf: "2026-02-22", seed: 2),
        Case(
            name: "across a 53-week year into the next, as of a Tuesday", first: "2026-10-14", days: 120,
            gap: 50...52, asOf: "2027-01-05", seed: 3),
        Case(
            name: "entries after the as-of day, as of a Monday", first: "2025-11-03", days: 200, gap: 10...24,
            asOf: "2026-03-02", seed: 4),
        Case(name: "one day, as of that day", first: "2026-05-14", days: 1, gap: nil, asOf: "2026-05-14", seed: 5),
    ]

    @Test("Every goal's record matches one worked out from the rows", arguments: cases)
    func generated(_ test: Case) {
        let rows = Self.rows(test)
        let insights = TestDiary.insights(rows, aliases: Self.aliases)
        let asOf = TestDiary.day(test.asOf)
        for goal in Self.goals {
            let record = insights.goalRecord(for: goal, asOf: asOf)
            let expected = Expected(rows: rows, goal: goal, asOf: asOf)
            #expect(record.periods == expected.periods, "\(goal)")
            #expect(record.days == expected.days, "\(goal)")
            #expect(record.currentStreak == expected.current, "\(goal)")
            #expect(record.longestStreak == expected.longest, "\(goal)")
            #expect(record.keptThisYear == expected.keptThisYear, "\(goal)")
            #expect(record.judgedThisYear == expected.judgedThisYear, "\(goal)")
        }
    }

    @Test(
        "The period holding a day, as it stood that day, is the last of a record worked out from the rows as of it",
        arguments: cases)
    func periodAsOf(_ test: Case) {
        let rows = Self.rows(test)
        let insights = TestDiary.insights(rows, aliases: Self.aliases)
        let first = TestDiary.day(test.first)
        for offset in stride(from: -3, through: first.days(to: TestDiary.day(test.asOf)), by: 4) {
            let day = first.adding(days: offset)
            for goal in Self.goals {
                let expected = Expected(rows: rows, goal: goal, asOf: day).periods.last
                #expect(insights.goalPeriod(for: goal, asOf: day) == expected, "\(goal) \(day)")
            }
        }
    }

    @Test("The generated diaries reach every status, a leap day and streaks of more than one period")
    func coverage() {
        var statuses = Set<GoalPeriod.Status>()
        var longest = 0
        var days = Set<LocalDay>()
        for test in Self.cases {
            let insights = TestDiary.insights(Self.rows(test), aliases: Self.aliases)
            for goal in Self.goals {
                let record = insights.goalRecord(for: goal, asOf: TestDiary.day(test.asOf))
                statuses.formUnion(record.periods.map(\.status))
                longest = max(longest, record.longestStreak.length)
                days.formUnion(record.days.map(\.day))
            }
        }
        #expect(statuses == [.kept, .missed, .unlogged, .opening, .keptSoFar, .soFar])
        #expect(longest >= 3)
        #expect(days.contains(TestDiary.day("2028-02-29")))
    }

    @Test("A small diary's record, whole: a tie of longest streaks is the earlier; this week so far is not missed")
    func tie() {
        // Breakfast on at least 2 days a week: weeks of 2026-01-05, -12 kept; -19 missed;
        // -26, 02-02 kept; 02-09 so far: one breakfast by the 11th, two by the 14th.
        let rows: [TestDiary.Row] = [
            ("2026-01-05", "08:00", "toast", .breakfast), ("2026-01-06", "08:00", "toast", .breakfast),
            ("2026-01-12", "08:00", "eggs", .breakfast), ("2026-01-18", "08:00", "eggs", .breakfast),
            ("2026-01-20", "13:00", "rice", .lunch),
            ("2026-01-26", "08:00", "toast", .breakfast), ("2026-01-27", "08:00", "eggs", .breakfast),
            ("2026-02-03", "08:00", "toast", .breakfast), ("2026-02-08", "08:00", "eggs", .breakfast),
            ("2026-02-10", "08:00", "toast", .breakfast), ("2026-02-13", "08:00", "eggs", .breakfast),
        ]
        let insights = TestDiary.insights(rows)
        let goal = Goal(rule: .days(.category("breakfast"), days: 2))
        let record = insights.goalRecord(for: goal, asOf: TestDiary.day("2026-02-11"))
        let week = { (monday: String, count: Int, status: GoalPeriod.Status) in
            GoalPeriod(
                range: DayRange(start: TestDiary.day(monday), end: TestDiary.day(monday).adding(days: 6)),
                count: count, status: status)
        }
        #expect(
            record.periods == [
                week("2026-01-05", 2, .kept), week("2026-01-12", 2, .kept), week("2026-01-19", 0, .missed),
                week("2026-01-26", 2, .kept), week("2026-02-02", 2, .kept), week("2026-02-09", 1, .soFar),
            ])
        #expect(record.current?.status == .soFar)
        #expect(
            record.currentStreak
                == GoalStreak(length: 2, start: TestDiary.day("2026-01-26"), end: TestDiary.day("2026-02-08")))
        #expect(
            record.longestStreak
                == GoalStreak(length: 2, start: TestDiary.day("2026-01-05"), end: TestDiary.day("2026-01-18")))
        #expect((record.keptThisYear, record.judgedThisYear) == (4, 5))
        let kept = insights.goalRecord(for: goal, asOf: TestDiary.day("2026-02-14"))
        #expect(kept.current == week("2026-02-09", 2, .keptSoFar))
        #expect(kept.currentStreak.length == 3)
        #expect(kept.longestStreak.length == 3)
        #expect((kept.keptThisYear, kept.judgedThisYear) == (4, 5))
    }

    @Test("Before the diary's first entry there is no record")
    func beforeTheDiary() {
        let insights = TestDiary.insights([("2026-03-04", "08:00", "toast", .breakfast)])
        let goal = Goal(rule: .newFoods(foods: 1))
        #expect(
            insights.goalRecord(for: goal, asOf: TestDiary.day("2026-03-03"))
                == GoalRecord(
                    goal: goal, asOf: TestDiary.day("2026-03-03"), periods: [], days: [], currentStreak: .none,
                    longestStreak: .none, keptThisYear: 0, judgedThisYear: 0))
    }

    // MARK: - The diaries

    static let everyday = ["coffee", "flat white", "porridge", "cookies", "apple", "rice", "toast"]
    static let rare = [
        "mango", "papaya", "salmon", "okra", "quinoa", "barley", "spinach", "kimchi", "hummus", "falafel", "paneer",
        "ramen", "sushi", "tempeh", "polenta", "risotto", "yogurt", "muesli", "pancakes", "tortilla", "lasagne",
        "goulash", "pierogi", "borscht",
    ]

    static func rows(_ test: Case) -> [TestDiary.Row] {
        var random = test.seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let next = { (bound: Int) -> Int in
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        let categories: [MealCategory?] = [.breakfast, .lunch, .dinner, .snack, .dessert, .beverage, nil]
        var rare = Self.rare[...]
        var rows: [TestDiary.Row] = []
        let first = TestDiary.day(test.first)
        for offset in 0..<test.days {
            if test.gap?.contains(offset) == true { continue }
            let entries = offset == 0 || offset == test.days - 1 ? 1 + next(3) : next(5)
            for index in 0..<entries {
                var text = everyday[next(everyday.count)]
                if next(9) == 0, let food = rare.popFirst() { text = food }
                let time = String(format: "%02d:%02d", 7 + index * 3, next(60))
                rows.append((first.adding(days: offset).description, time, text, categories[next(categories.count)]))
            }
        }
        return rows
    }

    /// A goal's record worked out from the rows alone.
    struct Expected {
        var periods: [GoalPeriod] = []
        var days: [DayCount] = []
        var current = GoalStreak.none
        var longest = GoalStreak.none
        var keptThisYear = 0
        var judgedThisYear = 0

        init(rows: [TestDiary.Row], goal: Goal, asOf: LocalDay) {
            let rows = rows.filter { TestDiary.day($0.day) <= asOf }
            guard let firstDay = rows.map({ TestDiary.day($0.day) }).min() else { return }
            let food = { (text: String) in text == "flat white" ? "coffee" : text }
            var firstEaten: [String: LocalDay] = [:]
            for row in rows where firstEaten[food(row.text)] == nil {
                firstEaten[food(row.text)] = TestDiary.day(row.day)
            }
            let matches = { (row: TestDiary.Row) -> Bool in
                switch goal.subject {
                case .category(let name)?: row.category?.rawValue == name
                case .food(let name)?: food(row.text) == name
                case nil: true
                }
            }
            let count = { (day: LocalDay) -> Int in
                if case .newFoods = goal.rule { return firstEaten.values.count { $0 == day } }
                return rows.count { TestDiary.day($0.day) == day && matches($0) }
            }
            let monthly = goal.period == .month
            let (year, month, _) = firstDay.components
            var start = monthly ? LocalDay(year: year, month: month, day: 1)! : firstDay.startOfISOWeek
            var day = start
            while day <= asOf {
                days.append(DayCount(day: day, count: count(day)))
                day = day.adding(days: 1)
            }
            var run = GoalStreak.none
            while start <= asOf {
                let end: LocalDay
                if monthly {
                    let (y, m, _) = start.components
                    end = LocalDay(year: y, month: m, day: LocalDay.daysInMonth(year: y, month: m))!
                } else {
                    end = start.adding(days: 6)
                }
                let counted = days.filter { $0.day >= start && $0.day <= end }
                let anyEntry = rows.contains { TestDiary.day($0.day) >= start && TestDiary.day($0.day) <= end }
                var value = counted.reduce(0) { $0 + $1.count }
                var keeps = false
                switch goal.rule {
                case .days(_, let least):
                    value = counted.count { $0.count >= 1 }
                    keeps = value >= least
                case .entriesPerDay(let entries, let least):
                    value = counted.count { $0.count >= entries }
                    keeps = value >= least
                case .atLeast(_, let least): keeps = value >= least
                case .atMost(_, let most): keeps = value <= most
                case .newFoods(let least): keeps = value >= least
                }
                let atMost = if case .atMost = goal.rule { true } else { false }
                let status: GoalPeriod.Status =
                    if monthly && start <= firstDay { .opening } else if end > asOf {
                        keeps && !atMost ? .keptSoFar : .soFar
                    } else if start < firstDay { .opening } else if atMost && !anyEntry { .unlogged } else {
                        keeps ? .kept : .missed
                    }
                periods.append(GoalPeriod(range: DayRange(start: start, end: end), count: value, status: status))
                if status == .kept || status == .keptSoFar {
                    run = GoalStreak(length: run.length + 1, start: run.start ?? start, end: end)
                    if run.length > longest.length { longest = run }
                } else if status == .missed || status == .unlogged {
                    run = .none
                }
                let periodYear = monthly ? start.components.year : start.adding(days: 3).components.year
                let asOfYear = monthly ? asOf.components.year : asOf.startOfISOWeek.adding(days: 3).components.year
                if periodYear == asOfYear {
                    keptThisYear += status == .kept ? 1 : 0
                    judgedThisYear += status == .kept || status == .missed ? 1 : 0
                }
                start = end.adding(days: 1)
            }
            current = run
        }
    }
}
