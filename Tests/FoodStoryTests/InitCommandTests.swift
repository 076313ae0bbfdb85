import ConfigFile
import Diary
import Foundation
import Insights
import Site
import TestSupport
import Testing
import Withholding

@Suite("foodstory init", .serialized)
struct InitCommandTests {
    /// `path` made absolute against `folder`, as the config reader makes paths.
    private func inside(_ folder: TemporaryFolder, _ path: String) -> String {
        folder.url.appendingPathComponent(path).standardizedFileURL.path
    }

    /// The site id of the starter file at `path`, which must be the starter with that id.
    private func starterID(_ path: String) throws -> UUID {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("site-id = ") })
        let id = try #require(UUID(uuidString: String(line.dropFirst("site-id = \"".count).dropLast())))
        #expect(text == Configuration.starter(siteID: id))
        #expect(line == "site-id = \"\(id.uuidString.lowercased())\"")
        return id
    }

    @Test("Writes the commented starter foodstory.toml, which reads as the defaults; a build then works with it")
    func starter() throws {
        let folder = try TemporaryFolder()
        let result = try FoodStoryBinary.run(["init"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "Wrote foodstory.toml: edit it, then run foodstory build\n")
        #expect(result.stderr == "")
        let path = folder.path("foodstory.toml")
        let id = try starterID(path)
        var defaults = Configuration(
            strict: false, out: inside(folder, "_site"), title: "My Food Story", onThisDay: true)
        defaults.siteID = id.uuidString.lowercased()
        #expect(try Configuration.load(path: path) == defaults)
        let build = try FoodStoryBinary.run(["build", "--quiet", "--as-of", "2026-03-08"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path("_site/index.html")))
    }

    @Test("Every key the reader accepts is in the starter: with every example line uncommented, each is set")
    func everyKey() throws {
        let folder = try TemporaryFolder()
        #expect(try FoodStoryBinary.run(["init", "--quiet"], in: folder.url).status == 0)
        let text = try String(contentsOfFile: folder.path("foodstory.toml"), encoding: .utf8)
        let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: #"^# (\[|"|[a-z-]+ = )"#, options: .regularExpression) == nil ? line : line.dropFirst(2)
        }
        let full = uncommented.joined(separator: "\n")
        // The top-level keys: those before the public table, and the tables themselves.
        let topLevel =
            full.components(separatedBy: "\n[public]\n")[0] + "\n[public]\n[cards]\n[photos]\n[aliases]\n[goals]"
        let keys = topLevel.split(separator: "\n").compactMap { line -> String? in
            if line.hasPrefix("["), line.hasSuffix("]") { return String(line.dropFirst().dropLast()) }
            guard let match = line.range(of: #"^[a-z-]+(?= = )"#, options: .regularExpression) else { return nil }
            return String(line[match])
        }
        #expect(keys.sorted() == Configuration.keys.sorted())
        let path = try folder.write(full, to: "full.toml")
        let id = try starterID(folder.path("foodstory.toml"))
        var expected = Configuration(
            input: inside(folder, "FoodLogger-Export.json"), timeZone: "Asia/Kolkata",
            asOf: LocalDay(year: 2026, month: 3, day: 8), strict: false, out: inside(folder, "_site"),
            title: "My Food Story", baseURL: "https://food.example.org/",
            templates: inside(folder, "my-templates"),
            media: inside(folder, "FoodLogger-Documents"), onThisDay: true,
            pantry: inside(folder, "pantrydates.sqlite"),
            aliases: ["flat white": "coffee", "cappuccino": "coffee"], notFoods: ["tiffin"])
        expected.cacheDir = inside(folder, ".foodstory-cache")
        expected.diaryLanguage = .de
        expected.locale = "de"
        (expected.author, expected.siteID) = ("Your Name", id.uuidString.lowercased())
        expected.isPublic = true
        expected.photoOriginals = true
        expected.publicView = PublicView(
            photos: true, originalInputs: true, times: true, pantry: true, hide: ["whisky"], noindex: true)
        expected.cards = PictureChoice(scope: .all, recentWeeks: 8, recentYears: 2)
        expected.goals = [
            Goal(rule: .days(.category("breakfast"), days: 6)),
            Goal(name: "Fewer sweets", rule: .atMost(.food("cookies"), times: 2)),
        ]
        #expect(try Configuration.load(path: path) == expected)
    }

    @Test("An existing file is left alone (exit 73, one line) unless --force; --config names another file")
    func existing() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("title = \"Mine\"\n", to: "foodstory.toml")
        let refused = try FoodStoryBinary.run(["init"], in: folder.url)
        #expect(refused.status == 73)
        #expect(refused.stdout == "")
        #expect(
            refused.stderr
                == "foodstory: error: foodstory.toml: cannot be written (it already exists; pass --force to replace it)\n"
        )
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "title = \"Mine\"\n")

        let quiet = try FoodStoryBinary.run(["init", "--quiet"], in: folder.url)
        #expect(quiet.status == 73)
        #expect(quiet.stderr == refused.stderr)

        let forced = try FoodStoryBinary.run(["init", "--force", "-q"], in: folder.url)
        #expect(forced.status == 0)
        #expect(forced.stdout == "" && forced.stderr == "")
        let forcedID = try starterID(path)

        let other = folder.path("site.toml")
        let named = try FoodStoryBinary.run(["init", "--config", other])
        #expect(named.status == 0)
        #expect(named.stdout == "Wrote \(other): edit it, then run foodstory build\n")
        // Each file written has a site id of its own.
        #expect(try starterID(other) != forcedID)
    }
}
