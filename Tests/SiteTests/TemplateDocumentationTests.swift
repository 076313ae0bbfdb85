import Foundation
import Site
import Templating
import Testing

@Suite("docs/templates.md")
struct TemplateDocumentationTests {
    @Test("Lists exactly the variables every template can use")
    func inSync() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/templates.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = "<!-- variables:start -->\n"
        let end = "<!-- variables:end -->"
        let generated = TemplateDocumentation.variables(.standard)
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
