import Diary
import Foundation
import TestSupport
import Testing

/// One export record around `fields` (JSON members), completing what is not given.
private func record(_ fields: [String: String]) -> String {
    var all: [String: String] = [
        "id": "\"6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50\"", "date": "\"2026-03-07T18:30:00Z\"",
        "createdAt": "\"2026-03-08T02:45:00Z\"", "rawInput": "\"Masala dosa\"", "inputType": "\"text\"",
        "processedDescription": "\"masala dosa\"", "mediaURL": "null", "category": "\"breakfast\"", "updatedAt": "null",
    ]
    for (key, value) in fields { all[key] = value }
    return "{"
        + all.sorted { $0.key < $1.key }.compactMap { $0.value == "-" ? nil : "\"\($0.key)\": \($0.value)" }.joined(
            separator: ", ") + "}"
}

@Suite("Tolerant decoding of exports")
struct ExportDecodingTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func one(_ fields: [String: String]) throws -> (EntrySummary?, Diary) {
        let diary = try Fixtures.readJSON("[" + record(fields) + "]", in: folder)
        return (diary.summaries.first, diary)
    }

    let base = EntrySummary(
        "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "2026-03-08", "08:15", "masala dosa", .breakfast, .text, nil, false)

    @Test("Fractional seconds are accepted")
    func fractionalSeconds() throws {
        let (entry, diary) = try one([
            "date": "\"2026-03-07T18:30:00.000Z\"", "createdAt": "\"2026-03-08T02:45:59.750Z\"",
        ])
        #expect(entry == base)
        #expect(diary.warnings.isEmpty)
    }

    @Test("Numeric offsets name the same instants")
    func numericOffsets() throws {
        let (entry, diary) = try one([
            "date": "\"2026-03-08T00:00:00+05:30\"", "createdAt": "\"2026-03-08T08:15:00+05:30\"",
        ])
        #expect(entry == base)
        #expect(diary.warnings.isEmpty)
    }

    @Test("Missing optional keys mean null")
    func missingOptionalKeys() throws {
        let (entry, diary) = try one(["mediaURL": "-", "category": "-", "updatedAt": "-"])
        var expected = base
        expected.category = nil
        #expect(entry == expected)
        #expect(diary.warnings.isEmpty)
    }

    @Test("Unknown keys are ignored")
    func unknownKeys() throws {
        let (entry, diary) = try one(["calories": "420", "mood": "{\"happy\": true}", "tags": "[\"x\"]"])
        #expect(entry == base)
        #expect(diary.warnings.isEmpty && diary.skipped.isEmpty)
    }

    @Test("An object holding the array under \"entries\" is read like the array")
    func entriesWrapper() throws {
        let diary = try Fixtures.readJSON("{\"version\": 2, \"entries\": [" + record([:]) + "]}", in: folder)
        #expect(diary.summaries == [base])
    }

    @Test("An empty array is a valid, empty diary")
    func emptyArray() throws {
        let diary = try Fixtures.readJSON(" [ ] ", in: folder)
        #expect(diary.entries.isEmpty && diary.skipped.isEmpty && diary.warnings.isEmpty)
        #expect(diary.firstDay == nil)
        #expect(diary.timeZone.description == "inferred: none (no entries)")
    }

    @Test("Enums as integer case indexes, in the app's declaration order")
    func integerEnums() throws {
        let (entry, _) = try one(["inputType": "2", "category": "5"])
        var expected = base
        expected.inputType = .voice
        expected.category = .beverage
        #expect(entry == expected)
    }

    @Test("Enum text in another case is accepted")
    func enumCase() throws {
        let (entry, _) = try one(["inputType": "\"Image\"", "category": "\"LUNCH\""])
        var expected = base
        expected.inputType = .image
        expected.category = .lunch
        #expect(entry == expected)
    }

    @Test("A lower-case UUID is accepted and shown upper-case")
    func lowerCaseUUID() throws {
        let (entry, _) = try one(["id": "\"6e1f3c1a-93b4-4d5e-8f0a-2b7c9d1e4f50\""])
        #expect(entry == base)
    }

    @Test("A file:// media URL is reduced to its file name")
    func fileURLMedia() throws {
        let (entry, _) = try one([
            "inputType": "\"image\"",
            "mediaURL":
                "\"file:///var/mobile/Containers/Data/Application/1A2B/Documents/3A7C9E21-5B4D-4E6F-8A1B-2C3D4E5F6A7B.jpg\"",
        ])
        var expected = base
        expected.inputType = .image
        expected.photo = "3A7C9E21-5B4D-4E6F-8A1B-2C3D4E5F6A7B.jpg"
        #expect(entry == expected)
    }

    @Test("A bare media file name stays as it is; an empty one means no photo")
    func bareMedia() throws {
        var (entry, _) = try one(["mediaURL": "\"photo one.jpg\""])
        var expected = base
        expected.photo = "photo one.jpg"
        #expect(entry == expected)
        (entry, _) = try one(["mediaURL": "\"\""])
        #expect(entry == base)
    }

    @Test("updatedAt marks the entry edited")
    func edited() throws {
        let (entry, _) = try one(["updatedAt": "\"2026-03-08T03:00:00Z\""])
        var expected = base
        expected.edited = true
        #expect(entry == expected)
    }

    @Test("A UTF-8 byte order mark before the JSON is accepted")
    func byteOrderMark() throws {
        let diary = try Fixtures.readJSON("\u{FEFF}[" + record([:]) + "]", in: folder)
        #expect(diary.summaries == [base])
    }
}

