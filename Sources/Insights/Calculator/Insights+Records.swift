import Days
import Diary

extension Insights {
    /// Entries on or before `asOf`.
    public func totalEntries(asOf: LocalDay) -> Int {
        entriesUpTo(asOf)
    }

    /// The day with the most entries on or before `asOf`; the earliest on a tie; nil when
    /// there is none.
    public func bestDay(asOf: LocalDay) -> DayCount? {
        guard let firstDay, asOf >= firstDay else { return nil }
        var best: DayCount?
        for index in 0..<min(firstDay.days(to: asOf) + 1, span) {
            let count = dayStart[index + 1] - dayStart[index]
            if count > (best?.count ?? 0) {
                best = DayCount(day: firstDay.adding(days: index), count: count)
            }
        }
        return best
    }

    /// Different foods eaten on or before `asOf`.
    public func uniqueFoodCount(asOf: LocalDay) -> Int {
        let limit = entriesUpTo(asOf)
        return postings.filter { ($0.first ?? limit) < limit }.count
    }

    /// The milestones reached by `asOf` (10, 25, 50, 100, 250, then every 250 entries), each
    /// with the day of the entry that reached it.
    public func milestones(asOf: LocalDay) -> [Milestone] {
        Milestone.counts(upTo: entriesUpTo(asOf)).map {
            Milestone(count: $0, day: entries[$0 - 1].day)
        }
    }

    /// The all-time records as they stand on `asOf`.
    public func records(asOf: LocalDay) -> Records {
        Records(
            totalEntries: totalEntries(asOf: asOf), longestStreak: longestStreak(asOf: asOf),
            bestDay: bestDay(asOf: asOf), uniqueFoods: uniqueFoodCount(asOf: asOf))
    }
}
