import Diary
import Foundation
import TestSupport
import Testing

@Suite("Code points HTML and XML forbid are left out of entry and pantry text")
struct ForbiddenCodePointsTests {
    typealias Samples = ForbiddenCodePointSamples

    /// The warning the reader gives for `field` holding `scalars` (each of kind `kind`, in
    /// order): six are named, the rest counted.
    static func warning(_ field: String, _ scalars: [Unicode.Scalar]) -> String {
        let named = scalars.prefix(6).map { "\(Samples.code($0)) (\(kind($0)))" }
        let list =
            scalars.count > 6
            ? named.joined(separator: ", ") + " and \(scalars.count - 6) more"
            : named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " and " + (named.last ?? "")
        return "\(field) holds \(list), which HTML and XML forbid; removed"
    }

    /// The class of `scalar` as the samples list it.
    static func kind(_ scalar: Unicode.Scalar) -> String {
        Samples.groups.first { $0.scalars.contains(scalar) }?.kind ?? "allowed"
    }

    @Test("Exactly the standards' code points are forbidden, each with its class")
    func classes() {
        var forbidden: [Unicode.Scalar] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if let kind = ForbiddenCodePoints.kind(of: scalar) {
                forbidden.append(scalar)
                #expect(kind.rawValue == Self.kind(scalar), "\(Samples.code(scalar))")
            }
        }
        #expect(forbidden == Samples.all)
        #expect(Samples.all.count == 128)
        #expect(Samples.allowed.allSatisfy { ForbiddenCodePoints.kind(of: $0) == nil })
    }

    @Test(
        "Removing them keeps every other character in order and names each one removed once", arguments: Samples.groups)
    func removing(group: Samples.Group) {
        var text = String.UnicodeScalarView()
        var expected = String.UnicodeScalarView()
        for (index, scalar) in group.scalars.enumerated() {
            let neighbour = Samples.allowed[index % Samples.allowed.count]
            text.append(contentsOf: [neighbour, scalar, scalar])
            expected.append(neighbour)
        }
        let result = ForbiddenCodePoints.removing(from: "é寿司 " + String(text) + " 🍜")
        #expect(result.text == "é寿司 " + String(expected) + " 🍜")
        #expect(result.removed == group.scalars)
        let clean = "masala dosa\twith\r\nchutney \u{A0}\u{FFFD}\u{E000}\u{10FFFD} 🍜"
        #expect(ForbiddenCodePoints.removing(from: clean).text == clean)
        #expect(ForbiddenCodePoints.removing(from: clean).removed == [])
        #expect(ForbiddenCodePoints.name("\u{85}") == "U+0085 (C1 control)")
        #expect(ForbiddenCodePoints.name("\u{10FFFF}") == "U+10FFFF (noncharacter)")
    }

    /// An export whose text fields hold `scalars` inside their words, one entry per list.
    static func export(_ lists: [[Unicode.Scalar]]) throws -> String {
        let entries: [[String: Any]] = lists.enumerated().map { index, scalars in
            [
                "id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F5\(index)", "date": "2026-03-07T18:30:00Z",
                "createdAt": "2026-03-08T0\(index):45:00Z",
                "rawInput": Samples.dirty("Masala dosa", with: scalars),
                "inputType": Samples.dirty("voice", with: scalars),
                "processedDescription": Samples.dirty("masala dosa", with: scalars),
                "mediaURL": NSNull(), "category": Samples.dirty("breakfast", with: scalars), "updatedAt": NSNull(),
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    @Test(
        "An export: every field of every entry is read without them, the entry is kept and counted, each field gets a warning naming them"
    )
    func export() throws {
        let folder = try TemporaryFolder()
        let lists = Samples.groups.map(\.scalars) + [Samples.few, Samples.all]
        let diary = try Fixtures.readJSON(try Self.export(lists), in: folder)
        #expect(diary.entries.count == lists.count)
        #expect(diary.skipped == [])
        #expect(
            diary.entries.map { [$0.record.rawInput, $0.description] }
                == Array(
                    repeating: ["Masala dosa", "masala dosa"], count: lists.count))
        #expect(diary.entries.map(\.category) == Array(repeating: .breakfast, count: lists.count))
        #expect(diary.entries.map(\.inputType) == Array(repeating: .voice, count: lists.count))
        let expected = lists.enumerated().flatMap { index, scalars in
            ["rawInput", "processedDescription", "inputType", "category"].map { field in
                RecordProblem(
                    record: RecordRef(index: index, id: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F5\(index)"),
                    reason: Self.warning(field, scalars))
            }
        }
        #expect(diary.warnings == expected)
        #expect(
            diary.warnings[20].message
                == "record 5 (id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F55): rawInput holds U+0001 (C0 control), U+001F (C0 control), U+007F (DEL), U+0085 (C1 control), U+009F (C1 control), U+FDD0 (noncharacter) and 3 more, which HTML and XML forbid; removed"
        )
    }

    @Test("With --strict the first such field is an error naming the record and the code point")
    func strict() throws {
        let folder = try TemporaryFolder()
        let text = try Self.export([[], ["\u{85}"]])
        let path = try folder.write(text, to: "export.json")
        #expect(
            throws: DiaryError(
                file: path,
                reason: .badRecord(
                    RecordProblem(
                        record: RecordRef(index: 1, id: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F51"),
                        reason: "rawInput holds U+0085 (C1 control), which HTML and XML forbid; removed")))
        ) {
            try Fixtures.reader(strict: true, folder: folder).read(path: path)
        }
    }

    @Test("A store: the warnings name the store's columns; a photo's file name is kept as it is")
    func store() throws {
        let folder = try TemporaryFolder()
        let scalars = Array(Samples.all.dropFirst())  // SQLite text ends at NUL
        let dirty = { (text: String) in Samples.dirty(text, with: scalars) }
        let photo = Samples.dirty("dosa .jpg", with: [Samples.groups[3].scalars[0]])
        let diary = try Fixtures.readStore(
            [
                [
                    "ZRAWINPUT": dirty("Masala dosa"), "ZPROCESSEDDESCRIPTION": dirty("masala dosa"),
                    "ZINPUTTYPE": dirty("image"), "ZCATEGORY": dirty("lunch"), "ZMEDIAURL": photo,
                ]
            ], in: folder)
        #expect(
            diary.summaries == [
                EntrySummary(
                    "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "2026-03-08", "08:15", "masala dosa", .lunch, .image,
                    photo, false)
            ])
        #expect(diary.entries.map(\.record.rawInput) == ["Masala dosa"])
        #expect(
            diary.warnings.map(\.reason) == [
                Self.warning("ZRAWINPUT", scalars), Self.warning("ZPROCESSEDDESCRIPTION", scalars),
                Self.warning("ZINPUTTYPE", scalars), Self.warning("ZCATEGORY", scalars),
            ])
    }

    /// SQL for `text`: SQLite's `char()` of its code points, so that any of them can be written.
    static func sql(_ text: String) -> String {
        text.unicodeScalars.map { "char(\($0.value))" }.joined(separator: " || ")
    }

    @Test(
        "A pantry: name, notes and symbol are read without them, each with a warning naming the row; --strict makes the first an error"
    )
    func pantry() throws {
        let folder = try TemporaryFolder()
        let scalars = Array(Samples.all.dropFirst())
        let dirty = { (text: String) in Self.sql(Samples.dirty(text, with: scalars)) }
        let path = try PantryBuilder.write(
            version: 8,
            rows: [
                ["name": "'Rice'", "expirationDate": "'2026-03-20 00:00:00.000'"],
                [
                    "name": dirty("Greek yogurt"), "expirationDate": "'2026-03-09 00:00:00.000'",
                    "notes": dirty("Top shelf"), "symbolName": dirty("cup.and.saucer"),
                ],
                ["name": Self.sql("Oats\u{FFFF}"), "expirationDate": "'2026-04-01 00:00:00.000'"],
            ], to: folder.path("pantry.sqlite"))
        let utc = TimeZone(identifier: "UTC") ?? .gmt
        let contents = try PantryReader(timeZone: utc, temporaryDirectory: folder.url).contents(path: path)
        let day = { (text: String) in LocalDay(text) ?? LocalDay(dayNumber: 0) }
        #expect(
            contents.items == [
                PantryItem(id: 1, name: "Rice", expires: day("2026-03-20")),
                PantryItem(
                    id: 2, name: "Greek yogurt", expires: day("2026-03-09"), notes: "Top shelf",
                    symbolName: "cup.and.saucer"),
                PantryItem(id: 3, name: "Oats", expires: day("2026-04-01")),
            ])
        #expect(
            contents.warnings == [
                RecordProblem(record: nil, reason: "row id 2: " + Self.warning("name", scalars)),
                RecordProblem(record: nil, reason: "row id 2: " + Self.warning("notes", scalars)),
                RecordProblem(record: nil, reason: "row id 2: " + Self.warning("symbolName", scalars)),
                RecordProblem(
                    record: nil,
                    reason: "row id 3: name holds U+FFFF (noncharacter), which HTML and XML forbid; removed"),
            ])
        #expect(try PantryReader(timeZone: utc, temporaryDirectory: folder.url).read(path: path) == contents.items)
        #expect(
            throws: DiaryError(
                file: path,
                reason: .badRecord(RecordProblem(record: nil, reason: "row id 2: " + Self.warning("name", scalars))),
                source: .pantry)
        ) {
            try PantryReader(timeZone: utc, temporaryDirectory: folder.url, strict: true).contents(path: path)
        }
    }
}
