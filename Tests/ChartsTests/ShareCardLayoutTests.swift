import Charts
import Days
import TestSupport
import Testing
import Words

/// The share card with text of every length and kind: the headline's wrapping, hostile and
/// right-to-left text, many categories, and a few hundred generated cards that must all stay
/// well-formed, inside the margins and readable.
@Suite("Share card layout")
struct ShareCardLayoutTests {
    /// The headline's lines as drawn: upright bold serif texts, with their size and anchor.
    static func headline(_ card: ShareCard) throws -> [(text: String, size: String, anchor: String?)] {
        let summary = try SVGCheck.parse(card.render(words: english))
        return zip(summary.texts, summary.textAttributes).compactMap { text, attributes in
            let serif = attributes["font-family"]?.hasPrefix("Caladea") ?? false
            guard serif, attributes["font-weight"] == "700", attributes["font-style"] == nil else { return nil }
            return (text, attributes["font-size"] ?? "", attributes["text-anchor"])
        }
    }

    static func card(headline: String, subheadline: String = "Sub.") -> ShareCard {
        var card = CardFixtures.week
        card.headline = headline
        card.subheadline = subheadline
        return card
    }

    @Test("A short headline is set on one line at display size")
    func shortHeadline() throws {
        let lines = try Self.headline(Self.card(headline: "A quiet week."))
        #expect(lines.map(\.text) == ["A quiet week."])
        #expect(lines.map(\.size) == ["112"])
    }

    @Test("A longer headline wraps into even lines at a smaller size")
    func wrappedHeadline() throws {
        let lines = try Self.headline(CardFixtures.week)
        #expect(lines.map(\.text) == ["A week", "of coffee."])
        #expect(lines.map(\.size) == ["96", "96"])
        let long = try Self.headline(
            Self.card(headline: "Twelve days in a row, and the longest streak you have had all year long."))
        #expect(long.count == 3)
        #expect(long.allSatisfy { !$0.text.contains("…") })
    }

    @Test("A headline too long for three lines is shortened with an ellipsis")
    func overlongHeadline() throws {
        let words = Array(repeating: "breakfast lunch dinner", count: 30).joined(separator: " ")
        let card = Self.card(headline: words, subheadline: words)
        let lines = try Self.headline(card)
        #expect(lines.count == 3)
        #expect(lines.last?.text.hasSuffix("…") == true)
        #expect(lines.allSatisfy { $0.size == "56" })
        try LayoutCheck.expectNoOverlapOrCut(card.render(words: english))
    }

    @Test("One enormous word is shortened, never run off the card")
    func longWord() throws {
        let card = Self.card(headline: String(repeating: "W", count: 200))
        let lines = try Self.headline(card)
        #expect(lines.count == 1)
        #expect(lines.first?.text.hasSuffix("…") == true)
        try LayoutCheck.expectNoOverlapOrCut(card.render(words: english))
    }

    @Test("A blank headline is replaced by a neutral one")
    func blankHeadline() throws {
        #expect(try Self.headline(Self.card(headline: " \n\t")).map(\.text) == ["Your week", "in food."])
    }

    @Test("A right-to-left headline is set flush right")
    func rightToLeft() throws {
        let lines = try Self.headline(Self.card(headline: "أسبوع من القهوة"))
        #expect(lines.map(\.text) == ["أسبوع من", "القهوة"])
        #expect(lines.map(\.anchor) == ["end", "end"])
    }

    @Test("Markup in any text stays text")
    func markupStaysText() throws {
        let svg = CardFixtures.hostile.render(words: english)
        let summary = try SVGCheck.parse(svg)
        #expect(!summary.elements.contains { $0.name == "script" || $0.name == "b" })
        #expect(summary.texts.contains("<script>alert('x')</script> &"))
        #expect(summary.texts.contains { $0.hasPrefix("Fish & chips \"deluxe\" <b>") })
        #expect(summary.texts.contains("<script> 7,000"))
        #expect(summary.title.hasPrefix("Weekly recap, week 1 of 2026: <script>alert('x')</script> & \"quotes\""))
    }

