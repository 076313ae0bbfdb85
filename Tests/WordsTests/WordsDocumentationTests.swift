import Foundation
import Testing
import Words

@Suite("docs/templates.md: the words")
struct WordsDocumentationTests {
    @Test("Lists every message of the catalog, with its arguments and its English")
    func inSync() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/templates.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = "<!-- words:start -->\n"
        let end = "<!-- words:end -->"
        let generated = try Catalog.english().documentation()
        if ProcessInfo.processInfo.environment["FOODSTORY_UPDATE_DOCS"] == "1",
            let from = text.range(of: start), let to = text.range(of: end)
        {
            try (String(text[..<from.upperBound]) + generated + String(text[to.lowerBound...])).write(
                to: docs, atomically: true, encoding: .utf8)
            return
        }
        let from = try #require(text.range(of: start))
        let to = try #require(text.range(of: end))
        #expect(String(text[from.upperBound..<to.lowerBound]) == generated)
    }
}
