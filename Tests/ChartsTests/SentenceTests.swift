import Charts
import TestSupport
import Testing
import Words

@Suite("Plain-language sentences")
struct SentenceTests {
    @Test("Top foods: the leader, its count and how many are shown")
    func topFoods() {
        #expect(Fixtures.topFoods.sentence(english) == "Coffee was eaten most: 42 times.")
        let one = HorizontalBarChart(title: "Top", bars: [.init(label: "Tea", value: 1)])
        #expect(one.sentence(english) == "Only Tea was eaten, once.")
        let tie = HorizontalBarChart(
            title: "Top",
            bars: [.init(label: "Coffee", value: 12), .init(label: "Tea", value: 12), .init(label: "Toast", value: 3)])
        #expect(tie.sentence(english) == "Coffee and Tea were eaten most: 12 times each.")
        let many = HorizontalBarChart(title: "Top", bars: (1...4).map { .init(label: "Food \($0)", value: 2) })
        #expect(many.sentence(english) == "4 foods were eaten most: 2 times each.")
    }

    @Test("Hours: the busiest hour")
    func hours() {
        #expect(Fixtures.hours.sentence(english) == "The busiest hour was 13:00, with 13 entries.")
        var counts = Array(repeating: 0, count: 24)
        counts[8] = 9
        counts[13] = 9
        #expect(
            HourChart(title: "T", counts: counts).sentence(english)
                == "The busiest hours were 08:00 and 13:00, with 9 entries each.")
        #expect(HourChart(title: "T", counts: [1]).sentence(english) == "One entry, at 00:00.")
    }

    @Test("Weekdays: the busiest day, or an even spread")
    func weekdays() {
        #expect(Fixtures.weekdays.sentence(english) == "Tuesday had the most entries: 9.")
        #expect(
            WeekdayChart(title: "T", counts: [3, 0, 0, 0, 3, 0, 0]).sentence(english)
                == "Monday and Friday had the most entries: 3 each.")
        #expect(
            WeekdayChart(title: "T", counts: Array(repeating: 2, count: 7)).sentence(english)
                == "Entries on every day of the week alike: 2 each.")
        #expect(
            WeekdayChart(title: "T", counts: [1, 1, 1, 1, 0, 0, 0], counted: .eaten).sentence(english)
                == "No day of the week stands out.")
    }

    @Test("Line over days: total, average and the busiest day")
    func daily() {
        #expect(
            Fixtures.daily.sentence(english)
                == "57 entries in 30 days: 1.9 a day on average. The busiest days were 16 February 2026 and 4 others, with 4 entries each."
        )
        let single = DailyLineChart(title: "T", days: [DayCount(date: Fixtures.today, count: 3)])
        #expect(single.sentence(english) == "3 entries, all on 8 March 2026.")
    }

    /// `count` times on the days `eaten` (offsets from the first of `span` days), as a food page
    /// charts them.
    private func rare(_ eaten: [Int], span: Int) -> DailyLineChart {
        let first = Fixtures.today.adding(days: -(span - 1))
        let days = (0..<span).map { DayCount(date: first.adding(days: $0), count: eaten.contains($0) ? 1 : 0) }
        return DailyLineChart(title: "T", days: days, counted: .eaten)
    }

    @Test("Line over days: a rare food is about once every so often, never \"0 a day\"")
    func rareDaily() {
        #expect(
            rare([0, 50, 100], span: 120).sentence(english)
                == "Eaten 3 times in 120 days: about once every 6 weeks."
        )
        #expect(
            rare([3], span: 365).sentence(english)
                == "Eaten once, on 12 March 2025.")
        #expect(
            rare(Array(stride(from: 0, to: 30, by: 3)), span: 30).sentence(english)
                == "Eaten 10 times in 30 days: about once every 3 days."
        )
        #expect(
            rare([0, 200], span: 365).sentence(english)
                == "Eaten 2 times in 365 days: about once every 6 months."
        )
    }

    @Test(
        "How often, as a person says it",
        arguments: [
            (1, 120, nil), (5, 1, nil), (0, 30, nil), (70, 30, "2.3 a day on average"), (30, 30, "1 a day on average"),
            (29, 30, "1 a day on average"), (25, 30, "about once a day"), (15, 30, "about once every 2 days"),
            (4, 28, "about once a week"), (3, 30, "about once every 10 days"), (3, 120, "about once every 6 weeks"),
            (2, 120, "about once every 2 months"), (3, 365, "about once every 4 months"),
            (2, 3650, "about once every 5 years"), (3, 3650, "about once every 3 years"),
        ] as [(Int, Int, String?)])
    func rate(total: Int, days: Int, expected: String?) {
        #expect(Wording.rate(total, overDays: days, english) == expected)
    }

    @Test("Donut: the largest share of the total")
    func donut() {
        #expect(Fixtures.categories.sentence(english) == "Breakfast was the largest category: 40% of 120 entries.")
        let tie = DonutChart(
            title: "T",
            segments: [
                .init(label: "Lunch", value: 3, color: Palette.category("lunch")),
                .init(label: "Dinner", value: 3, color: Palette.category("dinner")),
                .init(label: "Snack", value: 4, color: Palette.category("snack")),
            ])
        #expect(tie.sentence(english) == "Snack was the largest category: 40% of 10 entries.")
        let even = DonutChart(
            title: "T",
            segments: [
                .init(label: "Lunch", value: 1, color: Palette.category("lunch")),
                .init(label: "Dinner", value: 1, color: Palette.category("dinner")),
            ])
        #expect(even.sentence(english) == "Lunch and Dinner were the largest categories: 50% each of 2 entries.")
    }

    @Test("Comparison: up, down, the same, from nothing")
    func comparison() {
        #expect(Fixtures.weekComparison.sentence(english) == "20 entries this week, up 67% from 12 last week.")
        func chart(_ current: Int, _ previous: Int) -> ComparisonChart {
            ComparisonChart(title: "T", groups: [.init(label: "Mon", current: current, previous: previous)])
        }
        #expect(chart(9, 10).sentence(english) == "9 entries this week, down 10% from 10 last week.")
        #expect(chart(4, 4).sentence(english) == "4 entries this week, the same as last week.")
        #expect(chart(1, 0).sentence(english) == "1 entry this week, up from none last week.")
        #expect(chart(0, 3).sentence(english) == "No entries this week, after 3 last week.")
        #expect(chart(1001, 1000).sentence(english) == "1,001 entries this week, up less than 1% from 1,000 last week.")
    }

    @Test("Heatmaps: days with entries, total and the busiest day")
    func heatmaps() {
        #expect(
            Fixtures.yearHeatmap.sentence(english)
                == "641 entries on 301 of 371 days. The busiest days were 12 April 2025 and 11 others, with 5 entries each."
        )
        #expect(
            Fixtures.monthHeatmap.sentence(english)
                == "40 entries so far in March 2026, on 17 of 20 days. The busiest days were 10 March 2026 and 3 others, with 4 entries each."
        )
        let past = MonthHeatmap(
            title: "T", year: 2026, month: 2, days: [DayCount(date: Fixtures.day("2026-02-14"), count: 2)],
            today: Fixtures.today)
        #expect(
            past.sentence(english) == "2 entries in February 2026, all on 14 February 2026.")
    }

    @Test("Consistency ring: the share of days logged")
    func ring() {
        #expect(Fixtures.ring.sentence(english) == "Entries on 23 of 30 days: 77% consistency.")
        #expect(
            ConsistencyRing(title: "T", daysLogged: 1, totalDays: 1).sentence(english)
                == "An entry on the one day: 100% consistency.")
        #expect(
            ConsistencyRing(title: "T", daysLogged: 9, totalDays: 7).sentence(english)
                == "Entries on all 7 days: 100% consistency.")
        #expect(
            ConsistencyRing(title: "T", daysLogged: 1, totalDays: 365).sentence(english)
                == "Entries on 1 of 365 days: <1% consistency.")
        #expect(
            ConsistencyRing(title: "T", daysLogged: 364, totalDays: 365).sentence(english)
                == "Entries on 364 of 365 days: >99% consistency.")
    }

    @Test("Week dots: days logged and the days missed")
    func weekDots() {
        #expect(Fixtures.weekDots.sentence(english) == "Entries on 5 of 7 days; none on Wednesday and Saturday.")
        let start = Fixtures.day("2026-03-02")
        let all = WeekDots(
            title: "T", weekStart: start, days: (0..<7).map { DayCount(date: start.adding(days: $0), count: 1) })
        #expect(all.sentence(english) == "Entries on all 7 days: a perfect week.")
        let midweek = WeekDots(
            title: "T", weekStart: start, days: [DayCount(date: start, count: 1)], today: start.adding(days: 2))
        #expect(midweek.sentence(english) == "Entries so far on Monday only.")
    }

    @Test("Empty charts say the empty message, with a full stop")
    func empty() {
        #expect(
            HorizontalBarChart(title: "T", bars: [], emptyMessage: "Nothing yet").sentence(english) == "Nothing yet.")
        #expect(HourChart(title: "T", counts: []).sentence(english) == "No entries in this period.")
        #expect(
            ConsistencyRing(title: "T", daysLogged: 0, totalDays: 0).sentence(english) == "No entries in this period.")
    }

    @Test("Wording helpers are locale-independent")
    func wording() {
        #expect(Wording.number(1_234_567) == "1,234,567")
        #expect(Wording.number(-1000) == "-1,000")
        #expect(Wording.number(999) == "999")
        #expect(english.written(.list(["A", "B", "C"])) == "A, B and C")
        #expect(Wording.percent(1, of: 8) == 13)
        #expect(Wording.percent(1, of: 0) == 0)
        #expect(Wording.percentText(1, of: 1000, english) == "<1%")
        #expect(Wording.percentText(999, of: 1000, english) == ">99%")
        #expect(Wording.percentText(0, of: 1000, english) == "0%")
        #expect(Wording.percentText(1000, of: 1000, english) == "100%")
        #expect(Wording.sentence("Done!") == "Done!")
        #expect(Counted.entries.counted(1, english) == "1 entry")
        #expect(Counted.entries.counted(0, english) == "no entries")
        #expect(Counted.eaten.counted(1, english) == "eaten once")
        #expect(Counted.eaten.counted(2, english) == "eaten 2 times")
    }
}
