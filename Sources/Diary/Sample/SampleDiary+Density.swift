import Days
import Foundation

extension SampleDiary {
    /// The share of days with entries in a dense sample: the app-like diary's 85%, or the mean
    /// itself when it is lower (each logged day then has one entry).
    static let loggedShare = 0.85

    /// Records with `mean` entries per calendar day on average over the whole range, days
    /// without entries included. Days are logged with `loggedShare` (or `mean` when lower);
    /// a logged day's count varies evenly around the mean per logged day (never below one).
    /// Entries are drawn from the same categories, foods, input types, edits and photos as the
    /// app-like diary, each at a minute of its category's hours that no other entry of the day
    /// has, and the day's entries are in time order. A mean that is not a positive finite
    /// number gives no records; a day holds at most one entry per minute of the hours used.
    func denseRecords(mean: Double) -> [EntryRecord] {
        guard mean.isFinite, mean > 0 else { return [] }
        var random = SeededGenerator(seed: seed)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let logged = min(Self.loggedShare, mean)
        let perLoggedDay = max(1, mean / logged)
        let base = Int(perLoggedDay)
        let fraction = perLoggedDay - Double(base)
        // Symmetric, so it leaves the mean alone; at most base - 1, so a day has one entry at least.
        let spread = min(base - 1, max(1, base / 3))
        var records: [EntryRecord] = []
        records.reserveCapacity(Int(min(Double(days) * mean, 10_000_000)) + 16)
        for offset in stride(from: days - 1, through: 0, by: -1) {
            let day = asOf.adding(days: -offset)
            guard random.chance(logged) else { continue }
            let (y, m, d) = day.components
            guard let midnight = calendar.date(from: DateComponents(year: y, month: m, day: d)) else { continue }
            var count = base + (random.chance(fraction) ? 1 : 0)
            if spread > 0 { count += random.int(in: -spread...spread) }
            for slot in plan(count: count, random: &random) {
                records.append(
                    entry(
                        category: slot.category, day: (y, m, d), midnight: midnight, calendar: calendar,
                        minuteOfDay: slot.minute, random: &random))
            }
        }
        return records
    }

    /// `count` entries of one day, in time order: a category drawn by weight, then a free
    /// minute in its hours; a category whose hours are full gives way to the first with room.
    private func plan(count: Int, random: inout SeededGenerator) -> [(minute: Int, category: MealCategory)] {
        var taken = Set<Int>()
        var slots: [(minute: Int, category: MealCategory)] = []
        for _ in 0..<count {
            let drawn = weighted(SampleFoods.categories, SampleFoods.weights, &random)
            var found: (minute: Int, category: MealCategory)?
            for category in [drawn] + SampleFoods.categories.filter({ $0 != drawn }) {
                if let minute = Self.freeMinute(in: SampleFoods.hours(for: category), taken: taken, random: &random) {
                    found = (minute, category)
                    break
                }
            }
            guard let slot = found else { break }
            taken.insert(slot.minute)
            slots.append(slot)
        }
        return slots.sorted { $0.minute < $1.minute }
    }

    /// A minute of the day within `hours` that is not `taken`: from a random start, the first
    /// free one going forward (wrapping round); `nil` when every minute is taken.
    private static func freeMinute(in hours: ClosedRange<Int>, taken: Set<Int>, random: inout SeededGenerator) -> Int? {
        let first = hours.lowerBound * 60
        let size = hours.count * 60
        let start = random.int(in: 0...size - 1)
        for step in 0..<size {
            let minute = first + (start + step) % size
            if !taken.contains(minute) { return minute }
        }
        return nil
    }
}
