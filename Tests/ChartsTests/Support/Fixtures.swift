import Charts
import Days
import Testing

/// Chart inputs shared by the tests, built in code and deterministic.
enum Fixtures {
    /// A day that is known to be valid.
    static func day(_ iso: String) -> LocalDay {
        guard let date = LocalDay(iso) else {
            Issue.record("bad fixture date \(iso)")
            return LocalDay(dayNumber: 0)
        }
        return date
    }

    /// The fixed "today" of the fixtures: Sunday 8 March 2026.
    static let today = LocalDay(dayNumber: 20_520)

    /// A deterministic count for day number `n`: mostly 0–3, sometimes more, about 1 in 5 empty.
    static func count(_ n: Int) -> Int {
        var mixed = UInt32(truncatingIfNeeded: n &+ 0x9E37_79B9)
        mixed ^= mixed << 13
        mixed ^= mixed >> 17
        mixed ^= mixed << 5
        mixed = mixed &* 0x2C1B_3C6D
        mixed ^= mixed >> 15
        let roll = Int(mixed % 20)
        switch roll {
        case 0..<4: return 0
        case 4..<10: return 1
        case 10..<15: return 2
        case 15..<18: return 3
        default: return 4 + roll % 3
        }
    }

    /// `length` days ending on `end`, with counts from ``count(_:)`` and links to day pages.
    static func days(endingOn end: LocalDay, length: Int, links: Bool = true) -> [DayCount] {
        (0..<length).map {
            let date = end.adding(days: $0 - length + 1)
            return DayCount(date: date, count: count($0), link: links ? "day/\(date.description).html" : nil)
        }
    }

    static let topFoods = HorizontalBarChart(
        title: "Top foods",
        bars: [
            .init(label: "Coffee", value: 42, link: "food/coffee.html"),
            .init(label: "Oatmeal with blueberries and a spoon of peanut butter", value: 17, link: "food/oatmeal.html"),
            .init(label: "Green tea", value: 15, link: "food/green-tea.html"),
            .init(label: "Avocado toast", value: 12, link: "food/avocado-toast.html"),
            .init(label: "Crème brûlée", value: 9, link: "food/creme-brulee.html"),
            .init(label: "Ramen 🍜", value: 7, link: "food/ramen.html"),
            .init(label: "Apple", value: 6, link: "food/apple.html"),
            .init(label: "Banana", value: 4, link: "food/banana.html"),
            .init(label: "Dal", value: 3, link: "food/dal.html"),
            .init(label: "Yogurt", value: 1, link: "food/yogurt.html"),
        ])

    static let hostileBars = HorizontalBarChart(
        title: "Foods <b>&</b> \"drinks\"",
        bars: [
            .init(label: "<script>alert('x')</script>", value: 5),
            .init(label: "Fish & chips \"deluxe\"", value: 4, link: "food/fish-chips.html?a=1&b=2"),
            .init(label: "كبسة الدجاج مع الأرز البسمتي والبهارات", value: 3),
            .init(label: "👨‍👩‍👧‍👦🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕", value: 2),
            .init(label: "Tab\tand\nnew line\u{0007}bell", value: 1),
        ])

    static let hours = HourChart(
        title: "Meal timing",
        counts: [0, 0, 0, 0, 0, 1, 3, 9, 12, 6, 2, 3, 11, 13, 4, 2, 5, 6, 10, 8, 3, 2, 1, 0])

    static let weekdays = WeekdayChart(title: "Day of week", counts: [5, 9, 4, 6, 7, 3, 2])

    static let daily = DailyLineChart(title: "Daily activity", days: days(endingOn: today, length: 30))

    static let dailyYear = DailyLineChart(
        title: "Daily activity", days: days(endingOn: today, length: 365, links: false))

    static let categories = DonutChart(
        title: "Categories",
        segments: Palette.categoryNames.enumerated().map { index, name in
            DonutChart.Segment(
                label: name.prefix(1).uppercased() + name.dropFirst(), value: [48, 30, 14, 22, 4, 2][index],
                color: Palette.category(name))
        } + [DonutChart.Segment(label: "Uncategorized", value: 0, color: Palette.uncategorized)])

    static let weekComparison = ComparisonChart(
        title: "This week vs last week",
        groups: zip(LocalDay.weekdayNames, [(3, 2), (4, 3), (2, 2), (5, 1), (3, 4), (1, 0), (2, 0)]).map {
            ComparisonChart.Group(label: String($0.0.prefix(3)), name: $0.0, current: $0.1.0, previous: $0.1.1)
        })

    static let yearHeatmap = YearHeatmap.lastYear(
        title: "The last year", today: today, days: days(endingOn: today, length: 371))

    static let monthHeatmap = MonthHeatmap(
        title: "March 2026", year: 2026, month: 3, days: days(endingOn: day("2026-03-31"), length: 31),
        today: day("2026-03-20"))

    static let ring = ConsistencyRing(title: "Consistency", daysLogged: 23, totalDays: 30)

    static let weekDots = WeekDots(
        title: "Days logged this week", weekStart: day("2026-03-02"),
        days: [
            DayCount(date: day("2026-03-02"), count: 2, link: "day/2026-03-02.html"),
            DayCount(date: day("2026-03-03"), count: 1, link: "day/2026-03-03.html"),
            DayCount(date: day("2026-03-05"), count: 3, link: "day/2026-03-05.html"),
            DayCount(date: day("2026-03-06"), count: 1, link: "day/2026-03-06.html"),
            DayCount(date: day("2026-03-08"), count: 2, link: "day/2026-03-08.html"),
        ], today: today)

    /// `chart` for paper: its days without links, without tooltips.
    static func forPaper(_ chart: YearHeatmap) -> YearHeatmap {
        var chart = chart
        chart.days = chart.days.map { DayCount(date: $0.date, count: $0.count) }
        chart.tooltips = false
        return chart
    }

    /// `chart` for paper: its days without links, without tooltips.
    static func forPaper(_ chart: WeekDots) -> WeekDots {
        var chart = chart
        chart.days = chart.days.map { DayCount(date: $0.date, count: $0.count) }
        chart.tooltips = false
        return chart
    }
}
