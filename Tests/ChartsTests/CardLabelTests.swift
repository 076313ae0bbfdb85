import Charts
import Days
import TestSupport
import Testing
import Words

/// The cards' own words, in every shipped language: each label whole, never shortened with an
/// ellipsis to fit its place.
@Suite("Card labels")
struct CardLabelTests {
    /// A year under way, with a comparison, two foods and two categories.
    static let year = YearCard(
        year: 2026, headline: "A year of coffee.", dayCounts: (0..<69).map { $0 % 5 == 0 ? 0 : $0 % 4 + 1 },
        topFoods: [.init(name: "coffee", count: 21), .init(name: "toast", count: 9)],
        categories: [.init(name: "breakfast", count: 30), .init(name: "lunch", count: 25)],
        today: Fixtures.day("2026-03-10"), comparison: "")

    /// The week that spans New Year 2026 (29 December – 4 January): its dates name two years.
    static let newYear = {
        var card = CardFixtures.week
        card.weekStart = Fixtures.day("2025-12-29")
        return card
    }()

    @Test("No label of a week's or a year's card is cut short, in any shipped language and format")
    func wholeInEveryLanguage() throws {
        var cut: [String] = []
        for language in Catalog.shippedLanguages() {
            let words = try Catalog.shipped(locale: language)
            for format in CardFormat.allCases {
                let drawn = [
                    CardFixtures.week.render(format, words: words),
                    CardFixtures.perfectWeek.render(format, words: words), Self.newYear.render(format, words: words),
                    Self.year.render(format, words: words),
                ]
                for svg in drawn {
                    cut += try SVGCheck.parse(svg).texts.filter { $0.hasSuffix("…") }.map {
                        "\(language) \(format): \($0)"
                    }
                }
            }
        }
        #expect(cut == [])
    }
}
