import Foundation
import GRDB
import Support

/// Reads FoodLogger's SwiftData store (a Core Data SQLite file) without touching it: from a
/// private copy made by `SQLiteSnapshot`.
enum SwiftDataStoreReader {
    static let decoder = RecordDecoder(fieldName: { $0.column }, numericInstants: true)

    /// The raw records of the store at `path` whose bytes are `data`, in `Z_PK` order.
    static func records(_ data: Data, at path: String, file: String, temporaryDirectory: URL, fileSystem: FileSystem)
        throws(DiaryError) -> [RawItem]
    {
        try SQLiteSnapshot.read(
            data, at: path, file: file, temporaryDirectory: temporaryDirectory, fileSystem: fileSystem,
            label: "FoodStory store reader"
        ) { db in try rows(in: db, file: file) }
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
        let selected = EntryField.allCases.map {
            presentSet.contains($0.column) ? SQLiteSnapshot.quoted($0.column) : "NULL"
        }
        let hasPrimaryKey = presentSet.contains("Z_PK")
        let sql =
            "SELECT \(hasPrimaryKey ? "Z_PK" : "rowid"), \(selected.joined(separator: ", ")) FROM \(SQLiteSnapshot.quoted(table)) ORDER BY \(hasPrimaryKey ? "Z_PK" : "rowid")"

        var items: [RawItem] = []
        let cursor = try Row.fetchCursor(db, sql: sql)
        var index = 0
        while let row = try cursor.next() {
            let values = Array(row.databaseValues)
            var primaryKey: Int64?
            if case .int64(let pk) = values[0].storage { primaryKey = pk }
            var fields = RawFields()
            for (position, field) in EntryField.allCases.enumerated() where presentSet.contains(field.column) {
                fields[field] = rawField(values[position + 1])
            }
            var record = RawRecord(ref: RecordRef(index: index, primaryKey: primaryKey), fields: fields)
            record.ref.id = decoder.uuid(record[.id])?.text
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
}
