import Diary
import Foundation
import TestSupport
import Testing

@Suite("Pantry reader: pantrydates databases v1 to v8, read without touching them")
struct PantryReaderTests {
    static let utc = TimeZone(identifier: "UTC") ?? .gmt
    static let india = TimeZone(identifier: "Asia/Kolkata") ?? .gmt

    static func day(_ text: String) -> LocalDay { LocalDay(text) ?? LocalDay(dayNumber: 0) }

    func read(_ path: String, zone: TimeZone = utc, folder: TemporaryFolder) throws(DiaryError) -> [PantryItem] {
        try PantryReader(timeZone: zone, temporaryDirectory: folder.url).read(path: path)
    }

    @Test("v1: the pantryItem table with id, name and expiration date; the rest are the app's defaults")
    func version1() throws {
        let folder = try TemporaryFolder()
        let path = try PantryBuilder.write(
            version: 1,
            rows: [
                ["name": "'Milk'", "expirationDate": "'2026-03-09 00:00:00.000'"],
                ["name": "'Oats'", "expirationDate": "'2026-05-01 00:00:00.000'"],
            ], to: folder.path("v1.sqlite"))
        #expect(
            try read(path, folder: folder) == [
                PantryItem(id: 1, name: "Milk", expires: Self.day("2026-03-09")),
                PantryItem(id: 2, name: "Oats", expires: Self.day("2026-05-01")),
            ])
    }

    @Test("v5: still pantryItem, with flag, reminder and notes")
    func version5() throws {
        let folder = try TemporaryFolder()
        let path = try PantryBuilder.write(
            version: 5,
            rows: [
                [
                    "name": "'Tofu'", "expirationDate": "'2026-03-12 00:00:00.000'", "flagged": "1",
                    "notificationDate": "'2026-03-11 08:00:00.000'", "notificationSent": "0",
                    "notes": "'Firm <b>tofu</b> & *stars*'",
                ]
            ], to: folder.path("v5.sqlite"))
        #expect(
            try read(path, folder: folder) == [
                PantryItem(
                    id: 1, name: "Tofu", expires: Self.day("2026-03-12"), flagged: true,
                    reminder: Self.day("2026-03-11"), notes: "Firm <b>tofu</b> & *stars*")
            ])
    }

    @Test("v6: the table renamed to foodItem")
    func version6() throws {
        let folder = try TemporaryFolder()
        let path = try PantryBuilder.write(
            version: 6, rows: [["name": "'Eggs'", "expirationDate": "'2026-03-20 00:00:00.000'", "notes": "''"]],
            to: folder.path("v6.sqlite"))
        #expect(try read(path, folder: folder) == [PantryItem(id: 1, name: "Eggs", expires: Self.day("2026-03-20"))])
    }

    @Test("v8: every column, fridge and symbol included")
    func version8() throws {
        let folder = try TemporaryFolder()
        let path = try PantryBuilder.write(
            version: 8,
            rows: [
                [
                    "name": "'Salmon'", "expirationDate": "'2026-03-08 00:00:00.000'", "flagged": "0",
                    "notificationDate": "NULL", "notificationSent": "1", "notes": "'Freeze it'",
                    "refrigerated": "1", "symbolName": "'fish.fill'",
                ]
            ], to: folder.path("v8.sqlite"))
        #expect(
            try read(path, folder: folder) == [
                PantryItem(
                    id: 1, name: "Salmon", expires: Self.day("2026-03-08"), reminderSent: true, notes: "Freeze it",
                    refrigerated: true, symbolName: "fish.fill")
            ])
    }

    @Test("The fixture: four items; Paneer flagged and expired, Greek yogurt expiring soon on 2026-03-08")
    func fixture() throws {
        let folder = try TemporaryFolder()
        let path = try PantryBuilder.write(sql: try PantryBuilder.fixtureSQL, to: folder.path("pantry.sqlite"))
        let items = try read(path, zone: Self.india, folder: folder)
        #expect(
            items == [
                PantryItem(
                    id: 1, name: "Greek yogurt", expires: Self.day("2026-03-10"), reminder: Self.day("2026-03-09"),
                    reminderSent: true, refrigerated: true, symbolName: "cup.and.saucer"),
                PantryItem(
                    id: 2, name: "Basmati rice", expires: Self.day("2027-01-31"),
                    notes: "Second bag in the top cupboard", symbolName: "takeoutbag.and.cup.and.straw"),
                PantryItem(
                    id: 3, name: "Paneer", expires: Self.day("2026-03-06"), flagged: true,
                    notes: "Use for palak paneer", refrigerated: true),
                PantryItem(id: 4, name: "Mango pulp", expires: Self.day("2026-09-15"), symbolName: "carrot"),
            ])
        let asOf = Self.day("2026-03-08")
        #expect(items.filter { $0.expires < asOf }.map(\.name) == ["Paneer"])
        #expect(
            items.filter { $0.expires >= asOf && $0.expires <= asOf.adding(days: 7) }.map(\.name) == ["Greek yogurt"])
    }

    @Test("Days: midnight UTC is the day as written; other instants fall on their day in the diary's zone")
    func days() {
        #expect(PantryDay.day(ofText: "2026-03-10 00:00:00.000", in: Self.india) == Self.day("2026-03-10"))
        #expect(
            PantryDay.day(ofText: "2026-03-10 00:00:00.000", in: TimeZone(identifier: "America/New_York") ?? .gmt)
                == Self.day("2026-03-10"))
        #expect(PantryDay.day(ofText: "2026-03-09 20:00:00.000", in: Self.india) == Self.day("2026-03-10"))
        #expect(PantryDay.day(ofText: "2026-03-09 20:00:00.000", in: Self.utc) == Self.day("2026-03-09"))
        #expect(PantryDay.day(ofText: "2026-03-09T20:00", in: Self.utc) == Self.day("2026-03-09"))
        #expect(PantryDay.day(ofText: "2026-03-09", in: Self.india) == Self.day("2026-03-09"))
        #expect(PantryDay.day(ofText: "soon", in: Self.utc) == nil)
        #expect(PantryDay.day(ofText: "2026-03-09 25:00:00", in: Self.utc) == nil)
    }

    @Test("The database, its -wal and their modification times are left exactly as they were")
    func untouched() throws {
        let folder = try TemporaryFolder()
        let path = try PantryBuilder.write(sql: try PantryBuilder.fixtureSQL, to: folder.path("pantry.sqlite"))
        let past = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        _ = try read(path, folder: folder)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.modificationDate] as? Date == past)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["pantry.sqlite"])
    }

    @Test("Bad databases are errors naming the file, the row and what was expected")
    func badDatabases() throws {
        let folder = try TemporaryFolder()
        let text = try folder.write("name,expires\nMilk,2026-03-09\n", to: "pantry.csv")
        #expect(throws: DiaryError(file: text, reason: .unrecognised, source: .pantry)) {
            try read(text, folder: folder)
        }
        let store = folder.path("default.store")
        try StoreBuilder.write([], to: store)
        #expect(
            throws: DiaryError(
                file: store, reason: .notAStore(tables: ["ZFOODENTRY", "Z_METADATA", "Z_MODELCACHE", "Z_PRIMARYKEY"]),
                source: .pantry)
        ) {
            try read(store, folder: folder)
        }
        let badDate = try PantryBuilder.write(
            version: 8,
            rows: [["name": "'Milk'", "expirationDate": "42"], ["name": "'Oats'", "expirationDate": "'soon'"]],
            to: folder.path("bad-date.sqlite"))
        let error = DiaryError(
            file: badDate,
            reason: .unexpectedStoreShape(
                "row id 2: expirationDate is the text \"soon\"; expected a date such as 2026-03-10 00:00:00.000"),
            source: .pantry)
        #expect(throws: error) { try read(badDate, folder: folder) }
        #expect(
            error.description
                == "\(badDate): the pantry table has an unexpected shape: row id 2: expirationDate is the text \"soon\"; expected a date such as 2026-03-10 00:00:00.000"
        )
        let badName = try PantryBuilder.write(
            version: 3, rows: [["name": "X'00FF'", "expirationDate": "'2026-03-09 00:00:00.000'"]],
            to: folder.path("bad-name.sqlite"))
        #expect(
            throws: DiaryError(
                file: badName,
                reason: .unexpectedStoreShape("row id 1: name is a blob of 2 bytes; expected text"), source: .pantry)
        ) { try read(badName, folder: folder) }
        let badFlag = try PantryBuilder.write(
            version: 2, rows: [["name": "'Milk'", "expirationDate": "'2026-03-09'", "flagged": "'yes'"]],
            to: folder.path("bad-flag.sqlite"))
        #expect(
            throws: DiaryError(
                file: badFlag,
                reason: .unexpectedStoreShape("row id 1: flagged is the text \"yes\"; expected a boolean (0 or 1)"),
                source: .pantry)
        ) { try read(badFlag, folder: folder) }
        let missing = folder.path("nothing.sqlite")
        let missingError = DiaryError(file: missing, reason: .missing, source: .pantry)
        #expect(throws: missingError) { try read(missing, folder: folder) }
        #expect(missingError.exitCode == 66)
        #expect(missingError.description == "\(missing): no such file; expected a pantrydates database")
    }
}
