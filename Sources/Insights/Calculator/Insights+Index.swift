import Days
import Diary

extension Insights {
    /// Days from `firstDay` through `lastDay`.
    var span: Int { dayStart.count - 1 }

    /// The day indexes of `range` that fall inside the diary's span, or nil when none do.
    func dayIndexes(of range: DayRange) -> Range<Int>? {
        guard let firstDay else { return nil }
        let low = max(firstDay.days(to: range.start), 0)
        let high = min(firstDay.days(to: range.end) + 1, span)
        return low < high ? low..<high : nil
    }

    /// The positions in `entries` of the entries on the days of `range`.
    func entryPositions(in range: DayRange) -> Range<Int> {
        guard let days = dayIndexes(of: range) else { return 0..<0 }
        return dayStart[days.lowerBound]..<dayStart[days.upperBound]
    }

    /// How many entries are on or before `day`.
    func entriesUpTo(_ day: LocalDay) -> Int {
        guard let firstDay, day >= firstDay else { return 0 }
        return dayStart[min(firstDay.days(to: day) + 1, span)]
    }

    /// Entries on one day.
    func entryCount(on day: LocalDay) -> Int {
        guard let firstDay else { return 0 }
        let index = firstDay.days(to: day)
        guard index >= 0, index < span else { return 0 }
        return dayStart[index + 1] - dayStart[index]
    }

    /// The distinct food ids of one day.
    func foodIDs(on day: LocalDay) -> [Int] {
        guard let firstDay else { return [] }
        let index = firstDay.days(to: day)
        guard index >= 0, index < span else { return [] }
        return dayFoods[index]
    }

    /// Food order for every list of foods: most first, then by name, then by key.
    func foodOrder(_ lhs: (id: Int, count: Int), _ rhs: (id: Int, count: Int)) -> Bool {
        if lhs.count != rhs.count { return lhs.count > rhs.count }
        return vocabulary.foods[lhs.id] < vocabulary.foods[rhs.id]
    }
}
