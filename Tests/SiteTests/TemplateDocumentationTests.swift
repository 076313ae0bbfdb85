import Foundation
import Site
import Templating
import TestSupport
import Testing

@Suite("docs/templates.md")
struct TemplateDocumentationTests {
    @Test("Lists exactly the variables every template can use")
    func inSync() throws {
        let generated = TemplateDocumentation.variables(.standard)
        #expect(try GeneratedDocs.section("variables", of: "templates.md", generated: generated) == generated)
    }
}
