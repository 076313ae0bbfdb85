import Foundation
import Testing

@testable import Site

@Suite("The search index script")
struct SearchIndexTests {
    @Test("Line and paragraph separators are escaped; every other character, ASCII or not, is kept")
    func lineSeparators() {
        let json = Data("[\"a\u{2028}b\u{2029}c\",\"€ – dosa\",\"\u{E2}\"]".utf8)
        #expect(SearchIndex.escapingLineSeparators(json) == "[\"a\\u2028b\\u2029c\",\"€ – dosa\",\"\u{E2}\"]")
        #expect(SearchIndex.escapingLineSeparators(Data()) == "")
        #expect(SearchIndex.escapingLineSeparators(Data([0xE2, 0x80])) == "\u{FFFD}")
    }
}
