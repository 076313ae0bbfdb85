import Words

/// Per-month sums of days, for the tables behind the heatmaps and the daily lines.
enum MonthTotals {
    /// One month's sums: all its counts, and its days with a positive count.
    struct Month: Equatable {
        var year: Int
        var month: Int
        var total = 0
        var active = 0
    }

    /// The months of `days` (in date order), each with its sums.
    static func months(_ days: [DayCount]) -> [Month] {
        var months: [Month] = []
        for day in days {
            if months.last?.year != day.date.year || months.last?.month != day.date.month {
                months.append(Month(year: day.date.year, month: day.date.month))
            }
            months[months.count - 1].total += day.count
            months[months.count - 1].active += day.count > 0 ? 1 : 0
        }
        return months
    }

    /// Rows of month name and year, days with a positive count, and the total.
    static func rows(_ days: [DayCount], _ words: Catalog) -> [[String]] {
        months(days).map {
            [words.month(year: $0.year, month: $0.month), words.number($0.active), words.number($0.total)]
        }
    }
}
