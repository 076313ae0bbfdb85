import Foundation
import TestSupport
import Testing

/// A `words.toml` in the templates folder, through the real binary: its messages replace the
/// catalog's by key, a change to it rebuilds the pages it touches, and a bad one is refused
/// with one line naming the file, the key and what was expected.
@Suite("A person's words.toml", .serialized)
struct WordsOverrideTests {
    /// The content of the `<meta name="description">` of the page at `path`.
    private func description(_ site: URL, _ path: String) throws -> String? {
        let page = try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
        guard let start = page.range(of: "<meta name=\"description\" content=\"") else { return nil }
        return String(page[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test("Replaces messages by key, leaves the others, and a change to it rebuilds the site")
    func replaces() throws {
        let folder = try TemporaryFolder()
        let templates = folder.path("templates")
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        let arguments = ["build", "--out", folder.path("site"), "--as-of", "2026-03-08", "--templates", templates]
        let plain = try FoodStoryBinary.run(arguments + ["--quiet"])
        #expect(plain.status == 0, "\(plain.stderr)")
        let site = URL(fileURLWithPath: folder.path("site"))
        #expect(try description(site, "index.html") == "A food diary: 205 entries.")
        #expect(try description(site, "foods.html") == "Every food in the diary, with counts.")

        try folder.write(
            """
            [home-summary]
            zero = "Nothing yet."
            one = "One meal so far."
            other = "{count} meals, and counting."
            """, to: "templates/words.toml")
        let changed = try FoodStoryBinary.run(arguments + ["--quiet"])
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(try description(site, "index.html") == "205 meals, and counting.")
        #expect(try description(site, "foods.html") == "Every food in the diary, with counts.")
    }

    @Test(
        "A bad words.toml: exit 65, one line with the file, the key and what was expected",
        arguments: [
            ("nonsense = \"x\"\n", "nonsense: is not a message FoodStory writes (docs/templates.md lists every key)"),
            ("no-entries = \"None on {day}.\"\n", "no-entries: {day} is not one of its arguments; expected none"),
            (
                "[entries]\nfew = \"x\"\nother = \"{count}\"\n",
                "entries: few is not a plural case of en; expected zero, one, other, or select = \"argument\""
            ),
        ])
    func refused(text: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(text, to: "templates/words.toml")
        let result = try FoodStoryBinary.run([
            "build", "--out", folder.path("site"), "--templates", folder.path("templates"),
        ])
        #expect(result.status == 65)
        #expect(result.stderr == "foodstory: error: \(folder.path("templates"))/words.toml: \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }
}
