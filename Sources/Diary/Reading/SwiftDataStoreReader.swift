import Foundation
import GRDB

/// Reads FoodLogger's SwiftData store (a Core Data SQLite file) without touching it.
///
/// The store and its `-wal` journal are copied into a private temporary folder and the copy
/// is opened: opening the original read-write could checkpoint and rewrite it, and opening it
/// with `immutable=1` would ignore the journal and silently drop the newest rows. The `-shm`
/// index is not copied; SQLite rebuilds it from the journal.
enum SwiftDataStoreReader {
    static let decoder = RecordDecoder(fieldName: { $0.column }, numericInstants: true)

    /// The raw records of the store at `url`, in `Z_PK` order.
    static func records(at url: URL, file: String, temporaryDirectory: URL) throws(DiaryError) -> [RawItem] {
        try checkHeader(of: url, file: file)
        let workspace = temporaryDirectory.appendingPathComponent("foodstory-store-\(UUID().uuidString)")
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: workspace, withIntermediateDirectories: true)
        } catch {
            throw DiaryError(
                file: workspace.path,
                reason: .cannotWrite("cannot make a private copy of the store: \(error.localizedDescription)"))
        }
        defer { try? fileManager.removeItem(at: workspace) }

        let copy = workspace.appendingPathComponent("diary.store")
        do {
            try fileManager.copyItem(at: url, to: copy)
            let journal = URL(fileURLWithPath: url.path + "-wal")
            if fileManager.fileExists(atPath: journal.path) {
                try fileManager.copyItem(at: journal, to: URL(fileURLWithPath: copy.path + "-wal"))
            }
        } catch {
            throw DiaryError(file: file, reason: .unreadable(error.localizedDescription))
        }

        do {
            var configuration = Configuration()
            configuration.label = "FoodStory store reader"
            let queue = try DatabaseQueue(path: copy.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try rows(in: db, file: file) }
        } catch let error as DiaryError {
            throw error
        } catch let error as DatabaseError {
            throw DiaryError(file: file, reason: .damagedSQLite(error.message ?? "\(error.resultCode)"))
        } catch {
            throw DiaryError(file: file, reason: .damagedSQLite("\(error)"))
        }
    }

    /// Refuses a file shorter than its own header says, before SQLite sees it.
    private static func checkHeader(of url: URL, file: String) throws(DiaryError) {
        guard let handle = try? FileHandle(forReadingFrom: url) else {
            throw DiaryError(file: file, reason: .unreadable("cannot open it"))
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
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

    private static func rows(in db: Database, file: String) throws -> [RawItem] {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        guard let table = tables.first(where: { $0.uppercased() == "ZFOODENTRY" }) else {
            throw DiaryError(file: file, reason: .notAStore(tables: tables))
        }
        let present = try db.columns(in: table).map { $0.name.uppercased() }
        let presentSet = Set(present)
        for field in EntryField.allCases where !presentSet.contains(field.column) {
            let name = field.column
            let parts = present.filter { $0.hasPrefix(name) && $0 != name }
            if !parts.isEmpty {
                throw DiaryError(
                    file: file,
                    reason: .unexpectedStoreShape(
                        "\(name) is split into \(parts.joined(separator: ", ")) (a composite attribute); this store layout is not supported yet"
                    ))
            }
            if field.isRequired {
                throw DiaryError(
                    file: file,
                    reason: .unexpectedStoreShape(
                        "no \(name) column; expected the FoodEntry properties as Z-prefixed columns"))
            }
        }
        let selected = EntryField.allCases.map { presentSet.contains($0.column) ? quoted($0.column) : "NULL" }
        let hasPrimaryKey = presentSet.contains("Z_PK")
        let sql =
            "SELECT \(hasPrimaryKey ? "Z_PK" : "rowid"), \(selected.joined(separator: ", ")) FROM \(quoted(table)) ORDER BY \(hasPrimaryKey ? "Z_PK" : "rowid")"

        var items: [RawItem] = []
        let cursor = try Row.fetchCursor(db, sql: sql)
        var index = 0
        while let row = try cursor.next() {
            let values = Array(row.databaseValues)
            var primaryKey: Int64?
            if case .int64(let pk) = values[0].storage { primaryKey = pk }
            var fields: [EntryField: RawField] = [:]
            for (position, field) in EntryField.allCases.enumerated() where presentSet.contains(field.column) {
                fields[field] = rawField(values[position + 1])
            }
            var record = RawRecord(ref: RecordRef(index: index, primaryKey: primaryKey), fields: fields)
            record.ref.id = decoder.uuid(record[.id])?.uuidString
            items.append(.record(record))
            index += 1
        }
        return items
    }

    private static func rawField(_ value: DatabaseValue) -> RawField {
        switch value.storage {
        case .null: .null
        case .int64(let number): .integer(number)
        case .double(let number): .real(number)
        case .string(let text): .string(text)
        case .blob(let data): .blob(data)
        }
    }

    private static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
