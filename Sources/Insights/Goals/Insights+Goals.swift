import Days
import Diary

extension Insights {
    /// A goal's record as of `asOf`: each week (or month) from the one holding the diary's first
    /// entry through the one holding `asOf`, kept or not; nothing after `asOf` counts. The
    /// definitions are in `docs/insights.md` ("Goals").
    public func goalRecord(for goal: Goal, asOf: LocalDay) -> GoalRecord {
        guard let firstDay, firstDay <= asOf else {
            return GoalRecord(
                goal: goal, asOf: asOf, periods: [], days: [], currentStreak: .none, longestStreak: .none,
                keptThisYear: 0, judgedThisYear: 0)
        }
        let start = goal.period == .week ? firstDay.startOfISOWeek : Self.firstOfMonth(firstDay)
        let counts = goalCounts(goal, from: start, through: asOf)
        var periods: [GoalPeriod] = []
        var periodStart = start
        while periodStart <= asOf {
            let end = goal.period == .week ? periodStart.adding(days: 6) : Self.lastOfMonth(periodStart)
            let range = DayRange(start: periodStart, end: end)
            let days = counts[start.days(to: periodStart)...start.days(to: min(end, asOf))]
            let count = Self.measure(goal.rule, days)
            periods.append(GoalPeriod(range: range, count: count, status: status(goal, range, count, asOf: asOf)))
            periodStart = end.adding(days: 1)
        }
        let streaks = Self.streaks(periods)
        let year = goal.period == .week ? asOf.isoWeekYear : asOf.components.year
        let thisYear = periods.filter {
            (goal.period == .week ? $0.range.start.isoWeekYear : $0.range.start.components.year) == year
        }
        return GoalRecord(
            goal: goal, asOf: asOf, periods: periods,
            days: counts.indices.map { DayCount(day: start.adding(days: $0), count: counts[$0]) },
            currentStreak: streaks.current, longestStreak: streaks.longest,
            keptThisYear: thisYear.count { $0.status == .kept }, judgedThisYear: thisYear.count(where: \.isJudged))
    }

    /// The week (or month) of `goal` that holds `day`, as it stood at the end of `day`: counted
    /// through it, and judged as of it (one that goes on after it is under way, "so far"), as
    /// `goalRecord(for:asOf:)` judges the period holding its as-of day; nil before the diary's
    /// first entry.
    public func goalPeriod(for goal: Goal, asOf day: LocalDay) -> GoalPeriod? {
        guard let firstDay, firstDay <= day else { return nil }
        let start = goal.period == .week ? day.startOfISOWeek : Self.firstOfMonth(day)
        let range = DayRange(start: start, end: goal.period == .week ? start.adding(days: 6) : Self.lastOfMonth(start))
        let count = Self.measure(goal.rule, goalCounts(goal, from: start, through: day)[...])
        return GoalPeriod(range: range, count: count, status: status(goal, range, count, asOf: day))
    }

    /// Per day from `start` through `through`, what the goal counts on it.
    private func goalCounts(_ goal: Goal, from start: LocalDay, through: LocalDay) -> [Int] {
        var counts = [Int](repeating: 0, count: start.days(to: through) + 1)
        let add = { (day: LocalDay, counts: inout [Int]) in
            let offset = start.days(to: day)
            if counts.indices.contains(offset) { counts[offset] += 1 }
        }
        switch (goal.rule, goal.subject) {
        case (_, .category(let name)?):
            let category = MealCategory(rawValue: name.lowercased())
            for position in entryPositions(in: DayRange(start: start, end: through))
            where category != nil && entries[position].category == category {
                add(entries[position].day, &counts)
            }
        case (_, .food(let name)?):
            guard let id = vocabulary.food(named: name).flatMap({ vocabulary.id(ofKey: $0.key) }) else { break }
            for position in postings[id] { add(entries[position].day, &counts) }
        case (.newFoods, _):
            for positions in postings { if let first = positions.first { add(entries[first].day, &counts) } }
        default:
            for offset in counts.indices { counts[offset] = entryCount(on: start.adding(days: offset)) }
        }
        return counts
    }

    /// Kept, missed or not judged: see `GoalPeriod.Status`.
    private func status(_ goal: Goal, _ range: DayRange, _ count: Int, asOf: LocalDay) -> GoalPeriod.Status {
        if goal.period == .month, let firstDay, range.contains(firstDay) { return .opening }
        if case .atMost = goal.rule {
            if range.end > asOf { return .soFar }
            if range.start < (firstDay ?? range.start) { return .opening }
            return entryPositions(in: range).isEmpty ? .unlogged : (Self.keeps(goal.rule, count) ? .kept : .missed)
        }
        if range.end > asOf { return Self.keeps(goal.rule, count) ? .keptSoFar : .soFar }
        if range.start < (firstDay ?? range.start) { return .opening }
        return Self.keeps(goal.rule, count) ? .kept : .missed
    }

    /// What a rule counts in a period from its days' counts: days kept, times, or new foods.
    static func measure(_ rule: Goal.Rule, _ days: ArraySlice<Int>) -> Int {
        switch rule {
        case .days: days.count { $0 > 0 }
        case .entriesPerDay(let entries, _): days.count { $0 >= entries }
        case .atMost, .atLeast, .newFoods: days.reduce(0, +)
        }
    }

    /// Whether a period's count keeps the rule.
    static func keeps(_ rule: Goal.Rule, _ count: Int) -> Bool {
        switch rule {
        case .days(_, let days), .entriesPerDay(_, let days): count >= days
        case .atLeast(_, let times): count >= times
        case .atMost(_, let times): count <= times
        case .newFoods(let foods): count >= foods
        }
    }

    /// The current and longest runs of kept periods.
    private static func streaks(_ periods: [GoalPeriod]) -> (current: GoalStreak, longest: GoalStreak) {
        var run = GoalStreak.none
        var longest = GoalStreak.none
        for period in periods {
            switch period.status {
            case .kept, .keptSoFar:
                run = GoalStreak(length: run.length + 1, start: run.start ?? period.range.start, end: period.range.end)
                if run.length > longest.length { longest = run }
            case .missed, .unlogged:
                run = .none
            case .opening, .soFar:
                continue
            }
        }
        return (run, longest)
    }

    static func firstOfMonth(_ day: LocalDay) -> LocalDay {
        day.adding(days: 1 - day.components.day)
    }

    static func lastOfMonth(_ day: LocalDay) -> LocalDay {
        let (year, month, _) = day.components
        return firstOfMonth(day).adding(days: LocalDay.daysInMonth(year: year, month: month) - 1)
    }
}
