import Days
import Diary

extension Insights {
    /// Whether the diary was kept on every day of `range`: its first entry is on or before
    /// the range's first day. A baseline the diary does not cover is no baseline.
    public func covers(_ range: DayRange) -> Bool {
        guard let firstDay else { return false }
        return firstDay <= range.start
    }

    /// The figures of `range` (five top foods at most).
    public func figures(in range: DayRange, topFoodLimit: Int = 5) -> PeriodFigures {
        PeriodFigures(
            range: range, entries: entryCount(in: range), daysLogged: daysLogged(in: range),
            foods: uniqueFoodCount(in: range), newFoods: newFoods(in: range),
            categories: categories(in: range), topFoods: topFoods(in: range, limit: topFoodLimit))
    }

    /// Foods whose first entry in the diary is on a day of `range`, with their entries there:
    /// most first, then by name.
    public func newFoods(in range: DayRange) -> [FoodCount] {
        let positions = entryPositions(in: range)
        guard !positions.isEmpty else { return [] }
        var found: [(id: Int, count: Int)] = []
        for (id, posting) in postings.enumerated() {
            guard let first = posting.first, positions.contains(first) else { continue }
            found.append((id, count(of: posting, in: positions)))
        }
        return found.sorted(by: foodOrder).map { FoodCount(food: vocabulary.foods[$0.id], count: $0.count) }
    }

    /// `current` against `baseline`, whatever their days: the comparison `stats --compare`
    /// makes of two periods a person chose. The like-for-like rules are the callers'.
    public func compare(_ current: DayRange, with baseline: DayRange, as kind: ComparisonBaseline = .chosen)
        -> Comparison
    {
        let now = figures(in: current)
        let then = figures(in: baseline)
        let categories = MealCategory.allCases.compactMap { category -> CategoryChange? in
            let left = now.categories.first { $0.category == category }?.count ?? 0
            let right = then.categories.first { $0.category == category }?.count ?? 0
            return left + right > 0 ? CategoryChange(category: category, current: left, baseline: right) : nil
        }
        var keys: [String] = []
        for food in now.topFoods + then.topFoods where !keys.contains(food.key) { keys.append(food.key) }
        let foods = keys.compactMap { key -> FoodChange? in
            guard let id = vocabulary.idByKey[key] else { return nil }
            return FoodChange(
                food: vocabulary.foods[id], current: count(of: postings[id], in: entryPositions(in: current)),
                baseline: count(of: postings[id], in: entryPositions(in: baseline)))
        }
        .sorted { lhs, rhs in
            if lhs.current != rhs.current { return lhs.current > rhs.current }
            if lhs.baseline != rhs.baseline { return lhs.baseline > rhs.baseline }
            if lhs.food != rhs.food { return lhs.food < rhs.food }
            return lhs.key < rhs.key
        }
        return Comparison(baselineKind: kind, current: now, baseline: then, categories: categories, topFoods: foods)
    }

    /// `current` against `baseline` when the diary covers the baseline; nil otherwise.
    func comparison(_ current: DayRange, with baseline: DayRange, as kind: ComparisonBaseline) -> Comparison? {
        covers(baseline) ? compare(current, with: baseline, as: kind) : nil
    }

    /// A month, to `asOf` while it is under way, against the same days of the month before and
    /// of the same month a year earlier (day 1 through the same day number, or the other
    /// month's last day when it is shorter); nil for a month that starts after `asOf` or does
    /// not exist.
    public func monthComparison(year: Int, month: Int, asOf: LocalDay) -> MonthComparison? {
        guard let first = LocalDay(year: year, month: month, day: 1), first <= asOf else { return nil }
        let last = first.adding(days: LocalDay.daysInMonth(year: year, month: month) - 1)
        let current = DayRange(start: first, end: min(last, asOf))
        let isComplete = last <= asOf
        // A whole month against the whole other month; a month so far against the other
        // month's same days (all of it when it has fewer: 1–30 March against February).
        let sameDays = { (other: LocalDay) -> DayRange in
            let length = LocalDay.daysInMonth(year: other.year, month: other.month)
            return DayRange(
                start: other, end: other.adding(days: (isComplete ? length : min(current.days, length)) - 1))
        }
        return MonthComparison(
            year: year, month: month, isComplete: isComplete,
            monthBefore: comparison(current, with: sameDays(first.adding(months: -1)), as: .monthBefore),
            lastYear: comparison(current, with: sameDays(first.adding(months: -12)), as: .sameMonthLastYear))
    }

