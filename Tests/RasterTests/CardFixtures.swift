import Charts
import Days
import Foundation
import Raster
import TestSupport

/// Cards to draw, and the renderer with the fonts FoodStory ships.
enum CardFixtures {
    /// The fonts folder of the repository (`Sources/Site/Resources/Fonts`).
    static let fontsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Site/Resources/Fonts")

    static func rasterizer() throws -> SVGRasterizer {
        let names = try FileManager.default.contentsOfDirectory(atPath: fontsFolder.path)
        return try SVGRasterizer(fonts: FontSet(folder: fontsFolder, names: names))
    }

    /// A week with a headline long enough to wrap.
    static let week = ShareCard(
        weekStart: LocalDay(year: 2026, month: 3, day: 2) ?? LocalDay(dayNumber: 0),
        headline: "A week of coffee.", subheadline: "Coffee came up 5 times in 18 entries.",
        dayCounts: [3, 2, 4, 0, 5, 2, 2], lastWeekEntries: 14, topFood: .init(name: "coffee", count: 5),
        categories: [
            .init(name: "breakfast", count: 7), .init(name: "lunch", count: 5), .init(name: "dinner", count: 6),
        ])

    /// A year with entries on most days.
    static let year = YearCard(
        year: 2025, headline: "A year of coffee.",
        dayCounts: (0..<365).map { $0 % 5 == 0 ? 0 : $0 % 4 + 1 },
        topFoods: [.init(name: "coffee", count: 210), .init(name: "toast", count: 96), .init(name: "rice", count: 80)],
        categories: [.init(name: "breakfast", count: 300), .init(name: "lunch", count: 250)])

    /// The card's SVG in `format`, with what it is called.
    static func documents() -> [(name: String, format: CardFormat, svg: String)] {
        CardFormat.allCases.flatMap { format in
            [
                ("week \(format)", format, week.render(format, words: english)),
                ("year \(format)", format, year.render(format, words: english)),
            ]
        }
    }
}