    @Test("Categories beyond two legend rows are merged into one \"more\" item")
    func manyCategories() throws {
        var card = CardFixtures.week
        card.categories = (1...15).map { .init(name: "Category number \($0)", count: 20 - $0) }
        let summary = try SVGCheck.parse(card.render(words: english))
        let legend = summary.texts.filter { $0.hasPrefix("Category number") || $0.contains(" more ") }
        #expect(legend.last?.hasPrefix("\(15 - legend.count + 1) more ") == true)
        let merged = (legend.count...15).reduce(0) { $0 + 20 - $1 }
        #expect(legend.last == "\(15 - legend.count + 1) more \(merged)")
        let segments = summary.elements.filter { $0.name == "rect" && $0.attributes["height"] == "22" }
        #expect(segments.count == legend.count)
    }

    @Test("Categories with no entries are left out; the colours are the palette's")
    func categoryColours() throws {
        let summary = try SVGCheck.parse(CardFixtures.week.render(words: english))
        let fills = summary.elements.filter { $0.name == "rect" && $0.attributes["height"] == "22" }
            .compactMap { $0.attributes["fill"] }
        let names: [String?] = ["breakfast", "lunch", "dinner", "snack", "beverage", nil]
        #expect(fills == names.map { Palette.category($0).hex })
    }

    @Test("Every generated card is well-formed, self-contained, inside its margins and readable")
    func generated() throws {
        for card in Self.generatedCards(count: 60) {
            let svg = card.render(words: english)
            try SVGCheck.expectAccessible(svg, fixedSize: (ShareCard.width, ShareCard.height))
            try CardCheck.expectSelfContained(svg)
            try CardCheck.expectReadableText(svg)
            try LayoutCheck.expectNoOverlapOrCut(svg)
            let (_, _, boxes) = try LayoutCheck.boxes(svg)
            for box in boxes {
                #expect(box.left >= 79.99 && box.right <= 1000.01, "\"\(box.text)\": \(box.left)…\(box.right)")
            }
            #expect(svg == card.render(words: english))
        }
    }

    /// Cards made from a fixed seed, mixing words of every kind at every length.
    static func generatedCards(count: Int) -> [ShareCard] {
        let words = [
            "coffee", "A", "week", "of", "<script>", "&", "\"quoted\"", "'single'", "🍕", "👨‍👩‍👧‍👦", "寿司", "كبسة",
            "הקפה", "Supercalifragilisticexpialidocious", "WWWWWWWWWWWW", "mmmmmmm", "crème", "brûlée", "\n",
            "\u{7}", "]]>", "<!--", "illiterate", "1,234,567", "%%%%", "…",
        ]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func phrase(_ maxWords: Int) -> String {
            (0..<next(maxWords + 1)).map { _ in words[next(words.count)] }.joined(separator: " ")
        }
        let monday = Fixtures.day("2026-03-02")
        return (0..<count).map { index in
            let counts = (0..<next(9)).map { _ in [0, 1, 3, 12, 999, 123_456][next(6)] }
            let categories = (0..<next(12)).map { _ in
                ShareCard.Category(
                    name: next(3) == 0 ? phrase(4) : Palette.categoryNames[next(6)], count: [0, 1, 7, 5000][next(4)])
            }
            return ShareCard(
                weekStart: monday.adding(days: 7 * (index - 75)), headline: phrase(40), subheadline: phrase(30),
                dayCounts: counts, lastWeekEntries: [0, 1, 50, 1_000_000][next(4)],
                topFood: next(4) == 0 ? nil : .init(name: phrase(12), count: [1, 5, 99_999][next(3)]),
                categories: categories, today: next(3) == 0 ? monday.adding(days: 7 * (index - 75) + next(9)) : nil,
                perfectWeek: next(2) == 0)
        }
    }
}
