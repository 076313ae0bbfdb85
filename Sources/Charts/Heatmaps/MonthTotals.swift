/// Per-month sums of days, for heatmap tables.
enum MonthTotals {
    /// Rows of month name and year, days with a positive count, and the total.
    static func rows(_ days: [DayCount]) -> [[String]] {
        var rows: [[String]] = []
        var current: (key: String, active: Int, total: Int)?
        for day in days {
            let key = "\(day.date.monthName) \(day.date.year)"
            if current?.key != key {
                if let current {
                    rows.append([current.key, Wording.number(current.active), Wording.number(current.total)])
                }
                current = (key, 0, 0)
            }
            current?.active += day.count > 0 ? 1 : 0
            current?.total += day.count
        }
        if let current { rows.append([current.key, Wording.number(current.active), Wording.number(current.total)]) }
        return rows
    }
}
