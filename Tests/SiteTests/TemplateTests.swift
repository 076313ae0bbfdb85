import Foundation
import Site
import Templating
import TestSupport
import Testing

@Suite("Templates")
struct TemplateTests {
    @Test("The default templates use only variables their contexts have, and place only blocks unescaped")
    func defaultsAreClean() throws {
        let set = try TemplateSet.load(overrides: nil)
        #expect(TemplateChecker.check(Array(set.sources.values), schema: .standard) == [])
        #expect(
            set.sources.keys.sorted() == [
                "404", "day", "entry-card", "food", "foods", "index", "insights", "layout", "month", "pager", "pantry",
                "pantry-item", "period", "photo-calendar", "photo-mosaic", "print", "recap", "search", "week", "year",
            ])
    }

    @Test("A misspelt variable in a user's template is an error with file and line")
    func misspelt() throws {
        let folder = try TemporaryFolder()
        try folder.write("# {{weekday}}, {{date}}\n\n{{#entries}}\n{{descripton}}\n{{/entries}}\n", to: "day.md")
        let error = #expect(throws: TemplateError.self) { try TemplateSet.load(overrides: folder.url) }
        #expect(
            error?.description
                == "\(folder.url.path)/day.md:4: unknown variable \"descripton\"; see docs/templates.md for the variables of each template"
        )
    }

    @Test("Diary text placed unescaped is refused; blocks may be")
    func unescapedText() throws {
        let folder = try TemporaryFolder()
        try folder.write("{{#entries}}\n{{{card}}}\n{{{description}}}\n{{/entries}}\n", to: "day.md")
        let error = #expect(throws: TemplateError.self) { try TemplateSet.load(overrides: folder.url) }
        #expect(error?.line == 3)
        #expect(error?.message.hasPrefix("{{{description}}} inserts \"description\" without escaping") == true)
    }

    @Test("An override replaces one file; the others stay the defaults")
    func overrideOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("# Nothing to see: {{title}}\n", to: "404.md")
        let set = try TemplateSet.load(overrides: folder.url)
        #expect(set.sources["404"]?.isOverride == true)
        #expect(set.sources["day"]?.isOverride == false)
    }

    @Test("A file that is not one of FoodStory's templates is refused (a misspelt file name)")
    func unknownFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("# x\n", to: "days.md")
        let error = #expect(throws: TemplateError.self) { try TemplateSet.load(overrides: folder.url) }
        #expect(
            error?.message.hasPrefix(
                "not a template FoodStory uses; the templates are 404.md, components/entry-card.html, components/pantry-item.html, components/photo-calendar.html, components/photo-mosaic.html, day.md"
            ) == true)
    }

    @Test("A template that does not parse names its line")
    func broken() throws {
        let folder = try TemporaryFolder()
        try folder.write("# {{title}}\n\n{{#title}}\nunclosed\n", to: "404.md")
        let error = #expect(throws: TemplateError.self) { try TemplateSet.load(overrides: folder.url) }
        #expect(error?.file == "\(folder.url.path)/404.md")
        #expect(error?.line != nil)
    }

    @Test("A missing partial is reported")
    func missingPartial() throws {
        let folder = try TemporaryFolder()
        try folder.write("# {{title}}\n{{> footer}}\n", to: "404.md")
        let error = #expect(throws: TemplateError.self) { try TemplateSet.load(overrides: folder.url) }
        #expect(error?.description == "\(folder.url.path)/404.md:2: no partial named \"footer\"")
    }

    @Test("The defaults can be exported for editing, into an empty folder only")
    func export() throws {
        let folder = try TemporaryFolder()
        let written = try TemplateSet.exportDefaults(to: folder.url)
        #expect(written.contains("day.md") && written.contains("layout.html") && written.contains("partials/pager.md"))
        let exported = try String(contentsOf: folder.url.appendingPathComponent("day.md"), encoding: .utf8)
        #expect(try exported == TemplateSet.load(overrides: nil).sources["day"]?.text)
        #expect(throws: TemplateError.self) { try TemplateSet.exportDefaults(to: folder.url) }
    }
}
