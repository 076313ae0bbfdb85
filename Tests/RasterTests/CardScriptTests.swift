import Charts
import Foundation
import Raster
import Testing
import Words

/// Every script of a shipped catalog on a card: a font the card renderer may use has each of its
/// characters (Devanagari and Arabic the bundled Noto Sans faces, Japanese the system's Noto Sans
/// CJK from Debian's `fonts-noto-cjk`, which `make deps` installs).
@Suite("Card scripts")
struct CardScriptTests {
    @Test(
        "Every character of a shipped catalog's messages, and of a week's and a year's cards drawn in its language, has a font the card renderer can use: no missing-glyph boxes",
        arguments: ["ar", "de", "en", "es", "fr", "hi", "ja", "pl"])
    func covered(language: String) throws {
        #expect(Catalog.shippedLanguages().contains(language))
        let words = try Catalog.shipped(locale: language)
        let cards = CardFormat.allCases.flatMap {
            [CardFixtures.week.render($0, words: words), CardFixtures.year.render($0, words: words)]
        }
        let missing = try CardFixtures.rasterizer().fonts.missingCharacters(in: ([words.allTexts()] + cards).joined())
        let named = missing.map { "U+\(String($0.value, radix: 16, uppercase: true)) \($0.properties.name ?? "")" }
        #expect(named == [], "no font of the card renderer has these (make deps installs the fonts it needs)")
    }
}
