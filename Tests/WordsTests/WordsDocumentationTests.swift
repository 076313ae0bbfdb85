import Foundation
import TestSupport
import Testing
import Words

@Suite("docs/templates.md: the words")
struct WordsDocumentationTests {
    @Test("Lists every message of the catalog, with its arguments and its English")
    func inSync() throws {
        let generated = try Catalog.english().documentation()
        #expect(try GeneratedDocs.section("words", of: "templates.md", generated: generated) == generated)
    }
}
