import Charts
import TestSupport
import Testing
import Words

/// Unusual but valid inputs: every chart stays well-formed, accessible, and keeps its labels
/// inside the frame without overlaps.
@Suite("Edge cases")
struct EdgeCaseTests {
    static func days(from first: String, count: Int, value: (Int) -> Int) -> [DayCount] {
        let start = Fixtures.day(first)
        return (0..<count).map { DayCount(date: start.adding(days: $0), count: value($0)) }
    }

    static let charts: [(String, Chart)] = [
        (
            "one bar",
            HorizontalBarChart(title: "T", bars: [.init(label: "Tea", value: 1)]).render(id: "a", words: english)
        ),
        (
            "huge values and long labels",
            HorizontalBarChart(
                title: "T",
                bars: (1...12).map { .init(label: String(repeating: "Wmw", count: 30 + $0), value: 1_234_567 * $0) }
            ).render(id: "b", words: english)
        ),
        (
            "one giant hour",
            HourChart(title: "T", counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 98_765]).render(id: "c", words: english)
        ),
        (
            "weekday thousands",
            WeekdayChart(title: "T", counts: [12_345, 23_456, 0, 1, 99_999, 5, 6]).render(id: "d", words: english)
        ),
        (
            "line one day",
            DailyLineChart(title: "T", days: days(from: "2026-03-08", count: 1) { _ in 2 }).render(
                id: "e", words: english)
        ),
        (
            "line two days",
            DailyLineChart(title: "T", days: days(from: "2026-03-07", count: 2) { $0 }).render(id: "f", words: english)
        ),
        (
            "line three years",
            DailyLineChart(title: "T", days: days(from: "2023-01-01", count: 1100) { $0 % 7 }).render(
                id: "g", words: english)
        ),
        (
            "line with gaps",
            DailyLineChart(title: "T", days: days(from: "2026-01-01", count: 40) { $0 % 3 }.filter { $0.count > 0 })
                .render(id: "h", words: english)
        ),
        (
            "donut of one",
            DonutChart(title: "T", segments: [.init(label: "Lunch", value: 5, color: Palette.category("lunch"))])
                .render(id: "i", words: english)
        ),
        (
            "donut of twenty",
            DonutChart(
                title: "T",
                segments: (1...20).map {
                    .init(label: "Item number \($0) with a long name", value: $0, color: Palette.accent)
                }
            ).render(id: "j", words: english)
        ),
        (
            "comparison of twelve",
            ComparisonChart(
                title: "T",
                groups: (1...12).map { .init(label: "Category \($0)", current: $0 * 1000, previous: 12_000 - $0) }
            ).render(id: "k", words: english)
        ),
        (
            "54-week year",
            YearHeatmap(
                title: "2012", first: Fixtures.day("2012-01-01"), last: Fixtures.day("2012-12-31"),
                days: days(from: "2012-01-01", count: 366) { $0 % 5 }
            ).render(id: "l", words: english)
        ),
        (
            "short range heatmap",
            YearHeatmap(
                title: "T", first: Fixtures.day("2026-02-27"), last: Fixtures.day("2026-03-03"),
                days: days(from: "2026-02-27", count: 5) { $0 }
            ).render(id: "m", words: english)
        ),
        (
            "February starting Monday",
            MonthHeatmap(title: "T", year: 2021, month: 2, days: days(from: "2021-02-01", count: 28) { $0 % 4 }).render(
                id: "n", words: english)
        ),
        ("ring full", ConsistencyRing(title: "T", daysLogged: 365, totalDays: 365).render(id: "o", words: english)),
        ("ring sliver", ConsistencyRing(title: "T", daysLogged: 1, totalDays: 365).render(id: "p", words: english)),
        (
            "dots mid-week",
            WeekDots(
                title: "T", weekStart: Fixtures.day("2026-03-02"), days: days(from: "2026-03-02", count: 7) { $0 },
                today: Fixtures.day("2026-03-04")
            ).render(id: "q", words: english)
        ),
        (
            "long empty message",
            ConsistencyRing(
                title: "T", daysLogged: 0, totalDays: 0,
                emptyMessage:
                    "Nothing logged yet in this period: add an entry in the app to start your streak and fill this ring"
            ).render(id: "r", words: english)
        ),
    ]

    @Test("Unusual inputs still give accessible, well-laid-out SVG", arguments: charts.map(\.0))
    func layout(_ name: String) throws {
        let chart = try #require(Self.charts.first { $0.0 == name }?.1)
        try SVGCheck.expectAccessible(chart.svg)
        try LayoutCheck.expectNoOverlapOrCut(chart.svg)
    }

    @Test("A leap year starting on Sunday needs 54 week columns")
    func fiftyFourWeeks() throws {
        let chart = try #require(Self.charts.first { $0.0 == "54-week year" }?.1)
        #expect(chart.svg.contains("viewBox=\"0 0 800 148\""))
        #expect(
            chart.caption
                == "730 entries on 292 of 366 days. The busiest days were 5 January 2012 and 72 others, with 4 entries each."
        )
    }

    @Test("A full ring is a circle, not an arc")
    func fullRing() throws {
        let chart = try #require(Self.charts.first { $0.0 == "ring full" }?.1)
        #expect(chart.svg.contains("<circle cx=\"80\" cy=\"80\" r=\"64\" fill=\"none\" stroke=\"var(--success)\""))
        #expect(!chart.svg.contains("<path"))
    }

    @Test("Days after today are dashed and not counted")
    func futureDots() throws {
        let chart = try #require(Self.charts.first { $0.0 == "dots mid-week" }?.1)
        #expect(chart.caption == "Entries so far on 2 of 3 days; none on Monday.")
        #expect(chart.table.rows.count == 3)
        #expect(chart.svg.components(separatedBy: "stroke-dasharray=\"3 4\"").count - 1 == 4)
    }

    @Test("Long empty messages wrap onto at most three lines")
    func longEmptyMessage() throws {
        let chart = try #require(Self.charts.first { $0.0 == "long empty message" }?.1)
        let texts = try SVGCheck.parse(chart.svg).texts
        #expect(texts.count == 3)
        #expect(texts.last?.hasSuffix("…") == true)
    }
}
