import Diary
import Foundation
import GRDB
import TestSupport
import Testing

/// Bytes and modification time of a file, or nil when it does not exist.
private func fingerprint(_ path: String) throws -> (Data, Date)? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (try Data(contentsOf: URL(fileURLWithPath: path)), attributes[.modificationDate] as? Date ?? .distantPast)
}

@Suite("Reading a store never changes it", .serialized)
struct StoreSafetyTests {
    /// A store in WAL mode whose first two rows are checkpointed into the main file and whose
    /// last two live only in the `-wal` file, still open by its "app" while it is read.
    func withOpenWALStore(_ body: (String, TemporaryFolder) throws -> Void) throws {
        let folder = try TemporaryFolder()
        let path = folder.path("default.store")
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
        let app = try DatabasePool(path: path, configuration: configuration)
        try app.write { db in
            try db.execute(sql: StoreBuilder.bookkeeping)
            try db.execute(sql: StoreBuilder.entryTable)
            try StoreBuilder.insert(Array(Fixtures.storeRows.prefix(2)), into: db)
        }
        try app.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        try app.write { db in try StoreBuilder.insert(Array(Fixtures.storeRows.suffix(2)), into: db, firstKey: 3) }
        let walSize = (try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        try #require(walSize > 0, "the newest rows must be in the -wal file")
        try body(path, folder)
        try app.close()
    }

    @Test("Rows that exist only in the -wal file are read")
    func walRowsAreRead() throws {
        try withOpenWALStore { path, folder in
            let diary = try Fixtures.reader(folder: folder).read(path: path)
            #expect(diary.summaries == Fixtures.expectedEntries)
        }
    }

    @Test("Store, -wal and -shm keep their bytes and modification times")
    func filesUnchanged() throws {
        try withOpenWALStore { path, folder in
            let paths = [path, path + "-wal", path + "-shm"]
            let before = try paths.map(fingerprint)
            #expect(before.allSatisfy { $0 != nil })
            // Let a second pass by, so a rewrite would show in the modification time.
            for path in paths {
                try FileManager.default.setAttributes(
                    [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: path)
            }
            let stamped = try paths.map(fingerprint)
            _ = try Fixtures.reader(folder: folder).read(path: path)
            let after = try paths.map(fingerprint)
            for (old, new) in zip(stamped, after) {
                #expect(old?.0 == new?.0)
                #expect(old?.1 == new?.1)
            }
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
                    == ["default.store", "default.store-shm", "default.store-wal"])
        }
    }

    @Test("A store in a read-only folder is read, and the folder is left as it was")
    func readOnlyFolder() throws {
        try withOpenWALStore { path, folder in
            let scratch = try TemporaryFolder()
            let locked = folder.url.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            for suffix in ["", "-wal", "-shm"] {
                try FileManager.default.copyItem(
                    atPath: path + suffix, toPath: locked.appendingPathComponent("default.store" + suffix).path)
                #expect(chmod(locked.appendingPathComponent("default.store" + suffix).path, 0o444) == 0)
            }
            #expect(chmod(locked.path, 0o555) == 0)
            defer { _ = chmod(locked.path, 0o755) }
            let diary = try Fixtures.reader(folder: scratch).read(
                path: locked.appendingPathComponent("default.store").path)
            #expect(diary.summaries == Fixtures.expectedEntries)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: locked.path).sorted()
                    == ["default.store", "default.store-shm", "default.store-wal"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [])
        }
    }

    @Test("The private copy is removed after reading, also when the store is bad")
    func privateCopyRemoved() throws {
        let folder = try TemporaryFolder()
        let scratch = try TemporaryFolder()
        let good = folder.path("good.store")
        try StoreBuilder.write(Fixtures.storeRows, to: good)
        _ = try Fixtures.reader(folder: scratch).read(path: good)
        let bad = folder.path("bad.store")
        try StoreBuilder.write([], to: bad, table: "CREATE TABLE ZOTHER (Z_PK INTEGER PRIMARY KEY)")
        #expect(throws: DiaryError.self) { try Fixtures.reader(folder: scratch).read(path: bad) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [])
    }
}
