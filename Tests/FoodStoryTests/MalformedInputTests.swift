import Diary
import Foundation
import GRDB
import TestSupport
import Testing

/// A bad input: how to make it, the arguments around it, and the one line and exit status it
/// must produce (`$PATH` stands for the input's path).
struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String] = []
    var status: Int32
    var message: String
    var make: @Sendable (TemporaryFolder) throws -> String

    var testDescription: String { name }
}

private let validRecord = """
    {"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z", \
    "rawInput": "a", "inputType": "text", "processedDescription": "a"}
    """

private func json(_ text: String) -> @Sendable (TemporaryFolder) throws -> String {
    { folder in try folder.write(text, to: "diary.json") }
}

/// A store with the given `ZFOODENTRY` definition and no rows.
private func store(table: String) -> @Sendable (TemporaryFolder) throws -> String {
    { folder in
        let path = folder.path("default.store")
        try StoreBuilder.write([], to: path, table: table)
        return path
    }
}

/// A valid store whose rows are changed by `change` (applied to the fixture rows).
private func storeRows(_ change: @escaping @Sendable ([StoreBuilder.Row]) -> [StoreBuilder.Row])
    -> @Sendable (TemporaryFolder) throws -> String
{
    { folder in
        let path = folder.path("default.store")
        try StoreBuilder.write(change(Fixtures.storeRows), to: path)
        return path
    }
}

private func validStoreBytes(_ folder: TemporaryFolder) throws -> Data {
    let path = folder.path("valid.store")
    try StoreBuilder.write(Fixtures.storeRows, to: path)
    return try Data(contentsOf: URL(fileURLWithPath: path))
}

