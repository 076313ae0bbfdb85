import Days
import Diary

extension Insights {
    /// How often `food` was eaten, and on which weekdays and at which hours, in each of the
    /// app's periods as of `asOf` (7 days, 30 days, 3 months, a year, all time), in that order;
    /// nil when the food is not in the diary. One pass over its entries.
    public func foodHabits(for food: Food, asOf: LocalDay) -> [FoodHabits]? {
        guard let id = vocabulary.idByKey[food.key] else { return nil }
        let periods = AnalyticsPeriod.allCases
        var habits = periods.map {
            FoodHabits(
                period: $0, range: range(of: $0, asOf: asOf), count: 0,
                weekdays: [Int](repeating: 0, count: 7), hours: [Int](repeating: 0, count: 24))
        }
        let positions = postings[id].prefix(Self.countBelow(entriesUpTo(asOf), in: postings[id]))
        for position in positions {
            let entry = entries[position]
            for index in habits.indices where habits[index].range.contains(entry.day) {
                habits[index].count += 1
                habits[index].weekdays[entry.day.isoWeekday - 1] += 1
                habits[index].hours[entry.time.hour] += 1
            }
        }
        return habits
    }
}
