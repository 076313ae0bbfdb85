import Days

/// Days laid out a week at a time, from the week holding `first`, each week starting on the
/// locale's first weekday (`Catalog.weekStart`): the year heatmap's columns and rows, the
/// month grid's rows and columns.
struct WeekGrid: Equatable {
    /// The first day of the first week: `first`, or the last first weekday before it.
    let origin: LocalDay
    /// The weekday each week starts on.
    let weekStart: WeekStart

    /// The grid whose first week holds `first`.
    init(first: LocalDay, weekStart: WeekStart) {
        self.origin = weekStart.start(of: first)
        self.weekStart = weekStart
    }

    /// The week holding `day`, 0 for the first; `day` is not before `origin`.
    func week(of day: LocalDay) -> Int { max(0, origin.days(to: day)) / 7 }

    /// The day's place in its week, 0 for the first weekday.
    func weekday(of day: LocalDay) -> Int { weekStart.position(of: day) }

    /// The weeks from the first to the one holding `last`.
    func weeks(through last: LocalDay) -> Int { week(of: last) + 1 }
}
