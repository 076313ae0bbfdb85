import Diary
import Foundation
import TestSupport
import Testing

@Suite("The sample pantry and the sample's photos")
struct SamplePantryTests {
    let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)
    let utc = TimeZone(identifier: "UTC") ?? .gmt

    @Test(
        "Twelve items counted from the as-of day: expired, expiring within the week and later; flags, reminders, notes, fridge"
    )
    func items() {
        let items = SamplePantry.items(asOf: asOf)
        #expect(items.map(\.id) == Array(1...12))
        #expect(SamplePantry.items(asOf: asOf) == items)
        let shifted = SamplePantry.items(asOf: asOf.adding(days: 10))
        #expect(shifted.map { $0.expires.adding(days: -10) } == items.map(\.expires))
        let expired = items.filter { $0.expires < asOf }.map(\.name)
        let soon = items.filter { $0.expires >= asOf && $0.expires <= asOf.adding(days: 7) }.map(\.name)
        let later = items.filter { $0.expires > asOf.adding(days: 7) }.map(\.name)
        #expect(expired == ["Paneer", "Salmon", "Oats"])
        #expect(soon == ["Banana", "Mango", "Greek yogurt", "Tofu", "Coconut"])
        #expect(later == ["Dark chocolate", "Green tea", "Peanut butter", "Basmati rice"])
        #expect(items.filter(\.flagged).map(\.name) == ["Paneer", "Mango"])
        #expect(items.filter { $0.reminder != nil }.map(\.name) == ["Paneer", "Mango", "Greek yogurt"])
        #expect(items.filter(\.refrigerated).map(\.name) == ["Paneer", "Salmon", "Greek yogurt", "Tofu"])
        #expect(items.allSatisfy { $0.symbolName != PantryItem.defaultSymbol })
    }

    @Test("Written as a pantrydates database (v8), it reads back as the same items")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("pantry.sqlite")
        let items = SamplePantry.items(asOf: asOf)
        try PantryDatabaseWriter.write(items, to: path, replacing: false)
        let reader = PantryReader(
            timeZone: TimeZone(identifier: "Asia/Kolkata") ?? .gmt, temporaryDirectory: folder.url)
        let read = try reader.contents(path: path)
        #expect(read.items == items)
        #expect(read.warnings == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["pantry.sqlite"])
    }

    @Test("An existing file is replaced only when asked; a folder never")
    func replacing() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("keep me", to: "pantry.sqlite")
        let items = SamplePantry.items(asOf: asOf)
        #expect(
            throws: DiaryError(
                file: path, reason: .cannotWrite("it already exists; pass --force to replace it"), source: .pantry)
        ) {
            try PantryDatabaseWriter.write(items, to: path, replacing: false)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
        try PantryDatabaseWriter.write(items, to: path, replacing: true)
        #expect(try PantryReader(timeZone: utc, temporaryDirectory: folder.url).read(path: path) == items)
        #expect(throws: DiaryError(file: folder.url.path, reason: .cannotWrite("it is a folder"), source: .pantry)) {
            try PantryDatabaseWriter.write(items, to: folder.url.path, replacing: true)
        }
    }

    @Test("A photo entry's picture is of its meal; an uncategorized one's of its food's meal")
    func photoMeals() {
        let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
        let records = SampleDiary(days: 800, seed: 42, asOf: asOf, timeZone: zone).records().filter {
            $0.mediaFileName != nil
        }
        #expect(records.count > 100)
        // A sample entry's food is always one of its category's: without the category, the
        // food still says which meal it is, edited or not.
        for record in records {
            guard let category = record.category else { continue }
            var uncategorized = record
            uncategorized.category = nil
            #expect(SampleDiary.photoMeal(of: record) == category)
            #expect(SampleDiary.photoMeal(of: uncategorized) == category, "\(record.processedDescription)")
        }
        #expect(records.contains { $0.category == nil })
        #expect(records.contains { $0.category != nil && $0.updatedAt != nil })
        var unknown = records[0]
        unknown.category = nil
        unknown.processedDescription = "nothing the sample eats"
        #expect(SampleDiary.photoMeal(of: unknown) == .lunch)
    }
}
