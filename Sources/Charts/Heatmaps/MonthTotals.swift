import Words

/// Per-month sums of days, for heatmap tables.
enum MonthTotals {
    /// Rows of month name and year, days with a positive count, and the total.
    static func rows(_ days: [DayCount], _ words: Catalog) -> [[String]] {
        var rows: [[String]] = []
        var current: (year: Int, month: Int, active: Int, total: Int)?
        let row = { (month: (year: Int, month: Int, active: Int, total: Int)) in
            [words.month(year: month.year, month: month.month), words.number(month.active), words.number(month.total)]
        }
        for day in days {
            if current?.year != day.date.year || current?.month != day.date.month {
                if let current { rows.append(row(current)) }
                current = (day.date.year, day.date.month, 0, 0)
            }
            current?.active += day.count > 0 ? 1 : 0
            current?.total += day.count
        }
        if let current { rows.append(row(current)) }
        return rows
    }
}
