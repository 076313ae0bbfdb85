import TestSupport
import Testing
import Words

@testable import Charts

@Suite("The points a daily line is drawn through")
struct LineDrawingTests {
    @Test("Up to two points a unit of width, every point is drawn")
    func sparse() {
        let points = (0..<1_000).map { (Double($0) * 0.5, Double($0 % 7)) }
        #expect(DailyLineChart.drawn(points).elementsEqual(points) { $0 == $1 })
    }

    @Test("Denser, each unit's lowest and highest point are drawn, in their order, and nothing else")
    func dense() {
        // Ten years of days across 600 units: six days a unit.
        let points: [(Double, Double)] = (0..<3_650).map { day in
            let x = 30 + Double(day) * 600 / 3_650
            return (x, Double(day * 37 % 15))
        }
        let drawn = DailyLineChart.drawn(points)
        let units = Dictionary(grouping: points.indices) { (index: Int) -> Double in points[index].0.rounded(.down) }
        var expected: [(Double, Double)] = []
        for unit in units.keys.sorted() {
            let indices = units[unit] ?? []
            guard let low = indices.min(by: { points[$0].1 < points[$1].1 }),
                let high = indices.max(by: { points[$0].1 < points[$1].1 })
            else { continue }
            let kept: [Int] = low == high ? [low] : [min(low, high), max(low, high)]
            expected += kept.map { points[$0] }
        }
        #expect(drawn.elementsEqual(expected) { $0 == $1 })
        #expect(drawn.count <= 2 * 601 && drawn.count < points.count / 2)
    }

    @Test("A ten-year line chart is drawn through a third of its days")
    func tenYears() {
        let first = Fixtures.day("2016-11-23")
        let days = (0..<3_650).map { DayCount(date: first.adding(days: $0), count: ($0 * 37) % 15) }
        let chart = DailyLineChart(title: "T", days: days).render(id: "all", words: english)
        let line = chart.svg.split(separator: "\n").first { $0.contains("fill=\"none\" stroke=") } ?? ""
        let points = line.split(separator: " L").count
        #expect(points > 598 && points <= 2 * 599, "\(points) points")
    }
}
