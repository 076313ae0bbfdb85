import Foundation
import TestSupport
import Testing

/// Diary and pantry text holding code points HTML and XML forbid, through the real binary.
@Suite("foodstory check and build with text HTML forbids")
struct ForbiddenTextCommandTests {
    typealias Samples = ForbiddenCodePointSamples

    /// `text` with the code points of `values` put in front of its first space.
    static func with(_ text: String, _ values: [UInt32]) -> String {
        Samples.dirty(text, with: values.compactMap(Unicode.Scalar.init))
    }

    /// A photo's file name with a noncharacter in it: a file name, kept as it is, and only
    /// ever linked to, percent-encoded.
    static let photoName = with("lunch .jpg", [0xFDD0]).replacingOccurrences(of: " ", with: "")

    /// A real JPEG (16 × 16 pixels).
    static let jpeg = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAQABADAREAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAwQFBv/EABcQAQADAAAAAAAAAAAAAAAAAAQAITH/xAAXAQEBAQEAAAAAAAAAAAAAAAAGAwIE/8QAFREBAQAAAAAAAAAAAAAAAAAABAD/3QAEAAH/2gAMAwEAAhEDEQA/AM6cGVFKWUCIv//QQODKnUlkhIi//9E5wZUylkdIi//StnBlQ+llUiL/2Q=="
    )

    /// The warnings about the export, as `check` and `build` word them.
    static let diaryWarnings: [String] = {
        let id = "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F5"
        let forbid = "which HTML and XML forbid; removed"
        let all =
            "U+0000 (C0 control), U+0001 (C0 control), U+0002 (C0 control), U+0003 (C0 control), U+0004 (C0 control), U+0005 (C0 control) and 122 more"
        return [
            "record 0 (id \(id)0): rawInput holds U+0000 (C0 control) and U+001B (C0 control), \(forbid)",
            "record 0 (id \(id)0): processedDescription holds U+0001 (C0 control), \(forbid)",
            "record 1 (id \(id)1): processedDescription holds U+007F (DEL), \(forbid)",
            "record 2 (id \(id)2): rawInput holds U+0085 (C1 control), \(forbid)",
            "record 2 (id \(id)2): category holds U+009F (C1 control), \(forbid)",
            "record 3 (id \(id)3): processedDescription holds U+FDD0 (noncharacter) and U+FDEF (noncharacter), \(forbid)",
            "record 3 (id \(id)3): inputType holds U+FDD0 (noncharacter), \(forbid)",
            "record 4 (id \(id)4): rawInput holds U+FFFE (noncharacter), \(forbid)",
            "record 4 (id \(id)4): processedDescription holds U+10FFFF (noncharacter) and U+1FFFE (noncharacter), \(forbid)",
            "record 5 (id \(id)5): rawInput holds \(all), \(forbid)",
            "record 5 (id \(id)5): processedDescription holds \(all), \(forbid)",
            "record 5 (id \(id)5): inputType holds \(all), \(forbid)",
            "record 5 (id \(id)5): category holds \(all), \(forbid)",
            "record 6 (id \(id)6): rawInput holds U+FDD0 (noncharacter), \(forbid)",
        ]
    }()

    /// A small export: each entry holds forbidden code points of one class (or all of them)
    /// in some of its text fields; `clean` leaves them all out.
    static func export(clean: Bool) throws -> String {
        func field(_ text: String, _ values: [UInt32]) -> String { clean ? text : with(text, values) }
        let every = Samples.all.map(\.value)
        let photo = Self.photoName
        let rows: [(String, String, String, String, String, String?)] = [
            // id suffix, createdAt, rawInput, description, inputType, category
            (
                "0", "02:45", field("Masala dosa with chutney", [0x00, 0x1B]), field("masala dosa chutney", [0x01]),
                "text", "breakfast"
            ),
            ("1", "07:50", "Chicken biryani", field("chicken biryani raita", [0x7F]), "text", "lunch"),
            ("2", "10:30", field("um a mango lassi", [0x85]), "mango lassi", "voice", field("snack", [0x9F])),
            ("3", "14:15", "Kheer", field("kheer", [0xFDD0, 0xFDEF]), field("text", [0xFDD0]), "dessert"),
            (
                "4", "15:00", field("Paneer tikka", [0xFFFE]), field("paneer tikka naan", [0x10FFFF, 0x1FFFE]), "text",
                "dinner"
            ),
            (
                "5", "16:10", field("Masala chai again", every), field("masala chai", every), field("text", every),
                field("beverage", every)
            ),
            ("6", "16:30", clean ? "lunch.jpg" : photo, "veg thali", "image", "lunch"),
        ]
        let entries: [[String: Any]] = rows.map { row in
            [
                "id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F5" + row.0, "date": "2026-03-07T18:30:00Z",
                "createdAt": "2026-03-08T\(row.1):00Z", "rawInput": row.2, "processedDescription": row.3,
                "inputType": row.4, "category": row.5 ?? NSNull(), "mediaURL": row.4 == "image" ? photo : NSNull(),
                "updatedAt": NSNull(),
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    @Test("check lists every entry, counted, with a warning naming the record, the field and each code point")
    func check() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(try Self.export(clean: false), to: "export.json")
        let result = try FoodStoryBinary.run(["check", "--input", path, "--entries"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                Diary: \(path) (JSON export)
                Entries: 7 read, 0 skipped, 14 warnings
                Days: 2026-03-08 to 2026-03-08, 1 of 1 days with entries
                Time zone: inferred: +05:30
                Categories: breakfast 1, lunch 2, snack 1, dinner 1, dessert 1, beverage 1, uncategorized 0
                Input types: text 5, image 1, voice 1
                Edited: 0; with a photo: 1
                Languages: the site in en, the diary's food words read in en
                Entries in diary order:
                  2026-03-08 08:15 +05:30  BREAKFAST  text  masala dosa chutney
                  2026-03-08 13:20 +05:30  LUNCH  text  chicken biryani raita
                  2026-03-08 16:00 +05:30  SNACK  voice  mango lassi
                  2026-03-08 19:45 +05:30  DESSERT  text  kheer
                  2026-03-08 20:30 +05:30  DINNER  text  paneer tikka naan
                  2026-03-08 21:40 +05:30  BEVERAGE  text  masala chai
                  2026-03-08 22:00 +05:30  LUNCH  image  veg thali  [photo \(Self.photoName)]
                Warnings:
                \(Self.diaryWarnings.map { "  - " + $0 }.joined(separator: "\n"))

                """)
    }

    @Test("check --strict stops at the first such field: exit 65 and one line on standard error")
    func strict() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(try Self.export(clean: false), to: "export.json")
        let result = try FoodStoryBinary.run(["check", "--input", path, "--strict"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "foodstory: error: \(path): record 0 (id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50): rawInput holds U+0000 (C0 control) and U+001B (C0 control), which HTML and XML forbid; removed (--strict)\n"
        )
    }

    /// A pantry whose items name foods of the export, with forbidden code points in every
    /// text field unless `clean`.
    static func pantry(clean: Bool, at path: String) throws {
        func sql(_ text: String, _ values: [UInt32]) -> String {
            (clean ? text : with(text, values)).unicodeScalars.map { "char(\($0.value))" }.joined(separator: " || ")
        }
        let every = Array(Samples.all.dropFirst().map(\.value))  // SQLite text ends at NUL
        try PantryBuilder.write(
            version: 8,
            rows: [
                [
                    "name": sql("Masala chai", [0x85]), "expirationDate": "'2026-03-09 00:00:00.000'",
                    "notes": sql("Top shelf", [0x01, 0xFFFF]), "symbolName": sql("cup.and.saucer", [0x7F]),
                ],
                [
                    "name": sql("Paneer", every), "expirationDate": "'2026-03-01 00:00:00.000'", "flagged": "1",
                    "notes": sql("Use it up", every), "symbolName": sql("refrigerator", every),
                ],
            ], to: path)
    }

    /// Every file of a built site (its own bookkeeping files aside), by path.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path + "/"
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [:] }
        for case let url as URL in walk
        where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let path = String(url.standardizedFileURL.path.dropFirst(root.count))
            guard !path.hasPrefix(".") else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    @Test(
        "build: every page, chart, feed, sitemap and search script is the one the same diary and pantry without those code points give, photos with such names included; each is a warning"
    )
    func build() throws {
        let folder = try TemporaryFolder()
        let media = folder.url.appendingPathComponent("media")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        try Self.jpeg?.write(to: media.appendingPathComponent(Self.photoName))
        var sites: [[String: Data]] = []
        var outputs: [FoodStoryBinary.Result] = []
        for clean in [false, true] {
            let name = clean ? "clean" : "dirty"
            let input = try folder.write(try Self.export(clean: clean), to: "\(name).json")
            let pantry = folder.path("\(name).sqlite")
            try Self.pantry(clean: clean, at: pantry)
            let out = folder.url.appendingPathComponent("site-\(name)")
            let result = try FoodStoryBinary.run([
                "build", "--input", input, "--out", out.path, "--as-of", "2026-03-08", "--pantry", pantry,
                "--base-url", "https://example.org/food/", "--media", media.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(result)
            sites.append(try Self.files(in: out))
        }
        #expect(sites[0].count > 20)
        #expect(sites[0].keys.contains("sitemap.xml") && sites[0].keys.contains("pantry.html"))
        #expect(sites[0].keys.sorted() == sites[1].keys.sorted())
        for (path, data) in sites[1] where sites[0][path] != data {
            Issue.record("\(path) differs")
        }
        let warnings = { (result: FoodStoryBinary.Result) in
            (result.stdout + result.stderr).split(separator: "\n").compactMap { line in
                line.range(of: "warning: ").map { String(line[$0.upperBound...]) }
            }
        }
        let forbid = "which HTML and XML forbid; removed"
        let all =
            "U+0001 (C0 control), U+0002 (C0 control), U+0003 (C0 control), U+0004 (C0 control), U+0005 (C0 control), U+0006 (C0 control) and 121 more"
        let pantry = folder.path("dirty.sqlite")
        #expect(warnings(outputs[1]) == [])
        #expect(
            warnings(outputs[0]) == Self.diaryWarnings + [
                "\(pantry): row id 1: name holds U+0085 (C1 control), \(forbid)",
                "\(pantry): row id 1: notes holds U+0001 (C0 control) and U+FFFF (noncharacter), \(forbid)",
                "\(pantry): row id 1: symbolName holds U+007F (DEL), \(forbid)",
                "\(pantry): row id 2: name holds \(all), \(forbid)",
                "\(pantry): row id 2: notes holds \(all), \(forbid)",
                "\(pantry): row id 2: symbolName holds \(all), \(forbid)",
            ])
        // Nothing the site shows holds such a code point: the photo's name is linked to, encoded.
        // (Photos, the cards' PNG pictures and the fonts are binary, not text.)
        for (path, data) in sites[0]
        where !path.hasPrefix("media/") && !path.hasPrefix("assets/fonts/") && !path.hasSuffix(".png") {
            let text = String(decoding: data, as: UTF8.self)
            let found = text.unicodeScalars.filter { Samples.all.contains($0) }
            #expect(found.isEmpty, "\(path) holds \(found.map(Samples.code))")
        }
        // The photo is shown, in its one web size (it is 16 pixels square), named by its content.
        #expect(sites[0].keys.filter { $0.hasPrefix("media/") && $0.hasSuffix("-16.webp") }.count == 1)
    }

    @Test("build --strict stops at the pantry's first such field: exit 65, one line on standard error, no site")
    func strictPantry() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(try Self.export(clean: true), to: "clean.json")
        let pantry = folder.path("pantry.sqlite")
        try Self.pantry(clean: false, at: pantry)
        let result = try FoodStoryBinary.run([
            "build", "--input", input, "--out", folder.path("site"), "--as-of", "2026-03-08", "--pantry", pantry,
            "--strict",
        ])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "foodstory: error: \(pantry): row id 1: name holds U+0085 (C1 control), which HTML and XML forbid; removed (--strict)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }
}
