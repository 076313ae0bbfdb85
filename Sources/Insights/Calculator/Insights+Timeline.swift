import Days
import Diary

extension Insights {
    /// One food's timeline for `period` as of `asOf`; nil when the diary has no such food.
    /// Its all-time numbers (total, first and last eaten, days) stop at `asOf` too.
    public func foodTimeline(
        for food: Food, period: AnalyticsPeriod, asOf: LocalDay, companionLimit: Int = 10
    ) -> FoodTimeline? {
        guard let id = vocabulary.idByKey[food.key] else { return nil }
        let known = vocabulary.foods[id]
        let range = range(of: period, asOf: asOf)
        let positions = postings[id].prefix(Self.countBelow(entriesUpTo(asOf), in: postings[id]))
        let inPeriod = entryPositions(in: range)
        var days: [LocalDay] = []
        // Counts by day of the period, by offset from its first day: no table of days.
        var perDay = [Int](repeating: 0, count: range.days)
        var weekdays = [Int](repeating: 0, count: 7)
        var hours = [Int](repeating: 0, count: 24)
        var companions = [Int](repeating: 0, count: vocabulary.foods.count)
        var companionIDs: [Int] = []
        for position in positions {
            let entry = entries[position]
            let newDay = days.last != entry.day
            if newDay { days.append(entry.day) }
            let offset = range.start.days(to: entry.day)
            guard inPeriod.contains(position), perDay.indices.contains(offset) else { continue }
            perDay[offset] += 1
            weekdays[entry.day.isoWeekday - 1] += 1
            hours[entry.time.hour] += 1
            guard newDay else { continue }
            for other in foodIDs(on: entry.day) where other != id {
                if companions[other] == 0 { companionIDs.append(other) }
                companions[other] += 1
            }
        }
        let eatenWith = companionIDs.map { (id: $0, count: companions[$0]) }
            .sorted(by: foodOrder)
            .prefix(max(companionLimit, 0))
            .map { FoodCount(food: vocabulary.foods[$0.id], count: $0.count) }
        return FoodTimeline(
            food: known, period: period, range: range, totalCount: positions.count,
            countInPeriod: perDay.reduce(0, +),
            days: days,
            dailyCounts: perDay.indices.map { DayCount(day: range.start.adding(days: $0), count: perDay[$0]) },
            weekdays: weekdays, hours: hours, eatenWith: Array(eatenWith))
    }
}
