import Foundation
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

    @Test("Items encoded a run at a time give the bytes of one encoding of them all, for any run length")
    func runs() throws {
        let items = (0..<1100).map { index in
            SearchIndex.Item(
                day: "2026-03-\(10 + index % 20)", time: "08:\(10 + index % 50)",
                category: index % 3 == 0 ? "" : "lunch",
                text: "dosa \"\(index)\" <b> \\ ü\u{2028}", original: index % 2 == 0 ? "" : "Dosa \(index)",
                url: "day/2026-03-10.html#entry-\(index)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let once = String(decoding: try encoder.encode(items), as: UTF8.self)
        for run in [1, 7, 512, 1099, 1100, 5000] {
            #expect(SearchIndex.json(items, run: run) == once, "run of \(run)")
        }
        #expect(SearchIndex.json([]) == "[]")
    }
}
