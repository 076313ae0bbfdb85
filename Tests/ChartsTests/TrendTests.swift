import Charts
import TestSupport
import Testing
import Words

@Suite("Trend labels")
struct TrendTests {
    @Test("Percent change from the previous total, coloured by direction")
    func labels() {
        #expect(Trend(current: 25, previous: 20) == .up(percent: 25))
        #expect(Trend(current: 25, previous: 20).label(english) == "↑ 25%")
        #expect(Trend(current: 25, previous: 20).color == Palette.success)
        #expect(Trend(current: 9, previous: 10).label(english) == "↓ 10%")
        #expect(Trend(current: 9, previous: 10).color == Palette.decline)
        #expect(Trend(current: 7, previous: 7).label(english) == "no change")
        #expect(Trend(current: 3, previous: 0) == .upFromNothing)
        #expect(Trend(current: 3, previous: 0).label(english) == "↑ from 0")
        #expect(!Trend(current: 3, previous: 0).label(english).contains("%"))
        #expect(Trend(current: 1001, previous: 1000).label(english) == "↑ <1%")
        #expect(Trend(current: 0, previous: 0) == .same)
    }

    @Test("The comparison chart shows the trend label in its colour")
    func inChart() {
        let svg = Fixtures.weekComparison.render(id: "w", words: english).svg
        #expect(svg.contains("fill=\"var(--success)\">↑ 67%</text>"))
        let down = ComparisonChart(title: "T", groups: [.init(label: "Mon", current: 9, previous: 10)]).render(
            id: "d", words: english
        )
        .svg
        #expect(down.contains("fill=\"var(--decline)\">↓ 10%</text>"))
    }
}
