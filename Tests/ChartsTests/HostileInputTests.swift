import Charts
import TestSupport
import Testing
import Words

/// Labels come from people's diaries and may contain anything; every chart must stay
/// well-formed XML that shows them as text.
@Suite("Hostile input")
struct HostileInputTests {
    static let labels = [
        "<script>alert('x')</script>", "Fish & chips \"deluxe\"", "كبسة الدجاج مع الأرز", "👨‍👩‍👧‍👦🍕",
        "]]><!-- -->", "Tab\tand\nnew line\u{0}\u{7}", "&amp; &#x3C; &lt;",
    ]

    static func charts() -> [Chart] {
        let labels = Self.labels
        let start = Fixtures.day("2026-03-02")
        let days = (0..<7).map {
            DayCount(date: start.adding(days: $0), count: $0, link: "day/\"><script>x</script>&.html")
        }
        return [
            HorizontalBarChart(
                title: labels[0],
                bars: labels.enumerated().map {
                    .init(label: $0.element, value: $0.offset + 1, link: $0.element, name: $0.element)
                }, kind: .shares
            ).render(id: "x\"><script>", words: english),
            HourChart(title: labels[1], counts: [1, 2, 3], counted: .eaten).render(id: labels[2], words: english),
            WeekdayChart(title: labels[3], counts: [1, 2]).render(id: labels[3], words: english),
            DailyLineChart(title: labels[4], days: days).render(id: labels[4], words: english),
            DonutChart(
                title: labels[5], segments: labels.map { .init(label: $0, value: 2, color: Palette.accent) }
            ).render(id: labels[5], words: english),
            ComparisonChart(
                title: labels[6], groups: labels.map { .init(label: $0, current: 1, previous: 2) },
                currentName: labels[0],
                previousName: labels[1]
            ).render(id: labels[6], words: english),
            YearHeatmap(title: labels[0], first: start, last: start.adding(days: 6), days: days).render(
                id: "", words: english),
            MonthHeatmap(title: labels[1], year: 2026, month: 3, days: days).render(id: "month", words: english),
            ConsistencyRing(title: labels[2], daysLogged: 3, totalDays: 7).render(id: "ring", words: english),
            WeekDots(title: labels[3], weekStart: start, days: days).render(id: "dots", words: english),
            HorizontalBarChart(title: labels[4], bars: [], emptyMessage: labels[0]).render(id: "empty", words: english),
        ]
    }

    @Test("Every chart with hostile labels, ids and links is well-formed and accessible")
    func wellFormed() throws {
        for chart in Self.charts() {
            try SVGCheck.expectAccessible(chart.svg)
            try LayoutCheck.expectNoOverlapOrCut(chart.svg)
            #expect(!chart.svg.contains("<script"))
            #expect(!chart.table.html().contains("<script"))
        }
    }

    @Test("Hostile labels come back unchanged as text")
    func textSurvives() throws {
        // Short enough to be shown whole in a chart 400 units wide (a longer one is shortened).
        let chart = HorizontalBarChart(
            title: "Foods & <drinks>", bars: [.init(label: "<script>'x'</script>", value: 5)]
        )
        .render(id: "t", words: english)
        let summary = try SVGCheck.parse(chart.svg)
        #expect(summary.title == "Foods & <drinks>")
        #expect(summary.texts.contains("<script>'x'</script>"))
        #expect(summary.desc == "<script>'x'</script> was eaten most: 5 times.")
    }

    @Test("Id prefixes are reduced to safe characters and stay distinct per chart")
    func ids() throws {
        let summary = try SVGCheck.parse(Fixtures.ring.render(id: "my ring\"<1>", words: english).svg)
        #expect(summary.rootAttributes["id"] == "my-ring--1-")
        #expect(summary.titleID == "my-ring--1--title")
        let digits = try SVGCheck.parse(Fixtures.ring.render(id: "7d", words: english).svg)
        #expect(digits.rootAttributes["id"] == "chart-7d")
        let empty = try SVGCheck.parse(Fixtures.ring.render(id: "", words: english).svg)
        #expect(empty.rootAttributes["id"] == "chart")
    }

    @Test("Output is the same on every run")
    func deterministic() {
        #expect(Self.charts() == Self.charts())
        #expect(
            Fixtures.yearHeatmap.render(id: "a", words: english) == Fixtures.yearHeatmap.render(id: "a", words: english)
        )
    }
}
