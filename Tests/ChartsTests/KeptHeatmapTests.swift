import Charts
import TestSupport
import Testing
import Words

/// A goal's days on the year heatmap: kept or not, in its own words.
@Suite("Kept days on the year heatmap")
struct KeptHeatmapTests {
    @Test("Kept days are the darkest shade, each named kept or not kept; the caller's sentence; a table of kept days")
    func kept() {
        let start = Fixtures.day("2026-03-02")
        var heatmap = YearHeatmap(
            title: "Day by day", first: start, last: start.adding(days: 9),
            days: (0..<10).map { DayCount(date: start.adding(days: $0), count: $0 % 3 == 0 ? 3 : 0) },
            counted: .kept)
        heatmap.caption = "Breakfast on 4 of the last 10 days."
        let chart = heatmap.render(id: "g", words: english)
        #expect(chart.caption == "Breakfast on 4 of the last 10 days.")
        #expect(
            chart.table
                == DataTable(
                    caption: "Breakfast on 4 of the last 10 days.", columns: ["Month", "Days counted"],
                    rows: [["March 2026", "4"]]))
        #expect(
            chart.svg.matches(of: /<title>([^<]*)<\/title>/).map { String($0.output.1) } == [
                "2 March 2026: kept", "3 March 2026: not kept", "4 March 2026: not kept", "5 March 2026: kept",
                "6 March 2026: not kept", "7 March 2026: not kept", "8 March 2026: kept", "9 March 2026: not kept",
                "10 March 2026: not kept", "11 March 2026: kept", "not kept", "kept",
            ])
        #expect(chart.svg.matches(of: /href="#g-3"/).count == 4)
        #expect(chart.svg.matches(of: /href="#g-0"/).count == 6)
    }

    @Test("A limited food's days are one slate shade, named eaten (the times in its tooltip), not the accent of more")
    func limited() {
        let start = Fixtures.day("2026-03-02")
        var heatmap = YearHeatmap(
            title: "Day by day", first: start, last: start.adding(days: 3),
            days: (0..<4).map { DayCount(date: start.adding(days: $0), count: [0, 1, 0, 2][$0]) }, counted: .limited)
        heatmap.caption = "Rice, which the goal limits, on 2 of the last 4 days."
        let chart = heatmap.render(id: "g", words: english)
        #expect(
            chart.table
                == DataTable(
                    caption: "Rice, which the goal limits, on 2 of the last 4 days.", columns: ["Month", "Days eaten"],
                    rows: [["March 2026", "2"]]))
        #expect(
            chart.svg.matches(of: /<title>([^<]*)<\/title>/).map { String($0.output.1) } == [
                "2 March 2026: not eaten", "3 March 2026: eaten once", "4 March 2026: not eaten",
                "5 March 2026: eaten 2 times", "not eaten", "eaten",
            ])
        // Every shade of a day with some is the one slate square; none is the accent.
        #expect(
            chart.svg.matches(of: /<rect id="g-(\d)"[^>]*fill="([^"]*)" fill-opacity="([^"]*)"/).map {
                "\($0.output.1) \($0.output.2) \($0.output.3)"
            } == [
                "0 var(--surface) 0.06", "1 var(--slate) 0.8", "2 var(--slate) 0.8", "3 var(--slate) 0.8",
            ])
    }
}
