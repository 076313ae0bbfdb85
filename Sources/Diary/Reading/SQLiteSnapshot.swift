import Foundation
import GRDB
import Support

/// Reads a SQLite file someone else owns without touching it.
///
/// The file and its `-wal` journal are copied into a private temporary folder and the copy
/// is opened: opening the original read-write could checkpoint and rewrite it, and opening it
/// with `immutable=1` would ignore the journal and silently drop the newest rows. The `-shm`
/// index is not copied; SQLite rebuilds it from the journal. Both the diary's store and the
/// pantry database are read this way.
enum SQLiteSnapshot {
    /// Runs `body` on a private copy of the database at `path` (named `file` in errors),
    /// whose bytes are `data`, and removes the copy afterwards. A `DiaryError` thrown by `body`
    /// passes through; SQLite's own errors become `damagedSQLite`.
    static func read<T>(
        _ data: Data, at path: String, file: String, temporaryDirectory: URL, fileSystem: FileSystem, label: String,
        _ body: (Database) throws -> T
    ) throws(DiaryError) -> T {
        try checkHeader(of: data, file: file)
        let workspace = temporaryDirectory.appendingPathComponent("foodstory-sqlite-\(UUID().uuidString)").path
        do {
            try fileSystem.makeFolders(workspace)
        } catch {
            throw DiaryError(
                file: workspace, reason: .cannotWrite("cannot make a private copy of the database: \(error.message)"))
        }
        defer { fileSystem.removeTree(workspace) }

        let copy = workspace + "/copy.sqlite"
        do {
            try fileSystem.create(copy, data)
            let journal = URL(fileURLWithPath: path).path + "-wal"
            if try fileSystem.itemFollowingLinks(journal) != nil {
                try fileSystem.create(copy + "-wal", try fileSystem.readFollowingLinks(journal))
            }
        } catch {
            throw DiaryError(file: file, reason: .unreadable(error.message))
        }

        do {
            var configuration = Configuration()
            configuration.label = label
            let queue = try DatabaseQueue(path: copy, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try body(db) }
        } catch let error as DiaryError {
            throw error
        } catch let error as DatabaseError {
            throw DiaryError(file: file, reason: .damagedSQLite(error.message ?? "\(error.resultCode)"))
        } catch {
            throw DiaryError(file: file, reason: .damagedSQLite("\(error)"))
        }
    }

    /// Refuses a file shorter than its own header says, before SQLite sees it.
    static func checkHeader(of data: Data, file: String) throws(DiaryError) {
        let header = data.prefix(100)
        let size = data.count
        guard header.count == 100 else {
            throw DiaryError(file: file, reason: .truncatedSQLite(expectedBytes: 512, actualBytes: size))
        }
        let bytes = [UInt8](header)
        func bigEndian(_ offset: Int, _ count: Int) -> Int {
            bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
        }
        let rawPageSize = bigEndian(16, 2)
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else {
            throw DiaryError(
                file: file, reason: .damagedSQLite("its header gives an impossible page size \(rawPageSize)"))
        }
        let pageCount = bigEndian(28, 4)
        let changeCounter = bigEndian(24, 4)
        let validFor = bigEndian(92, 4)
        // The page count in the header is only trustworthy when it was written with the
        // current change counter (SQLite 3.7.0 and later).
        if pageCount > 0, validFor == changeCounter, size < pageCount * pageSize {
            throw DiaryError(
                file: file, reason: .truncatedSQLite(expectedBytes: pageCount * pageSize, actualBytes: size))
        }
        if size % pageSize != 0 {
            let expected = (size / pageSize + 1) * pageSize
            throw DiaryError(file: file, reason: .truncatedSQLite(expectedBytes: expected, actualBytes: size))
        }
    }

    /// A name quoted for SQL (`"foodItem"`).
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
