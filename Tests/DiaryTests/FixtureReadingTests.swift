import Diary
import Foundation
import GRDB
import TestSupport
import Testing

@Suite("The fixtures read as the same four entries")
struct FixtureReadingTests {
    @Test("The JSON export gives 4 entries: 3 on 8 March at 08:15, 13:20, 20:40 and 1 on 9 March at 19:50")
    func exportFixture() throws {
        let folder = try TemporaryFolder()
        let diary = try Fixtures.readJSON(Fixtures.exportJSON, in: folder)
        #expect(diary.summaries == Fixtures.expectedEntries)
        #expect(diary.skipped.isEmpty)
        #expect(diary.warnings.isEmpty)
        #expect(diary.source == .jsonExport)
        #expect(diary.timeZone.description == "inferred: +05:30")
    }

    @Test("The store gives the same 4 entries")
    func storeFixture() throws {
        let folder = try TemporaryFolder()
        let diary = try Fixtures.readStore(Fixtures.storeRows, in: folder)
        #expect(diary.summaries == Fixtures.expectedEntries)
        #expect(diary.skipped.isEmpty)
        #expect(diary.warnings.isEmpty)
        #expect(diary.source == .store)
    }

    @Test("The fixture files give the same 4 entries (export, and the store made from its SQL)")
    func fixtureFiles() throws {
        let exportPath = try FixtureFiles.url("export-sample.json").path
        let sql = try FixtureFiles.text("swiftdata-store.sql")
        let folder = try TemporaryFolder()
        let reader = Fixtures.reader(folder: folder)
        #expect(try reader.read(path: exportPath).summaries == Fixtures.expectedEntries)

        let storePath = folder.path("default.store")
        let queue = try DatabaseQueue(path: storePath)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
        try queue.close()
        #expect(try reader.read(path: storePath).summaries == Fixtures.expectedEntries)
    }

    @Test("With --timezone Asia/Kolkata the fixture reads the same and says which zone it used")
    func explicitZone() throws {
        let folder = try TemporaryFolder()
        let diary = try Fixtures.readJSON(
            Fixtures.exportJSON, timeZone: TimeZone(identifier: "Asia/Kolkata"), in: folder)
        #expect(diary.summaries == Fixtures.expectedEntries)
        #expect(diary.warnings.isEmpty)
        #expect(diary.timeZone.description == "Asia/Kolkata")
    }
}
