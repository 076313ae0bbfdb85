import Days
import Diary

extension Insights {
    /// The days `period` covers as of `asOf` (All starts at the first entry).
    public func range(of period: AnalyticsPeriod, asOf: LocalDay) -> DayRange {
        period.dayRange(asOf: asOf, firstEntryDay: firstDay)
    }

    /// Entries on the days of `range`.
    public func entryCount(in range: DayRange) -> Int {
        entryPositions(in: range).count
    }

    /// Days of `range` with at least one entry.
    public func daysLogged(in range: DayRange) -> Int {
        guard let days = dayIndexes(of: range) else { return 0 }
        return loggedBefore[days.upperBound] - loggedBefore[days.lowerBound]
    }

    /// Days logged out of the days of `range`, in whole percent: to the nearest, except that
    /// only a fully logged range is 100 and only an empty one is 0.
    public func consistency(in range: DayRange) -> Int {
        Rounding.consistency(logged: daysLogged(in: range), days: range.days)
    }

    /// Entries on every day of `range`, in order, zero for days without.
    public func dailyCounts(in range: DayRange) -> [DayCount] {
        range.allDays.map { DayCount(day: $0, count: entryCount(on: $0)) }
    }

    /// Entries of `range` by the local hour of the meal: 24 counts, midnight first.
    public func mealTiming(in range: DayRange) -> [Int] {
        var hours = [Int](repeating: 0, count: 24)
        for position in entryPositions(in: range) {
            hours[entries[position].time.hour] += 1
        }
        return hours
    }

    /// Everything the dashboard shows for `period` as of `asOf`.
    public func periodStats(
        _ period: AnalyticsPeriod, asOf: LocalDay, topFoodLimit: Int = 10, pairLimit: Int = 10
    ) -> PeriodStats {
        let range = range(of: period, asOf: asOf)
        return PeriodStats(
            period: period, range: range, entries: entryCount(in: range),
            daysLogged: daysLogged(in: range), consistency: consistency(in: range),
            uniqueFoodsInPeriod: uniqueFoodCount(in: range),
            topFoods: topFoods(in: range, limit: topFoodLimit), dailyCounts: dailyCounts(in: range),
            categories: categories(in: range), uncategorized: uncategorizedCount(in: range),
            inputTypes: inputTypes(in: range), mealTiming: mealTiming(in: range),
            foodPairs: foodPairs(in: range, limit: pairLimit))
    }
}
