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
        #expect(TemplateChecker.check(try set.expandedSources(), schema: .standard) == [])
        #expect(
            set.sources.keys.sorted() == [
                "404", "day", "entry-card", "food", "foods", "goal", "index", "insights", "layout", "month", "pager",
                "pantry",
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

    @Test(
        "A template that does not parse says in words what was expected, and where",
        arguments: [
            (
                "# {{title}}\n\n{{#title}}\nunclosed\n", 3,
                "cannot be parsed: {{#title}} opens a section that is never closed; expected {{/title}} before the end of the file"
            ),
            (
                "{{#home}}\n{{^title}}\n{{/home}}\n{{/title}}\n", 3,
                "cannot be parsed: {{/home}} closes a section that is not open; expected {{/title}} to close {{^title}} of line 2"
            ),
            (
                "# {{title}}\n{{/title}}\n", 2,
                "cannot be parsed: {{/title}} closes a section, but no section is open here"
            ),
        ])
    func broken(text: String, line: Int, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(text, to: "404.md")
        let error = #expect(throws: TemplateError.self) { try TemplateSet.load(overrides: folder.url) }
        #expect(error == TemplateError(file: folder.path("404.md"), line: line, message: message))
    }

    @Test("Each unedited default, alone in the templates folder, builds: its partials and components are the defaults")
    func aloneUnedited() throws {
        let defaults = try #require(TemplateSet.defaultFolder)
        for name in try TemplateSet.load(overrides: nil).sources.values.map(\.relativePath).sorted() {
            let folder = try TemporaryFolder()
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent(name).deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try folder.write(try Data(contentsOf: defaults.appendingPathComponent(name)), to: name)
            let set = try TemplateSet.load(overrides: folder.url)
            #expect(set.sources.values.filter(\.isOverride).map(\.relativePath) == [name])
        }
    }

    @Test("A variable of another template's context is an error naming the file, the line and whose it is")
    func otherTemplatesVariable() throws {
        let folder = try TemporaryFolder()
        try folder.write("# {{title}}\n\nBack [home]({{home}})\n", to: "foods.md")
        let error = #expect(throws: TemplateError.self) { try TemplateSet.load(overrides: folder.url) }
        #expect(
            error
                == TemplateError(
                    file: folder.path("foods.md"), line: 3,
                    message:
                        "unknown variable \"home\": \"home\" is a variable of 404, layout, not of foods; see docs/templates.md for the variables of each template"
                ))
    }

    @Test("A partial may use the variables of the templates that include it, and only those")
    func partialVariables() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("partials"), withIntermediateDirectories: true)
        try folder.write("{{#previous}}{{label}}{{/previous}} {{weekday}}\n", to: "partials/pager.md")
        // `weekday` is the day page's, and day.md includes the pager.
        _ = try TemplateSet.load(overrides: folder.url)
        try folder.write("{{#previous}}{{label}}{{/previous}} {{asOf}}\n", to: "partials/pager.md")
        let error = #expect(throws: TemplateError.self) { try TemplateSet.load(overrides: folder.url) }
        #expect(
            error
                == TemplateError(
                    file: folder.path("partials/pager.md"), line: 1,
                    message:
                        "unknown variable \"asOf\": \"asOf\" is a variable of goal, index, insights, pantry, not of pager; see docs/templates.md for the variables of each template"
                ))
    }

    @Test("A block placed inside a line of text is an error naming the file and line")
    func inlineBlock() throws {
        let folder = try TemporaryFolder()
        try folder.write("# {{title}}\n\nHere: {{{heatmap}}}\n", to: "month.md")
        let error = #expect(throws: TemplateError.self) { try TemplateSet.load(overrides: folder.url) }
        #expect(
            error
                == TemplateError(
                    file: folder.path("month.md"), line: 3,
                    message:
                        "{{{heatmap}}} is a block and must be on a line of its own, with nothing else on the line (here: \"Here: {{{heatmap}}}\")"
                ))
        try folder.write("# {{title}}\n\n  {{{heatmap}}}\n", to: "month.md")
        #expect(try TemplateSet.load(overrides: folder.url).sources["month"]?.isOverride == true)
    }

    @Test("A file of any other name is refused, whatever it ends with; hidden files are passed over")
    func otherFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("# {{title}}\n", to: "404.md")
        try folder.write("", to: ".DS_Store")
        try folder.write("# {{nothing}}\n", to: ".day.md")
        #expect(try TemplateSet.load(overrides: folder.url).sources["404"]?.isOverride == true)
        try folder.write("notes\n", to: "README.txt")
        let error = #expect(throws: TemplateError.self) { try TemplateSet.load(overrides: folder.url) }
        #expect(error?.file == folder.path("README.txt"))
        #expect(error?.line == nil)
        #expect(error?.message.hasPrefix("not a template FoodStory uses; the templates are 404.md, ") == true)
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
