import Foundation
import TestSupport
import Testing

@Suite("foodstory sample")
struct SampleCommandTests {
    @Test("The same options give the same bytes; the summary line says what was written")
    func deterministic() throws {
        let folder = try TemporaryFolder()
        let arguments = ["sample", "--days", "30", "--seed", "7", "--as-of", "2026-03-08"]
        let first = try FoodStoryBinary.run(arguments + ["--out", folder.path("a.json")])
        let second = try FoodStoryBinary.run(
            arguments + ["--out", folder.path("b.json")], environment: ["TZ": "Asia/Tokyo"])
        #expect(first.status == 0 && second.status == 0)
        #expect(
            try Data(contentsOf: folder.url.appendingPathComponent("a.json"))
                == Data(contentsOf: folder.url.appendingPathComponent("b.json")))
        let count = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("a.json")))
                as? [Any]
        ).count
        #expect(
            first.stdout
                == "Wrote \(count) entries over 30 days (2026-02-07 to 2026-03-08, Asia/Kolkata) to \(folder.path("a.json")) as a JSON export\n"
        )
    }

    @Test("The export has exactly the app's keys, with nulls written out")
    func exportShape() throws {
        let folder = try TemporaryFolder()
        _ = try FoodStoryBinary.run(["sample", "--days", "60", "--as-of", "2026-03-08", "--out", folder.path("s.json")])
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("s.json")))
                as? [[String: Any]])
        let keys: Set<String> = [
            "id", "date", "createdAt", "rawInput", "inputType", "processedDescription", "mediaURL", "category",
            "updatedAt",
        ]
        #expect(!entries.isEmpty)
        #expect(entries.allSatisfy { Set($0.keys) == keys })
        #expect(entries.contains { $0["updatedAt"] is NSNull })
        #expect(entries.allSatisfy { ($0["date"] as? String)?.hasSuffix(":00Z") == true })
    }

    @Test("JSON and store samples check to the same report")
    func storeMatchesJSON() throws {
        let folder = try TemporaryFolder()
        let common = [
            "sample", "--days", "365", "--seed", "3", "--as-of", "2026-03-08", "--timezone", "America/Los_Angeles",
        ]
        #expect(try FoodStoryBinary.run(common + ["--out", folder.path("s.json")]).status == 0)
        #expect(try FoodStoryBinary.run(common + ["--format", "store", "--out", folder.path("s.store")]).status == 0)
        let json = try FoodStoryBinary.run(["check", "--input", folder.path("s.json"), "--json", "--entries"])
        let store = try FoodStoryBinary.run(["check", "--input", folder.path("s.store"), "--json", "--entries"])
        func withoutSource(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { !$0.contains("\"input\" :") && !$0.contains("\"inputKind\" :") }
        }
        #expect(withoutSource(json.stdout) == withoutSource(store.stdout))
        #expect(json.stdout.contains("\"timeZone\" : \"inferred: -08:00, -07:00\""))
    }

    @Test("An existing file is kept unless --force; a missing folder is exit 73")
    func outputSafety() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("my own notes", to: "notes.json")
        let refused = try FoodStoryBinary.run(["sample", "--days", "3", "--out", path])
        #expect(refused.status == 73)
        #expect(
            refused.stderr
                == "foodstory: error: \(path): cannot be written (it already exists; pass --force to replace it)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my own notes")
        #expect(try FoodStoryBinary.run(["sample", "--days", "3", "--out", path, "--force"]).status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("["))
        let nowhere = folder.path("missing/folder/s.json")
        let missing = try FoodStoryBinary.run(["sample", "--days", "3", "--out", nowhere])
        #expect(missing.status == 73)
        #expect(missing.stderr.hasPrefix("foodstory: error: \(nowhere): cannot be written ("))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.json"])
    }

    @Test(
        "Bad options are usage errors (64)",
        arguments: [
            ["--days", "0"], ["--format", "csv"], ["--as-of", "2026-02-30"], ["--timezone", "Nowhere/Special"],
            ["--seed", "-1"],
        ])
    func badOptions(_ options: [String]) throws {
        let folder = try TemporaryFolder()
        let result = try FoodStoryBinary.run(["sample", "--out", folder.path("s.json")] + options)
        #expect(result.status == 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [])
    }

    @Test("Without --entries-per-day, ten years are the same 6183 entries as always")
    func defaultTenYears() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("ten.json")
        let result = try FoodStoryBinary.run(["sample", "--days", "3650", "--as-of", "2026-11-22", "--out", path])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "Wrote 6183 entries over 3650 days (2016-11-25 to 2026-11-22, Asia/Kolkata) to \(path) as a JSON export\n"
        )
    }

    @Test("--entries-per-day 10 over ten years writes about 36,500 entries (within 2%), the same bytes every time")
    func denseTenYears() throws {
        let folder = try TemporaryFolder()
        let options = ["sample", "--days", "3650", "--as-of", "2026-11-22", "--entries-per-day", "10"]
        let first = try FoodStoryBinary.run(options + ["--out", folder.path("a.json")])
        let second = try FoodStoryBinary.run(options + ["--out", folder.path("b.json")])
        #expect(first.status == 0 && second.status == 0)
        #expect(
            first.stdout
                == "Wrote 36816 entries over 3650 days (2016-11-25 to 2026-11-22, Asia/Kolkata) to \(folder.path("a.json")) as a JSON export\n"
        )
        let a = try Data(contentsOf: folder.url.appendingPathComponent("a.json"))
        #expect(a == (try Data(contentsOf: folder.url.appendingPathComponent("b.json"))))
        let entries = try #require(try JSONSerialization.jsonObject(with: a) as? [[String: Any]])
        #expect(entries.count == 36816)
        #expect(abs(Double(entries.count) / 36_500 - 1) <= 0.02)
        let checked = try FoodStoryBinary.run(["check", "--input", folder.path("a.json"), "--strict"])
        #expect(checked.status == 0)
        #expect(checked.stdout.contains("Entries: 36816 read, 0 skipped, 0 warnings\n"))
    }

    @Test(
        "A bad --entries-per-day is a usage error (64): one line saying what is allowed; nothing is written",
        arguments: [
            ["--entries-per-day", "0"], ["--entries-per-day=-1"], ["--entries-per-day", "abc"],
            ["--entries-per-day", "101"], ["--entries-per-day", "nan"], ["--entries-per-day", "1e1"],
            ["--entries-per-day", ""],
        ])
    func badEntriesPerDay(_ options: [String]) throws {
        let folder = try TemporaryFolder()
        let value = options.count == 2 ? options[1] : "-1"
        let result = try FoodStoryBinary.run(["sample", "--out", folder.path("s.json")] + options)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "foodstory: error: --entries-per-day must be a number more than 0 and at most 100, not \(value)\n")
        #expect(result.stdout == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [])
    }

    @Test("A ten-year store sample is written and reads back")
    func tenYears() throws {
        let folder = try TemporaryFolder()
        let written = try FoodStoryBinary.run([
            "sample", "--days", "3650", "--format", "store", "--as-of", "2026-11-22", "--out", folder.path("ten.store"),
        ])
        #expect(written.status == 0)
        let checked = try FoodStoryBinary.run(["check", "--input", folder.path("ten.store"), "--strict"])
        #expect(checked.status == 0)
        #expect(checked.stdout.contains("Days: 2016-11-25 to 2026-11-22"))
    }

    @Test(
        "--media and --pantry write the photos and a pantry: a build of them is the built-in sample's site, but for its sample note"
    )
    func photosAndPantry() throws {
        let folder = try TemporaryFolder()
        let written = try FoodStoryBinary.run([
            "sample", "--as-of", "2026-03-08", "--out", folder.path("sample.json"), "--media", folder.path("Documents"),
            "--pantry", folder.path("pantry.sqlite"),
        ])
        #expect(written.status == 0)
        #expect(
            written.stdout == """
                Wrote 205 entries over 120 days (2025-11-09 to 2026-03-08, Asia/Kolkata) to \(folder.path("sample.json")) as a JSON export
                Wrote 31 photos to \(folder.path("Documents"))
                Wrote a pantry of 12 items to \(folder.path("pantry.sqlite"))

                """)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("sample.json")))
                as? [[String: Any]])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path("Documents")).sorted()
                == Set(entries.compactMap { $0["mediaURL"] as? String }).sorted())
        let common = ["--as-of", "2026-03-08", "--title", "FoodStory demo"]
        let fromFiles = try FoodStoryBinary.run(
            ["build", "--input", folder.path("sample.json"), "--media", folder.path("Documents"), "--pantry"]
                + [folder.path("pantry.sqlite"), "--out", folder.path("from-files")] + common)
        let builtIn = try FoodStoryBinary.run(["build", "--out", folder.path("built-in")] + common)
        #expect(fromFiles.status == 0 && builtIn.status == 0)
        #expect(fromFiles.stderr == "" && builtIn.stderr == "")
        let note = "<p class=\"sample-note\">This site shows FoodStory's built-in sample diary.</p>\n"
        let a = try Self.files(in: folder.url.appendingPathComponent("from-files"))
        let b = try Self.files(in: folder.url.appendingPathComponent("built-in"))
        #expect(a.keys.sorted() == b.keys.sorted())
        #expect(a.keys.contains("pantry.html") && a.keys.filter { $0.hasPrefix("media/") }.count == 10)
        // The same pages, but for the sample note and the diary the card commands name.
        let input = " --input \(folder.path("sample.json"))"
        for (path, data) in a {
            let expected =
                path.hasSuffix(".html")
                ? Data(String(decoding: b[path] ?? Data(), as: UTF8.self).replacingOccurrences(of: note, with: "").utf8)
                : b[path]
            let actual =
                path.hasSuffix(".html")
                ? Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: input, with: "").utf8) : data
            if actual != expected { Issue.record("\(path) differs") }
        }
        let again = try FoodStoryBinary.run([
            "sample", "--as-of", "2026-03-08", "--out", folder.path("other.json"), "--media", folder.path("Documents"),
        ])
        #expect(again.status == 73)
        #expect(again.stderr.hasPrefix("foodstory: error: \(folder.path("Documents"))/"))
        #expect(again.stderr.hasSuffix(": cannot be written (it already exists; pass --force to replace it)\n"))
    }

    /// Every file of a built site but its own bookkeeping files, by path.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path + "/"
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walk?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(root.count))
            if !path.hasPrefix(".") { files[path] = try Data(contentsOf: url) }
        }
        return files
    }
}
