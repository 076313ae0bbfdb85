import Days
import Diary

extension Insights {
    /// This week so far (its Monday through `asOf`) against last week (Monday to Sunday).
    public func weekComparison(asOf: LocalDay) -> WeekComparison {
        let monday = asOf.startOfISOWeek
        let thisWeek = (0..<7).map { offset -> Int in
            let day = monday.adding(days: offset)
            return day <= asOf ? entryCount(on: day) : 0
        }
        let lastWeek = (0..<7).map { entryCount(on: monday.adding(days: $0 - 7)) }
        return WeekComparison(thisWeekStart: monday, thisWeekDays: thisWeek, lastWeekDays: lastWeek)
    }

    /// One month's days with their entries (0 after `asOf`); nil for a month that does not
    /// exist.
    public func monthHeatmap(year: Int, month: Int, asOf: LocalDay) -> MonthHeatmap? {
        guard let first = LocalDay(year: year, month: month, day: 1) else { return nil }
        let days = (0..<LocalDay.daysInMonth(year: year, month: month)).map { offset -> DayCount in
            let day = first.adding(days: offset)
            return DayCount(day: day, count: day <= asOf ? entryCount(on: day) : 0)
        }
        return MonthHeatmap(year: year, month: month, firstWeekday: first.isoWeekday, days: days)
    }

    /// The ISO weeks with at least one entry on or before `asOf`, in order.
    public func weeksWithEntries(asOf: LocalDay) -> [ISOWeek] {
        var weeks: [ISOWeek] = []
        for position in 0..<entriesUpTo(asOf) {
            let week = ISOWeek(containing: entries[position].day)
            if weeks.last != week { weeks.append(week) }
        }
        return weeks
    }

    /// The recap of `week` as it stood at the end of that week, or on `asOf` while the week
    /// is under way; nil for a week that starts after `asOf`.
    public func weeklySummary(for week: ISOWeek, asOf: LocalDay) -> WeeklySummary? {
        guard week.monday <= asOf else { return nil }
        let through = min(week.sunday, asOf)
        let counted = DayRange(start: week.monday, end: through)
        let days = week.days.allDays.map { DayCount(day: $0, count: $0 <= through ? entryCount(on: $0) : 0) }
        return WeeklySummary(
            week: week, through: through, isComplete: week.sunday <= asOf, days: days,
            topFood: topFoods(in: counted, limit: 1).first,
            lastWeekEntries: entryCount(in: week.previous.days), categories: categories(in: counted),
            streak: currentStreak(asOf: through))
    }
}
