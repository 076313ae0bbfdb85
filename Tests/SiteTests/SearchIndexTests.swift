import Testing

@testable import Site

@Suite("The search index script")
struct SearchIndexTests {
    @Test("Line and paragraph separators are written as escapes; other text is untouched")
    func separators() {
        #expect(SearchIndex.escapingLineSeparators("[\"a\u{2028}b\u{2029}c\"]") == "[\"a\\u2028b\\u2029c\"]")
        #expect(SearchIndex.escapingLineSeparators("\u{2028}") == "\\u2028")
        for text in ["", "[]", "plain", "\u{2027}\u{202A}é🍜", "\u{E2}\u{80}"] {
            #expect(SearchIndex.escapingLineSeparators(text) == text)
        }
    }
}