    /// The same dates a year before `range` (29 February becomes 28 February).
    static func yearBefore(_ range: DayRange) -> DayRange {
        DayRange(start: range.start.adding(months: -12), end: range.end.adding(months: -12))
    }

    /// A year, to `asOf` while it is under way, against the same dates of the year before,
    /// with its months side by side; nil for a year that starts after `asOf`, or when the
    /// diary was not kept on every one of those dates.
    public func yearComparison(year: Int, asOf: LocalDay) -> YearComparison? {
        guard let first = LocalDay(year: year, month: 1, day: 1), let last = LocalDay(year: year, month: 12, day: 31),
            first <= asOf
        else { return nil }
        let current = DayRange(start: first, end: min(last, asOf))
        let baseline = Self.yearBefore(current)
        guard let comparison = comparison(current, with: baseline, as: .sameDatesLastYear) else { return nil }
        let months = (1...current.end.month).compactMap { month -> MonthPair? in
            guard let start = LocalDay(year: year, month: month, day: 1) else { return nil }
            let end = start.adding(days: LocalDay.daysInMonth(year: year, month: month) - 1)
            let counted = DayRange(start: start, end: min(end, current.end))
            let before = Self.yearBefore(counted)
            return MonthPair(month: month, current: entryCount(in: counted), baseline: entryCount(in: before))
        }
        return YearComparison(year: year, isComplete: last <= asOf, comparison: comparison, months: months)
    }

    /// The Insights period `period` as of `asOf` against the same number of days just before
    /// it; nil when the diary was not kept on all of those (always for All).
    public func periodComparison(_ period: AnalyticsPeriod, asOf: LocalDay) -> Comparison? {
        let current = range(of: period, asOf: asOf)
        let before = DayRange(start: current.start.adding(days: -current.days), end: current.start.adding(days: -1))
        return comparison(current, with: before, as: .periodBefore)
    }

    /// A food this year (1 January through `asOf`) against the same dates of the year
    /// before, and its first and latest days; nil when the diary has no such food or it was
    /// not eaten by `asOf`.
    public func foodYearComparison(for food: Food, asOf: LocalDay) -> FoodYearComparison? {
        guard let id = vocabulary.idByKey[food.key], let january = LocalDay(year: asOf.year, month: 1, day: 1)
        else { return nil }
        let eaten = postings[id].prefix(Self.countBelow(entriesUpTo(asOf), in: postings[id]))
        guard let first = eaten.first, let last = eaten.last else { return nil }
        let thisYear = DayRange(start: january, end: asOf)
        let lastYear = Self.yearBefore(thisYear)
        let covered = covers(lastYear)
        return FoodYearComparison(
            food: vocabulary.foods[id], thisYear: thisYear,
            thisYearCount: count(of: postings[id], in: entryPositions(in: thisYear)),
            lastYear: covered ? lastYear : nil,
            lastYearCount: covered ? count(of: postings[id], in: entryPositions(in: lastYear)) : nil,
            firstEaten: entries[first].day, lastEaten: entries[last].day)
    }

    /// This week so far against the same days of each of the eight weeks before it.
    public func weekAverage(asOf: LocalDay) -> WeekAverage {
        let monday = asOf.startOfISOWeek
        let range = DayRange(start: monday, end: asOf)
        let weeks = (1...8).reversed().map { back in
            DayRange(start: monday.adding(days: -7 * back), end: asOf.adding(days: -7 * back))
        }
        let covered = weeks.first.map(covers) ?? false
        return WeekAverage(
            range: range, entries: entryCount(in: range), weeks: covered ? weeks.map(entryCount(in:)) : nil)
    }

    /// How many of the ascending `posting` positions are in `positions`.
    func count(of posting: [Int], in positions: Range<Int>) -> Int {
        Self.countBelow(positions.upperBound, in: posting) - Self.countBelow(positions.lowerBound, in: posting)
    }
}
