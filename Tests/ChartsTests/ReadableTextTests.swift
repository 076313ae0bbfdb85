import Charts
import Foundation
import TestSupport
import Testing
import Words

/// Chart text a reader can read without zooming (docs/charts.md, "Readable on a phone"), worked
/// out from the SVG alone: the site suite measures the same in a browser on every page kind.
@Suite("Readable chart text")
struct ReadableTextTests {
    /// The column a phone 390 pixels wide gives a chart: the page's side padding (0.9rem each
    /// side on a narrow screen) taken off.
    static let phoneColumn = 390 - 2 * 0.9 * 16

    /// The width a chart is drawn at in a phone's column: its natural width, the column's if
    /// that is narrower, but never narrower than the `min-width` its own style gives it.
    static func phoneWidth(_ chart: Chart) -> Double {
        let minWidth = chart.svg.firstMatch(of: #/min-width: ([0-9.]+)px/#).flatMap { Double($0.1) } ?? 0
        return max(min(chart.width, phoneColumn), minWidth)
    }

    @Test(
        "No chart text is under 12 units, nor under 11 pixels in a phone's column",
        arguments: GoldenTests.cases.filter { !$0.name.hasPrefix("card-") })
    func readable(_ golden: GoldenTests.Case) throws {
        let chart = golden.chart()
        let summary = try SVGCheck.parse(chart.svg)
        let scale = Self.phoneWidth(chart) / chart.width
        #expect(!summary.texts.isEmpty)
        for (text, attributes) in zip(summary.texts, summary.textAttributes) {
            let size = try #require(Double(attributes["font-size"] ?? ""), "\"\(text)\" has no font size")
            #expect(size >= 12, "\"\(text)\" is \(size) units")
            #expect(size * scale >= 11, "\"\(text)\" is \(size * scale) pixels on a phone")
        }
    }

    @Test("A year scrolls sideways on a phone rather than shrink its labels under 11 pixels")
    func yearScrolls() {
        let chart = Fixtures.yearHeatmap.render(id: "year", words: english)
        #expect(chart.width > Self.phoneColumn)
        #expect(Self.phoneWidth(chart) > Self.phoneColumn)
        #expect(chart.svg.contains("@media screen { :has(&gt; #year) {"))
    }
}
