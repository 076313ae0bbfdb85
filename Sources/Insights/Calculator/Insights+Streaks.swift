import Days
import Diary

extension Insights {
    /// The streak as of `asOf`: consecutive days with entries counted back from `asOf`, or
    /// from the day before when `asOf` has no entry (the day is not over yet). No streak when
    /// neither day has one.
    public func currentStreak(asOf: LocalDay) -> Streak {
        let anchor = entryCount(on: asOf) > 0 ? asOf : asOf.adding(days: -1)
        guard let run = run(containing: anchor) else { return .none }
        return Streak(start: run.start, end: anchor)
    }

    /// The longest run of consecutive days with entries, up to `asOf`; the earliest of
    /// equally long runs. A run still going on `asOf` counts up to `asOf`.
    public func longestStreak(asOf: LocalDay) -> Streak {
        var best = Streak.none
        for run in runs {
            guard run.start <= asOf else { break }
            let candidate = Streak(start: run.start, end: min(run.end, asOf))
            if candidate.length > best.length { best = candidate }
        }
        return best
    }

    /// The run of days with entries that holds `day`.
    private func run(containing day: LocalDay) -> DayRange? {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].end < day { low = middle + 1 } else { high = middle }
        }
        guard low < runs.count, runs[low].contains(day) else { return nil }
        return runs[low]
    }
}
