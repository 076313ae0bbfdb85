import Foundation
import Site
import Templating
import TestSupport
import Testing
import Words

@Suite("foodstory templates export", .serialized)
struct TemplatesExportTests {
    /// Every file under `folder` with its text.
    private func files(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let base = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return [:]
        }
        for case let url as URL in walker {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = try String(
                contentsOf: url, encoding: .utf8)
        }
        return result
    }

    /// The default templates by path, and the catalog of words as `words.toml`.
    private func defaults() throws -> [String: String] {
        var files = Dictionary(
            uniqueKeysWithValues: try TemplateSet.load(overrides: nil).sources.values.map { ($0.relativePath, $0.text) }
        )
        let catalog = try #require(Catalog.shippedFolder).appendingPathComponent("en.toml")
        files[TemplateSet.wordsFile] = try String(contentsOf: catalog, encoding: .utf8)
        return files
    }

    @Test("Writes every default template into a new folder and says which")
    func export() throws {
        let folder = try TemporaryFolder()
        let target = folder.path("my-templates")
        let result = try FoodStoryBinary.run(["templates", "export", target])
        let expected = try defaults()
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout
                == "Wrote \(expected.count) templates to \(target): \(expected.keys.sorted().joined(separator: ", "))\n"
        )
        #expect(try files(URL(fileURLWithPath: target)) == expected)
    }

    @Test("Into a folder holding a template: exit 73, one line, nothing written; --force replaces the templates only")
    func existing() throws {
        let folder = try TemporaryFolder()
        try folder.write("# {{title}}\nmine\n", to: "day.md")
        try folder.write("my notes", to: "notes.txt")
        let before = try files(folder.url)
        let refused = try FoodStoryBinary.run(["templates", "export", folder.url.path])
        #expect(refused.status == 73)
        #expect(refused.stdout == "")
        #expect(
            refused.stderr
                == "foodstory: error: \(folder.url.path)/day.md: cannot be written (it already exists; pass --force to replace the templates)\n"
        )
        #expect(try files(folder.url) == before)

        let forced = try FoodStoryBinary.run(["templates", "export", folder.url.path, "--force", "--quiet"])
        #expect(forced.status == 0)
        #expect(forced.stdout == "" && forced.stderr == "")
        #expect(try files(folder.url) == defaults().merging(["notes.txt": "my notes"]) { $1 })
    }

    @Test("docs/templates.md lists every template export writes, and no other")
    func documented() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/templates.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let table = try #require(text.components(separatedBy: "| file | makes |").dropFirst().first)
        let rows = table.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
        let listed = rows.flatMap { row -> [String] in
            let cell = row.split(separator: "|").first ?? ""
            return cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        let folder = try TemporaryFolder()
        #expect(try FoodStoryBinary.run(["templates", "export", folder.url.path, "--quiet"]).status == 0)
        #expect(listed.sorted() == (try files(folder.url)).keys.sorted())
    }
    @Test(
        "day.md and week.md exported and copied alone into a folder build with --templates: partials come from the defaults"
    )
    func oneTemplateAlone() throws {
        let folder = try TemporaryFolder()
        let exported = try FoodStoryBinary.run(["templates", "export", "all", "--quiet"], in: folder.url)
        #expect(exported.status == 0, "\(exported.stderr)")
        for name in ["day.md", "week.md"] {
            let mine = folder.url.appendingPathComponent("mine-\(name)")
            try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: folder.url.appendingPathComponent("all/\(name)"), to: mine.appendingPathComponent(name))
            let build = try FoodStoryBinary.run(
                ["build", "--as-of", "2026-03-10", "--templates", mine.path, "--out", "site-\(name)", "--quiet"],
                in: folder.url)
            #expect(build.status == 0, "\(name): \(build.stderr)")
            #expect(build.stderr == "")
        }
    }

    @Test("A template that cannot be used stops the build with one line naming file and line, exit 65")
    func badTemplate() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("mine"), withIntermediateDirectories: true)
        try folder.write("# {{title}}\n\nBack [home]({{home}})\n", to: "mine/foods.md")
        let build = try FoodStoryBinary.run(
            ["build", "--as-of", "2026-03-10", "--templates", "mine", "--out", "site"], in: folder.url)
        #expect(build.status == 65)
        #expect(
            build.stderr
                == "foodstory: error: \(folder.url.path)/mine/foods.md:3: unknown variable \"home\": \"home\" is a variable of 404, layout, not of foods; see docs/templates.md for the variables of each template\n"
        )
    }
}
