import Charts
import Foundation
import TestSupport
import Testing
import Words

/// The weekly share card: golden files, and what every card must be.
@Suite("Share card")
struct ShareCardTests {
    /// One golden card: a file name and the card that must match it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let card: ShareCard
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "card-week", card: CardFixtures.week),
        Case(name: "card-perfect-week", card: CardFixtures.perfectWeek),
        Case(name: "card-empty", card: CardFixtures.emptyWeek),
        Case(name: "card-under-way", card: CardFixtures.underWay),
        Case(name: "card-hostile", card: CardFixtures.hostile),
    ]

    @Test("SVG matches its golden file", arguments: cases)
    func matchesGolden(_ golden: Case) throws {
        try Golden.check(golden.card.render(words: english), named: golden.name)
    }

    @Test("A standalone 1080 × 1350 document with role, title and description", arguments: cases)
    func isAccessibleDocument(_ golden: Case) throws {
        let svg = golden.card.render(words: english)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        try SVGCheck.expectAccessible(svg, fixedSize: (ShareCard.width, ShareCard.height))
        let summary = try SVGCheck.parse(svg)
        #expect(summary.title == golden.card.title(english))
        #expect(summary.desc == golden.card.sentence(english))
        #expect(summary.rootAttributes["id"] == "card-\(golden.card.weekLabel)")
    }

    @Test("Nothing outside the card is referred to: no links, images, fonts or scripts", arguments: cases)
    func selfContained(_ golden: Case) throws {
        try CardCheck.expectSelfContained(golden.card.render(words: english))
    }

    @Test("No text runs off the card or overlaps another", arguments: cases)
    func textsFit(_ golden: Case) throws {
        try LayoutCheck.expectNoOverlapOrCut(golden.card.render(words: english))
    }

    @Test("No text leaves the margins", arguments: cases)
    func textsInsideMargins(_ golden: Case) throws {
        let (_, _, boxes) = try LayoutCheck.boxes(golden.card.render(words: english))
        for box in boxes {
            #expect(box.left >= 79.99 && box.right <= 1000.01, "\"\(box.text)\": \(box.left)…\(box.right)")
        }
    }

    @Test("Every text reaches 4.5:1 against its background", arguments: cases)
    func contrast(_ golden: Case) throws {
        try CardCheck.expectReadableText(golden.card.render(words: english))
    }

    @Test("Confetti only on a perfect week, the same on every run")
    func confetti() {
        #expect(CardFixtures.perfectWeek.render(words: english).contains("class=\"confetti\""))
        #expect(!CardFixtures.week.render(words: english).contains("class=\"confetti\""))
        #expect(CardFixtures.perfectWeek.render(words: english) == CardFixtures.perfectWeek.render(words: english))
        var other = CardFixtures.perfectWeek
        other.weekStart = Fixtures.day("2026-03-02")
        #expect(other.render(words: english).contains("class=\"confetti\""))
    }
}
