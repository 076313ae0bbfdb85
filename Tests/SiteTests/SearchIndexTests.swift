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

    @Test("Days encoded a run at a time give the bytes of one encoding of them all, for any run length")
    func runs() throws {
        let days = (0..<150).map { index in
            SearchIndex.Day(
                day: "2026-03-\(10 + index % 20)", page: "day/2026-03-\(10 + index % 20).html",
                entries: (0..<(index % 4)).map { entry in
                    SearchIndex.Item(
                        time: "08:\(10 + entry)", category: entry % 3 == 0 ? "" : "lunch",
                        text: "dosa \"\(index)\" <b> \\ ü\u{2028}/", original: entry % 2 == 0 ? "" : "Dosa \(index)",
                        anchor: "entry-\(index)-\(entry)")
                })
        }
        let once = String(decoding: try JSONEncoder().encode(days), as: UTF8.self)
        for run in [1, 7, 64, 149, 150, 5000] {
            #expect(SearchIndex.json(days, run: run) == once, "run of \(run)")
        }
        #expect(SearchIndex.json([]) == "[]")
    }

    @Test("Each day is [day, page, entries] and each entry [time, category, description, original, anchor]")
    func shape() {
        let day = SearchIndex.Day(
            day: "2026-03-08", page: "day/2026-03-08.html",
            entries: [
                .init(time: "08:30", category: "breakfast", text: "idli", original: "Idli", anchor: "entry-1"),
                .init(time: "21:05", category: "", text: "tea \"</script>", original: "", anchor: "entry-2"),
            ])
        #expect(
            SearchIndex.json([day])
                == #"[["2026-03-08","day\/2026-03-08.html",[["08:30","breakfast","idli","Idli","entry-1"],"#
                + #"["21:05","","tea \"<\/script>","","entry-2"]]]]"#)
    }
}
