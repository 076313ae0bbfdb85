import Days
import Diary

extension Insights {
    /// The foods in most entries of `range`, most first, then by name; at most `limit`.
    /// An entry counts once for a food however often it names it.
    public func topFoods(in range: DayRange, limit: Int = 10) -> [FoodCount] {
        var counts = [Int](repeating: 0, count: vocabulary.foods.count)
        var found: [Int] = []
        for position in entryPositions(in: range) {
            for id in vocabulary.entryFoodIDs[position] {
                if counts[id] == 0 { found.append(id) }
                counts[id] += 1
            }
        }
        return found.map { (id: $0, count: counts[$0]) }
            .sorted(by: foodOrder)
            .prefix(max(limit, 0))
            .map { FoodCount(food: vocabulary.foods[$0.id], count: $0.count) }
    }

    /// Different foods eaten on the days of `range`.
    public func uniqueFoodCount(in range: DayRange) -> Int {
        guard let days = dayIndexes(of: range) else { return 0 }
        var seen = Set<Int>()
        for day in days { seen.formUnion(dayFoods[day]) }
        return seen.count
    }

    /// Pairs of different foods eaten on the same day, counted once per day, on at least
    /// `minimumDays` days of `range`: most days first, then by the first food's name, then
    /// the second's; at most `limit`.
    public func foodPairs(in range: DayRange, minimumDays: Int = 2, limit: Int = 10) -> [FoodPair] {
        guard let days = dayIndexes(of: range) else { return [] }
        let foodCount = vocabulary.foods.count
        var counts: [Int: Int] = [:]
        for day in days {
            let foods = dayFoods[day]
            for (offset, first) in foods.enumerated() {
                for second in foods[(offset + 1)...] {
                    counts[first * foodCount + second, default: 0] += 1
                }
            }
        }
        let foods = vocabulary.foods
        return counts.filter { $0.value >= max(minimumDays, 1) }
            .map { FoodPair(foods[$0.key / foodCount], foods[$0.key % foodCount], count: $0.value) }
            .sorted { lhs, rhs in
                if lhs.count != rhs.count { return lhs.count > rhs.count }
                if lhs.first != rhs.first { return lhs.first < rhs.first }
                if lhs.second != rhs.second { return lhs.second < rhs.second }
                return (lhs.firstKey, lhs.secondKey) < (rhs.firstKey, rhs.secondKey)
            }
            .prefix(max(limit, 0))
            .map { $0 }
    }

    /// Every food eaten on or before `asOf`, with its entries and first and last days: most
    /// entries first, then by name.
    public func allFoods(asOf: LocalDay) -> [FoodSummary] {
        let limit = entriesUpTo(asOf)
        var counted: [(id: Int, count: Int)] = []
        for (id, positions) in postings.enumerated() {
            let count = Self.countBelow(limit, in: positions)
            if count > 0 { counted.append((id, count)) }
        }
        return counted.sorted(by: foodOrder).map { id, count in
            FoodSummary(
                food: vocabulary.foods[id], count: count,
                firstEaten: entries[postings[id][0]].day,
                lastEaten: entries[postings[id][count - 1]].day)
        }
    }

    /// How many of the ascending `positions` are below `limit`.
    static func countBelow(_ limit: Int, in positions: [Int]) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
