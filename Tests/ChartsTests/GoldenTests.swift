import Charts
import Foundation
import TestSupport
import Testing
import Words

/// Every chart kind, a normal case and its empty case, compared with its golden SVG file.
@Suite("Golden SVG files")
struct GoldenTests {
    /// One golden case: a file name and the chart that must match it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let chart: @Sendable () -> Chart
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "hbar-top-foods") { Fixtures.topFoods.render(id: "top-foods", words: english) },
        Case(name: "hbar-hostile-labels") { Fixtures.hostileBars.render(id: "hostile", words: english) },
        Case(name: "hbar-empty") {
            HorizontalBarChart(title: "Top foods", bars: []).render(id: "top-foods", words: english)
        },
        Case(name: "hours") { Fixtures.hours.render(id: "meal-timing", words: english) },
        Case(name: "hours-empty") {
            HourChart(title: "Meal timing", counts: Array(repeating: 0, count: 24)).render(
                id: "meal-timing", words: english)
        },
        Case(name: "weekdays") { Fixtures.weekdays.render(id: "weekdays", words: english) },
        Case(name: "weekdays-empty") {
            WeekdayChart(title: "Day of week", counts: []).render(id: "weekdays", words: english)
        },
        Case(name: "line-30-days") { Fixtures.daily.render(id: "daily", words: english) },
        Case(name: "line-365-days") { Fixtures.dailyYear.render(id: "daily-year", words: english) },
        Case(name: "line-empty") {
            DailyLineChart(title: "Daily activity", days: []).render(id: "daily", words: english)
        },
        Case(name: "donut-categories") { Fixtures.categories.render(id: "categories", words: english) },
        Case(name: "donut-empty") {
            DonutChart(
                title: "Categories", segments: [.init(label: "Lunch", value: 0, color: Palette.category("lunch"))]
            )
            .render(id: "categories", words: english)
        },
        Case(name: "comparison-week") { Fixtures.weekComparison.render(id: "week-trend", words: english) },
        Case(name: "comparison-empty") {
            ComparisonChart(title: "This week vs last week", groups: [.init(label: "Mon", current: 0, previous: 0)])
                .render(id: "week-trend", words: english)
        },
        Case(name: "year-heatmap") { Fixtures.yearHeatmap.render(id: "year", words: english) },
        Case(name: "year-heatmap-paper") { Fixtures.forPaper(Fixtures.yearHeatmap).render(id: "year", words: english) },
        Case(name: "year-heatmap-empty") {
            YearHeatmap.lastYear(title: "The last year", today: Fixtures.today, days: []).render(
                id: "year", words: english)
        },
        Case(name: "month-heatmap") { Fixtures.monthHeatmap.render(id: "month", words: english) },
        Case(name: "month-heatmap-empty") {
            MonthHeatmap(title: "February 2026", year: 2026, month: 2, days: []).render(id: "month", words: english)
        },
        Case(name: "ring") { Fixtures.ring.render(id: "consistency", words: english) },
        Case(name: "ring-empty") {
            ConsistencyRing(title: "Consistency", daysLogged: 0, totalDays: 7).render(id: "consistency", words: english)
        },
        Case(name: "week-dots") { Fixtures.weekDots.render(id: "week-dots", words: english) },
        Case(name: "week-dots-paper") { Fixtures.forPaper(Fixtures.weekDots).render(id: "week-dots", words: english) },
        Case(name: "week-dots-empty") {
            WeekDots(title: "Days logged this week", weekStart: Fixtures.day("2026-03-02"), days: []).render(
                id: "week-dots", words: english)
        },
    ]

    @Test("SVG matches its golden file", arguments: cases)
    func matchesGolden(_ golden: Case) throws {
        try Golden.check(golden.chart().svg, named: golden.name)
    }

    @Test("SVG is well-formed XML with role, title and description", arguments: cases)
    func isAccessibleXML(_ golden: Case) throws {
        let chart = golden.chart()
        try SVGCheck.expectAccessible(chart.svg)
        let summary = try SVGCheck.parse(chart.svg)
        #expect(summary.title == chart.title)
        #expect(summary.desc == chart.caption)
        #expect(chart.table.caption == chart.caption)
        let viewBox = summary.rootAttributes["viewBox"]
        #expect(viewBox == "0 0 \(SVGNumber.format(chart.width)) \(SVGNumber.format(chart.height))")
    }

    @Test("No label is cut off or overlaps another", arguments: cases)
    func labelsFit(_ golden: Case) throws {
        try LayoutCheck.expectNoOverlapOrCut(golden.chart().svg)
    }

    @Test("Each empty case is marked empty and says so", arguments: cases.filter { $0.name.hasSuffix("-empty") })
    func emptyCase(_ golden: Case) throws {
        let chart = golden.chart()
        #expect(chart.isEmpty)
        #expect(chart.caption == "No entries in this period.")
        #expect(chart.table.rows.isEmpty)
        let shown = try SVGCheck.parse(chart.svg).texts.joined(separator: " ")
        #expect(shown == "No entries in this period")
    }

    @Test("Every chart kind has a normal and an empty case")
    func everyKindCovered() {
        let names = Set(Self.cases.map(\.name))
        #expect(names.count == Self.cases.count)
        let kinds = [
            "hbar", "hours", "weekdays", "line", "donut", "comparison", "year-heatmap", "month-heatmap", "ring",
            "week-dots",
        ]
        for kind in kinds {
            #expect(names.contains("\(kind)-empty"), "\(kind) has an empty case")
            #expect(
                names.contains { $0.hasPrefix(kind + "-") && !$0.hasSuffix("-empty") } || names.contains(kind),
                "\(kind) has a normal case")
        }
    }

    @Test("Every stored golden file belongs to a case and is accessible XML")
    func storedGoldenFiles() throws {
        guard !Golden.isUpdating else { return }
        let folder = try #require(Bundle.module.url(forResource: "Golden", withExtension: nil))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
        let cards = ShareCardTests.cases.map(\.name)
        #expect(Set(files) == Set((Self.cases.map(\.name) + cards).map { "\($0).svg" }))
        for file in files {
            let svg = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            if file.hasPrefix("card-") {
                try SVGCheck.expectAccessible(svg, fixedSize: (ShareCard.width, ShareCard.height))
            } else {
                try SVGCheck.expectAccessible(svg)
            }
        }
    }
}