@Suite("Malformed inputs: one line, the documented exit status, no crash")
struct MalformedInputTests {
    static let cases: [BadInput] = [
        BadInput(
            name: "missing file", status: 66,
            message: "$PATH: no such file; expected a FoodLogger JSON export or store file"
        ) { folder in
            folder.path("nowhere.json")
        },
        BadInput(name: "a folder", status: 66, message: "$PATH: cannot be read (it is a folder)") { folder in
            let path = folder.path("a-folder")
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            return path
        },
        BadInput(
            name: "empty file", status: 65,
            message: "$PATH: the file is empty; expected a FoodLogger JSON export or store file",
            make: json("")),
        BadInput(
            name: "only white space", status: 65,
            message: "$PATH: the file is empty; expected a FoodLogger JSON export or store file", make: json(" \n\t\n")),
        BadInput(
            name: "an image", status: 65,
            message: "$PATH: neither JSON nor a SQLite database; expected a FoodLogger JSON export or store file"
        ) { folder in
            try folder.write(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]), to: "photo.json")
        },
        BadInput(
            name: "plain text", status: 65,
            message: "$PATH: neither JSON nor a SQLite database; expected a FoodLogger JSON export or store file",
            make: json("Monday: dosa, Tuesday: idli\n")),
        BadInput(
            name: "a JSON string", status: 65,
            message: "$PATH: neither JSON nor a SQLite database; expected a FoodLogger JSON export or store file",
            make: json("\"entries\"")),
        BadInput(
            name: "truncated JSON", status: 65,
            message:
                "$PATH: not valid JSON (line 1, column 164: the file ends where the closing quote was expected); expected a FoodLogger JSON export",
            make: json("[" + validRecord.dropLast(20))),
        BadInput(
            name: "--strict: JSON cut short after a complete record", arguments: ["--strict"], status: 65,
            message:
                "$PATH: cut short at line 1, column 348, after one complete record (record 0, which has id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50); export the diary again (--strict)",
            make: json("[" + validRecord + ", " + validRecord.dropLast(20))),
        BadInput(
            name: "JSON with trailing garbage", status: 65,
            message:
                "$PATH: not valid JSON (line 1, column 4: found 'x' where the end of the file was expected); expected a FoodLogger JSON export",
            make: json("[] x")),
        BadInput(
            name: "an empty JSON object", status: 65,
            message:
                "$PATH: the JSON holds an empty object; expected an array of entries or an object with an \"entries\" array",
            make: json("{}")),
        BadInput(
            name: "an object without entries", status: 65,
            message:
                "$PATH: the JSON holds an object with keys \"items\", \"version\"; expected an array of entries or an object with an \"entries\" array",
            make: json("{\"version\": 1, \"items\": []}")),
        BadInput(
            name: "entries that are not an array", status: 65,
            message:
                "$PATH: the JSON holds \"entries\" as a number; expected an array of entries or an object with an \"entries\" array",
            make: json("{\"entries\": 5}")),
        BadInput(
            name: "a store cut in half", status: 65,
            message:
                "$PATH: truncated SQLite database: its header promises 20480 bytes but the file has 10240; copy the store again"
        ) { folder in
            let bytes = try validStoreBytes(folder)
            return try folder.write(bytes.prefix(bytes.count / 2), to: "default.store")
        },
        BadInput(
            name: "a store cut inside its header", status: 65,
            message:
                "$PATH: truncated SQLite database: its header promises 512 bytes but the file has 60; copy the store again"
        ) { folder in
            try folder.write(try validStoreBytes(folder).prefix(60), to: "default.store")
        },
        BadInput(
            name: "a store with damaged pages", status: 65,
            message: "$PATH: damaged SQLite database (database disk image is malformed); copy the store again"
        ) { folder in
            var bytes = [UInt8](try validStoreBytes(folder))
            for index in 100..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
            return try folder.write(Data(bytes), to: "default.store")
        },
        BadInput(
            name: "SQLite without ZFOODENTRY", status: 65,
            message:
                "$PATH: SQLite database without a ZFOODENTRY table (found tables ZNOTE, Z_METADATA, Z_MODELCACHE, Z_PRIMARYKEY); expected a FoodLogger store",
            make: store(table: "CREATE TABLE ZNOTE (Z_PK INTEGER PRIMARY KEY, ZTEXT VARCHAR)")),
        BadInput(
            name: "ZFOODENTRY without ZDATE", status: 65,
            message:
                "$PATH: ZFOODENTRY has an unexpected shape: no ZDATE column; expected the FoodEntry properties as Z-prefixed columns",
            make: store(table: StoreBuilder.entryTable.replacingOccurrences(of: "ZDATE TIMESTAMP, ", with: ""))),
        BadInput(
            name: "an enum split into a composite attribute", status: 65,
            message:
                "$PATH: ZFOODENTRY has an unexpected shape: ZCATEGORY is split into ZCATEGORY_RAWVALUE, ZCATEGORY_VERSION (a composite attribute); this store layout is not supported yet",
            make: store(
                table: StoreBuilder.entryTable.replacingOccurrences(
                    of: "ZCATEGORY VARCHAR", with: "ZCATEGORY_RAWVALUE VARCHAR, ZCATEGORY_VERSION INTEGER"))),
        BadInput(
            name: "--strict: a record that is not an object", arguments: ["--strict"], status: 65,
            message: "$PATH: record 1: is an array; expected an object with the entry's fields (--strict)",
            make: json("[\(validRecord), [1, 2]]")),
        BadInput(
            name: "--strict: a bad UUID", arguments: ["--strict"], status: 65,
            message: "$PATH: record 0 (id 6E1F3C1A-93B4): id is \"6E1F3C1A-93B4\"; expected a UUID (--strict)",
            make: json(
                "["
                    + validRecord.replacingOccurrences(
                        of: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", with: "6E1F3C1A-93B4") + "]")),
        BadInput(
            name: "--strict: a date that is not an instant", arguments: ["--strict"], status: 65,
            message:
                "$PATH: record 0 (id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50): createdAt is \"2026-03-08 02:45\"; expected an ISO 8601 instant such as 2026-03-08T02:45:00Z (--strict)",
            make: json(
                "[" + validRecord.replacingOccurrences(of: "2026-03-08T02:45:00Z", with: "2026-03-08 02:45") + "]")),
        BadInput(
            name: "--strict: an unknown input type", arguments: ["--strict"], status: 65,
            message:
                "$PATH: record 0 (id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50): inputType is \"telepathy\"; expected one of text, image, voice (--strict)",
            make: json("[" + validRecord.replacingOccurrences(of: "\"text\"", with: "\"telepathy\"") + "]")),
        BadInput(
            name: "--strict: an unknown category", arguments: ["--strict"], status: 65,
            message:
                "$PATH: record 0 (id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50): category is \"elevenses\"; expected one of breakfast, lunch, snack, dinner, dessert, beverage or null; shown as Uncategorized (--strict)",
            make: json("[" + validRecord.replacingOccurrences(of: "}", with: ", \"category\": \"elevenses\"}") + "]")),
        BadInput(
            name: "--strict: a duplicate id", arguments: ["--strict"], status: 65,
            message:
                "$PATH: record 1 (id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50): duplicate id; kept record 0, the most recently edited (--strict)",
            make: json("[\(validRecord), \(validRecord)]")),
        BadInput(
            name: "--strict: a date that is no midnight anywhere", arguments: ["--strict"], status: 65,
            message:
                "$PATH: record 0 (id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50): date 2026-03-07T18:37:00Z is not on a quarter hour, so it is not a local midnight; placed by UTC (pass --timezone to choose the zone) (--strict)",
            make: json(
                "[" + validRecord.replacingOccurrences(of: "2026-03-07T18:30:00Z", with: "2026-03-07T18:37:00Z") + "]")),
        BadInput(
            name: "--strict: a date that fits two offsets", arguments: ["--strict"], status: 65,
            message:
                "$PATH: record 0 (id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50): 1 entry's date fits two UTC offsets, +13:00 and -11:00, which put the same clock time on different days; read as +13:00 — pass --timezone if the diary was kept at -11:00 (--strict)",
            make: json(
                "[" + validRecord.replacingOccurrences(of: "2026-03-07T18:30:00Z", with: "2026-03-07T11:00:00Z") + "]")),
        BadInput(
            name: "--strict: a store id of 5 bytes", arguments: ["--strict"], status: 65,
            message: "$PATH: record 2 (Z_PK 3): ZID is a 5-byte blob; expected a UUID (--strict)",
            make: storeRows { rows in
                var rows = rows
                rows[2]["ZID"] = Data([1, 2, 3, 4, 5])
                return rows
            }),
        BadInput(
            name: "--strict: a store input type out of range", arguments: ["--strict"], status: 65,
            message:
                "$PATH: record 0 (Z_PK 1, id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50): ZINPUTTYPE is \"7\"; expected one of text, image, voice (--strict)",
            make: storeRows { rows in
                var rows = rows
                rows[0]["ZINPUTTYPE"] = 7
                return rows
            }),
        BadInput(
            name: "--strict: a store timestamp that is text", arguments: ["--strict"], status: 65,
            message:
                "$PATH: record 3 (Z_PK 4, id 9F8E7D6C-5B4A-4392-8172-6F5E4D3C2B1A): ZDATE is \"last tuesday\"; expected seconds since 2001-01-01 (INTEGER or REAL) (--strict)",
            make: storeRows { rows in
                var rows = rows
                rows[3]["ZDATE"] = "last tuesday"
                return rows
            }),
    ]

    @Test("foodstory check refuses the input with one line and its exit status", arguments: cases)
    func refused(_ bad: BadInput) throws {
        let folder = try TemporaryFolder()
        let path = try bad.make(folder)
        let result = try FoodStoryBinary.run(["check", "--input", path] + bad.arguments)
        #expect(result.status == bad.status)
        #expect(
            result.stderr == "foodstory: error: " + bad.message.replacingOccurrences(of: "$PATH", with: path) + "\n")
        #expect(result.stdout == "")
    }

    @Test("Without --strict the same bad records are skipped or warned about, and check succeeds")
    func lenient() throws {
        for bad in Self.cases where bad.arguments == ["--strict"] {
            let folder = try TemporaryFolder()
            let result = try FoodStoryBinary.run(["check", "--input", try bad.make(folder), "--json"])
            #expect(result.status == 0, "\(bad.name)")
            #expect(result.stderr == "", "\(bad.name)")
        }
    }

    @Test("A time zone that does not exist is a usage error (64)")
    func badZone() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Fixtures.exportJSON, to: "diary.json")
        let result = try FoodStoryBinary.run(["check", "--input", path, "--timezone", "Mars/Olympus_Mons"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "foodstory: error: --timezone Mars/Olympus_Mons is not a time zone name; expected an IANA name such as Asia/Kolkata or America/Los_Angeles\n"
        )
    }

    @Test("Mutated exports and stores never crash the process: exit 0 or 65 with one line")
    func mutatedInputsThroughTheBinary() throws {
        let folder = try TemporaryFolder()
        var random = SeededGenerator(seed: 99)
        let export = Data(Fixtures.exportJSON.utf8)
        let storeBytes = try validStoreBytes(folder)
        for round in 0..<40 {
            var bytes = [UInt8](round.isMultiple(of: 2) ? export : storeBytes)
            for _ in 0..<3 {
                let position = Int(random.next() % UInt64(bytes.count))
                bytes[position] = UInt8(truncatingIfNeeded: random.next())
            }
            let path = try folder.write(Data(bytes), to: "mutated-\(round)")
            let result = try FoodStoryBinary.run(["check", "--input", path, "--json"])
            #expect(result.status == 0 || result.status == 65, "round \(round): \(result.stderr)")
            if result.status == 65 {
                #expect(result.stderr.hasPrefix("foodstory: error: \(path): "))
                #expect(result.stderr.filter { $0 == "\n" }.count == 1)
            }
        }
    }
}
