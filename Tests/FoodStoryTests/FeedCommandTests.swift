import Foundation
import TestSupport
import Testing
import Withholding

/// The Atom feed by RFC 4287: an author, ids that are the site's own and stay, a self link.
@Suite("The feed's author and ids", .serialized)
struct FeedCommandTests {
    /// The `<id>`s of a feed, the feed's first.
    static func ids(_ feed: String) -> [String] {
        feed.components(separatedBy: "<id>").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    /// The feed a build of the sample (or of `input`) with `arguments` writes into a new folder.
    static func feed(_ folder: TemporaryFolder, _ name: String, _ arguments: [String]) throws -> String {
        let out = folder.url.appendingPathComponent(name)
        let run = try FoodStoryBinary.run(
            ["build", "--out", out.path, "--as-of", "2026-03-09", "--cache-dir", folder.path("cache-" + name)]
                + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        return try String(contentsOf: out.appendingPathComponent("feed.xml"), encoding: .utf8)
    }

    @Test("The feed names its author: the site's title by default, else --author or author in foodstory.toml")
    func author() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(PublicBuildTests.diary, to: "diary.json")
        let base = ["--input", input, "--timezone", "Asia/Kolkata"]
        let plain = try Self.feed(folder, "plain", base + ["--title", "Priya's 🍛 diary"])
        let lines = plain.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(4)) == [
                "<?xml version=\"1.0\" encoding=\"utf-8\"?>", "<feed xmlns=\"http://www.w3.org/2005/Atom\">",
                "  <title>Priya&apos;s 🍛 diary: weekly recaps</title>", "  <id>\(Self.ids(plain)[0])</id>",
            ])
        #expect(lines.contains("  <author><name>Priya&apos;s 🍛 diary</name></author>"))
        // Without a base URL, no self link: the feed's own address is not known.
        #expect(!plain.contains("rel=\"self\""))
        let named = try Self.feed(folder, "named", base + ["--author", "Priya & co"])
        #expect(named.contains("\n  <author><name>Priya &amp; co</name></author>\n"))
        let config = try folder.write("author = \"Priya\"\n", to: "foodstory.toml")
        let configured = try Self.feed(folder, "configured", base + ["--config", config])
        #expect(configured.contains("\n  <author><name>Priya</name></author>\n"))
        let overridden = try Self.feed(folder, "overridden", base + ["--config", config, "--author", "P."])
        #expect(overridden.contains("\n  <author><name>P.</name></author>\n"))
    }

    @Test("Ids are urn:uuid: URIs, for any title; a rebuild into a new folder keeps them; another site shares none")
    func ids() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(PublicBuildTests.diary, to: "diary.json")
        let base = ["--input", input, "--timezone", "Asia/Kolkata"]
        let first = Self.ids(try Self.feed(folder, "first", base + ["--title", "🍕🍕🍕"]))
        // 2026-W10 and W11 hold entries: the feed and two weeks.
        #expect(first.count == 3)
        let uuid = #/urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/#
        #expect(first.allSatisfy { $0.wholeMatch(of: uuid) != nil }, "\(first)")
        #expect(Set(first).count == first.count)
        // Another title, another folder, another cache, a base URL: the same site, the same ids.
        let again = Self.ids(
            try Self.feed(folder, "again", base + ["--title", "My Food Story", "--base-url", "https://e.org/f/"]))
        #expect(again == first)
        // The built-in sample is another diary: no id in common.
        let sample = Self.ids(try Self.feed(folder, "sample", []))
        #expect(Set(sample).isDisjoint(with: first))
        // Two configs written by init: each its own site id, so the same diary gives two sites.
        var configured: [[String]] = []
        for name in ["one", "two"] {
            let config = folder.path(name + ".toml")
            #expect(try FoodStoryBinary.run(["init", "--quiet", "--config", config]).status == 0)
            configured.append(Self.ids(try Self.feed(folder, name, base + ["--config", config])))
        }
        #expect(Set(configured[0]).isDisjoint(with: configured[1]))
        #expect(Set(configured[0]).isDisjoint(with: first) && Set(configured[1]).isDisjoint(with: first))
        #expect(configured[0].count == 3 && configured[1].count == 3)
    }

    @Test("Hiding an entry from a public build keeps the feed's ids: they come from the whole diary")
    func publicKeepsIds() throws {
        let folder = try TemporaryFolder()
        let arguments = try PublicBuildTests.inputs(in: folder)
        var feeds: [[String]] = []
        for (name, extra) in [("whole", [String]()), ("public", ["--public"])] {
            let out = folder.url.appendingPathComponent(name)
            let run = try FoodStoryBinary.run(arguments + ["--out", out.path] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            feeds.append(Self.ids(try String(contentsOf: out.appendingPathComponent("feed.xml"), encoding: .utf8)))
        }
        #expect(feeds[1].first == feeds[0].first)
        #expect(Set(feeds[1]).isSubset(of: Set(feeds[0])) && feeds[1].count > 1)
    }
}
