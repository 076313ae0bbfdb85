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
            title: "Kept days", first: start, last: start.adding(days: 9),
            days: (0..<10).map { DayCount(date: start.adding(days: $0), count: $0 % 3 == 0 ? 3 : 0) },
            counted: .kept)
        heatmap.caption = "Kept on 4 of 10 days."
        let chart = heatmap.render(id: "g", words: english)
        #expect(chart.caption == "Kept on 4 of 10 days.")
        #expect(
            chart.table
                == DataTable(
                    caption: "Kept on 4 of 10 days.", columns: ["Month", "Kept days"], rows: [["March 2026", "4"]]))
        #expect(
            chart.svg.matches(of: /<title>([^<]*)<\/title>/).map { String($0.output.1) } == [
                "2 March 2026: kept", "3 March 2026: not kept", "4 March 2026: not kept", "5 March 2026: kept",
                "6 March 2026: not kept", "7 March 2026: not kept", "8 March 2026: kept", "9 March 2026: not kept",
                "10 March 2026: not kept", "11 March 2026: kept", "not kept", "kept",
            ])
        #expect(chart.svg.matches(of: /href="#g-3"/).count == 4)
        #expect(chart.svg.matches(of: /href="#g-0"/).count == 6)
    }
}