@Suite("Tolerant decoding of stores")
struct StoreDecodingTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    let base = EntrySummary(
        "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "2026-03-08", "08:15", "masala dosa coconut chutney", .breakfast, .text,
        nil, false)

    func one(_ row: StoreBuilder.Row) throws -> (EntrySummary?, Diary) {
        let diary = try Fixtures.readStore([row], in: folder)
        return (diary.summaries.first, diary)
    }

    @Test("Timestamps as INTEGER and as REAL (fractional seconds)")
    func timestamps() throws {
        #expect(try one(["ZDATE": 794_601_000, "ZCREATEDAT": 794_630_700]).0 == base)
        #expect(try one(["ZDATE": 794_601_000.0, "ZCREATEDAT": 794_630_700.25]).0 == base)
        // A REAL that SQLite keeps as REAL: the declared type has NUMERIC affinity, so whole
        // numbers become INTEGER; a fraction stays REAL.
        let (entry, diary) = try one(["ZCREATEDAT": 794_630_759.999])
        #expect(entry == base)
        #expect(diary.warnings.isEmpty)
    }

    @Test("UUID as a 16-byte blob and as 36-character text")
    func uuids() throws {
        #expect(try one([:]).0 == base)
        #expect(try one(["ZID": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50"]).0 == base)
    }

    @Test("Enums as text, integer case index, JSON string blob and binary property-list blob")
    func enums() throws {
        var expected = base
        expected.inputType = .voice
        expected.category = .dinner
        #expect(try one(["ZINPUTTYPE": "voice", "ZCATEGORY": "dinner"]).0 == expected)
        #expect(try one(["ZINPUTTYPE": 2, "ZCATEGORY": 3]).0 == expected)
        let integerColumns = StoreBuilder.entryTable
            .replacingOccurrences(of: "ZCATEGORY VARCHAR", with: "ZCATEGORY INTEGER")
            .replacingOccurrences(of: "ZINPUTTYPE VARCHAR", with: "ZINPUTTYPE INTEGER")
        #expect(
            try Fixtures.readStore([["ZINPUTTYPE": 2, "ZCATEGORY": 3]], table: integerColumns, in: folder).summaries
                == [expected])
        #expect(try one(["ZINPUTTYPE": Data("\"voice\"".utf8), "ZCATEGORY": Data("\"dinner\"".utf8)]).0 == expected)
        let plistVoice = try PropertyListSerialization.data(fromPropertyList: "voice", format: .binary, options: 0)
        let plistDinner = try PropertyListSerialization.data(fromPropertyList: "dinner", format: .binary, options: 0)
        #expect(try one(["ZINPUTTYPE": plistVoice, "ZCATEGORY": plistDinner]).0 == expected)
    }

    @Test("A category that cannot be decoded is kept as Uncategorized, with a warning naming the row")
    func badCategory() throws {
        let (entry, diary) = try one(["ZCATEGORY": 9])
        var expected = base
        expected.category = nil
        #expect(entry == expected)
        #expect(
            diary.warnings == [
                RecordProblem(
                    record: RecordRef(index: 0, id: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", primaryKey: 1),
                    reason:
                        "ZCATEGORY is \"9\"; expected one of breakfast, lunch, snack, dinner, dessert, beverage or null; shown as Uncategorized"
                )
            ])
    }

    @Test("A file:// media URL in the store is reduced to its file name")
    func fileURLMedia() throws {
        let (entry, _) = try one(["ZMEDIAURL": "file:///private/var/mobile/Documents/AB12.jpg", "ZINPUTTYPE": "image"])
        var expected = base
        expected.inputType = .image
        expected.photo = "AB12.jpg"
        #expect(entry == expected)
    }

    @Test("Optional columns may be missing from an older store")
    func missingOptionalColumns() throws {
        let table =
            "CREATE TABLE ZFOODENTRY ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCREATEDAT TIMESTAMP, ZDATE TIMESTAMP, ZINPUTTYPE VARCHAR, ZPROCESSEDDESCRIPTION VARCHAR, ZRAWINPUT VARCHAR, ZID BLOB )"
        let row: StoreBuilder.Row = [
            "ZCREATEDAT": 794_630_700, "ZDATE": 794_601_000, "ZINPUTTYPE": "text",
            "ZPROCESSEDDESCRIPTION": "masala dosa coconut chutney",
            "ZRAWINPUT": "x", "ZID": StoreBuilder.uuidBlob("6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50"),
        ]
        let path = folder.path("old.store")
        try StoreBuilder.writeExact([row], to: path, table: table)
        let diary = try Fixtures.reader(folder: folder).read(path: path)
        var expected = base
        expected.category = nil
        #expect(diary.summaries == [expected])
    }
}
