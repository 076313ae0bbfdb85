import Foundation
import TestSupport
import Testing

/// Every file under `folder` with its bytes and modification time.
private func snapshot(_ folder: URL) throws -> [String: (Data, Date)] {
    var result: [String: (Data, Date)] = [:]
    let base = folder.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [:] }
    for case let url as URL in walker {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            continue
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        result[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] =
            (try Data(contentsOf: url), attributes[.modificationDate] as? Date ?? .distantPast)
    }
    return result
}

@Suite("foodstory build", .serialized)
struct BuildCommandTests {
    @Test("The fixture as export and as store builds every page; the summary says what was done")
    func fixtures() throws {
        let folder = try TemporaryFolder()
        let export = try folder.write(Fixtures.exportJSON, to: "export.json")
        let store = folder.path("default.store")
        try StoreBuilder.write(Fixtures.storeRows, to: store)
        var sites: [[String: (Data, Date)]] = []
        for input in [export, store] {
            let out = folder.url.appendingPathComponent("site-\(sites.count)")
            let result = try FoodStoryBinary.run([
                "build", "--input", input, "--out", out.path, "--as-of", "2026-03-09",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "Built \(input): 4 entries read, 0 skipped")
            #expect(lines.contains("Time zone: inferred: +05:30; as of 2026-03-09"))
            #expect(lines.last?.hasSuffix("Open \(out.path)/index.html") == true)
            sites.append(try snapshot(out))
        }
        let pages = sites[0].keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.contains("day/2026-03-08.html") && pages.contains("day/2026-03-09.html"))
        #expect(pages.contains("week/2026-W10.html") && pages.contains("week/2026-W11.html"))
        #expect(sites[0].keys.contains("cards/2026-W10.svg") && sites[0].keys.contains("feed.xml"))
        // The same diary from either input gives the same site, marker included (a build from
        // an export keeps the records it decoded outside the output folder), but for the input
        // the pages' card commands name.
        var named = sites[1].mapValues(\.0)
        for (path, data) in named where path.hasSuffix(".html") {
            named[path] = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: store, with: export).utf8)
        }
        #expect(sites[0].mapValues(\.0) == named)
        #expect(named != sites[1].mapValues(\.0))
    }

    @Test("A second build with nothing changed does nothing: every file keeps its bytes and modification time")
    func noOpRebuild() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Fixtures.exportJSON, to: "export.json")
        let out = folder.url.appendingPathComponent("site")
        let arguments = ["build", "--input", input, "--out", out.path, "--as-of", "2026-03-09"]
        #expect(try FoodStoryBinary.run(arguments).status == 0)
        let past = Date(timeIntervalSince1970: 1_600_000_000)
        for (path, _) in try snapshot(out) {
            try FileManager.default.setAttributes(
                [.modificationDate: past], ofItemAtPath: out.appendingPathComponent(path).path)
        }
        let before = try snapshot(out)
        let second = try FoodStoryBinary.run(arguments)
        #expect(second.status == 0)
        let files = before.count - 1  // the marker lists every other file
        #expect(
            second.stdout.hasPrefix(
                "Up to date: nothing changed since the last build of \(input) (\(files) files unchanged).\n"))
        // --force builds anyway, and still rewrites nothing whose bytes are the same.
        let forced = try FoodStoryBinary.run(arguments + ["--force"])
        #expect(forced.stdout.contains("files written 0, unchanged \(files), removed 0"))
        let after = try snapshot(out)
        #expect(after.mapValues(\.0) == before.mapValues(\.0))
        #expect(after.values.allSatisfy { $0.1 == past })
    }

    @Test("A file gone from the output folder, at its top, in a folder or a folder's folder, is written again")
    func missingFileRebuilds() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Fixtures.exportJSON, to: "export.json")
        let out = folder.url.appendingPathComponent("site")
        let arguments = ["build", "--input", input, "--out", out.path, "--as-of", "2026-03-09"]
        #expect(try FoodStoryBinary.run(arguments).status == 0)
        let built = try snapshot(out)
        let files = built.count - 1  // the marker lists every other file
        for gone in ["index.html", "day/2026-03-08.html", "assets/fonts/inter-700-latin.woff2"] {
            try FileManager.default.removeItem(at: out.appendingPathComponent(gone))
            let again = try FoodStoryBinary.run(arguments)
            #expect(again.stdout.contains("files written 1, unchanged \(files - 1), removed 0"), "\(gone)")
            #expect(try snapshot(out).mapValues(\.0) == built.mapValues(\.0), "\(gone)")
        }
        #expect(try FoodStoryBinary.run(arguments).stdout.hasPrefix("Up to date: "))
    }

    @Test("Another foodstory binary builds again, keeping nothing the last one rendered")
    func newBinaryRebuilds() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Fixtures.exportJSON, to: "export.json")
        let out = folder.url.appendingPathComponent("site")
        let binary = folder.url.appendingPathComponent("foodstory")
        try FileManager.default.copyItem(at: FoodStoryBinary.url, to: binary)
        let arguments = ["build", "--input", input, "--out", out.path, "--as-of", "2026-03-09"]
        #expect(try FoodStoryBinary.run(arguments, executable: binary).status == 0)
        let again = try FoodStoryBinary.run(arguments, executable: binary)
        #expect(again.stdout.hasPrefix("Up to date: "))
        // A new build of FoodStory (here: the same bytes with another date) may render
        // differently: every page is rendered again (and written only where its bytes changed).
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_600_000_000)], ofItemAtPath: binary.path)
        let upgraded = try FoodStoryBinary.run(arguments, executable: binary)
        #expect(upgraded.status == 0)
        #expect(!upgraded.stdout.hasPrefix("Up to date: "))
        #expect(!upgraded.stdout.contains("Kept "))
        // Only the state kept outside the output folder changes (the fingerprint, the page
        // manifest whose key names the program, the records the program decoded): no file of
        // the site is written.
        #expect(upgraded.stdout.contains("files written 0, "))
    }

    @Test("Changing one entry rebuilds: only the files that show it change")
    func oneEntryChanged() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Fixtures.exportJSON, to: "export.json")
        let out = folder.url.appendingPathComponent("site")
        let arguments = ["build", "--input", input, "--out", out.path, "--as-of", "2026-03-09"]
        #expect(try FoodStoryBinary.run(arguments).status == 0)
        let before = try snapshot(out)
        try folder.write(
            Fixtures.exportJSON.replacingOccurrences(of: "\"kheer\"", with: "\"kheer with rice\""), to: "export.json")
        let second = try FoodStoryBinary.run(arguments)
        #expect(second.status == 0)
        let after = try snapshot(out)
        let changed = after.keys.filter { $0 != ".foodstory" && after[$0]?.0 != before[$0]?.0 }.sorted()
        #expect(changed.contains("day/2026-03-09.html") && changed.contains("food/rice.html"))
        #expect(!changed.contains("day/2026-03-08.html"))
        #expect(
            second.stdout.contains(
                "files written \(changed.count), unchanged \(after.count - 1 - changed.count), removed 0"))
    }

    @Test("A build that fails (a broken template) leaves the previous site untouched")
    func failedBuildKeepsSite() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Fixtures.exportJSON, to: "export.json")
        let out = folder.url.appendingPathComponent("site")
        #expect(
            try FoodStoryBinary.run(["build", "--input", input, "--out", out.path, "--as-of", "2026-03-09"]).status == 0
        )
        let before = try snapshot(out)
        let templates = folder.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "# {{title}}\n{{#entries}}\n".write(
            to: templates.appendingPathComponent("day.md"), atomically: true, encoding: .utf8)
        let failed = try FoodStoryBinary.run([
            "build", "--input", input, "--out", out.path, "--templates", templates.path,
        ])
        #expect(failed.status == 65)
        #expect(failed.stderr.hasPrefix("foodstory: error: \(templates.path)/day.md:"))
        let after = try snapshot(out)
        #expect(after.mapValues(\.0) == before.mapValues(\.0))
        #expect(after.mapValues(\.1) == before.mapValues(\.1))
    }

    @Test(
        "A build that fails its self-check, after its files were made, leaves the previous site untouched and a new folder not made"
    )
    func failedCheckLeavesNothing() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Fixtures.exportJSON, to: "export.json")
        let out = folder.url.appendingPathComponent("site")
        let build = ["build", "--input", input, "--as-of", "2026-03-09", "--out"]
        #expect(try FoodStoryBinary.run(build + [out.path]).status == 0)
        let before = try snapshot(out)
        let templates = folder.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "# {{title}}\n\nSee [elsewhere](https://example.org/).\n".write(
            to: templates.appendingPathComponent("404.md"), atomically: true, encoding: .utf8)
        let failed = try FoodStoryBinary.run(build + [out.path, "--templates", templates.path])
        #expect(failed.status == 65)
        #expect(
            failed.stderr
                == "foodstory: error: check: 404.html:31: URL \"https://example.org/\" is external; the site works offline, and only --base-url links in feed.xml, sitemap.xml, canonical and alternate links and og:/twitter: meta tags may be absolute\n"
        )
        let after = try snapshot(out)
        #expect(after.mapValues(\.0) == before.mapValues(\.0))
        #expect(after.mapValues(\.1) == before.mapValues(\.1))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(".foodstory-rendered").path))
        let fresh = folder.url.appendingPathComponent("fresh/site")
        let refused = try FoodStoryBinary.run(build + [fresh.path, "--templates", templates.path])
        #expect(refused.status == 65)
        #expect(!FileManager.default.fileExists(atPath: fresh.deletingLastPathComponent().path))
    }

    @Test(
        "--out pointing at a folder of other files is refused and left as it was; --force adds the site and keeps them")
    func foreignFolder() throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("documents")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "taxes".write(to: out.appendingPathComponent("taxes.txt"), atomically: true, encoding: .utf8)
        let refused = try FoodStoryBinary.run(["build", "--out", out.path, "--as-of", "2026-03-09"])
        #expect(refused.status == 73)
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["taxes.txt"])
        let forced = try FoodStoryBinary.run(["build", "--out", out.path, "--as-of", "2026-03-09", "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOf: out.appendingPathComponent("taxes.txt"), encoding: .utf8) == "taxes")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
    }

    @Test(
        "Without --input the built-in sample diary is built with its photos and pantry, without a warning, and the pages and the summary say so"
    )
    func sample() throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("site")
        let result = try FoodStoryBinary.run(["build", "--out", out.path, "--as-of", "2026-03-08"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout.split(separator: "\n").dropLast() == [
                "Built the built-in sample diary: 205 entries read, 0 skipped",
                "Pages: 209; files written 481, unchanged 0, removed 0", "Time zone: Asia/Kolkata; as of 2026-03-08",
                "Pantry: 12 items", "Link previews: none; give --base-url so a shared link shows its week's card",
            ])
        #expect(
            // Two web sizes of each of the five meals' pictures the sample's photo entries show.
            try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("media").path).count == 10)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("pantry.html").path))
        #expect(
            try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
                .contains("<p class=\"sample-note\">This site shows FoodStory's built-in sample diary.</p>"))
    }
}
