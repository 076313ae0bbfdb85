import Foundation
import GRDB
import Support

/// Reads a pantrydates database (written by GRDB) at any schema version from v1 to v8,
/// without touching it: from a private copy made by `SQLiteSnapshot`.
///
/// The item table is `foodItem` (from v6) or `pantryItem` (before); columns added by later
/// migrations may be absent and then hold the app's defaults. Every value is checked: a row
/// whose value has the wrong type is an error naming the row, not a silently wrong page.
/// Text is read as the diary's is: code points HTML and XML forbid are left out, with a
/// warning (an error with `strict`).
public struct PantryReader: Sendable {
    /// The zone that turns instants into days (the diary's).
    public var timeZone: TimeZone
    /// Where the private copy is made.
    public var temporaryDirectory: URL
    /// Whether the first warning is an error.
    public var strict: Bool
    /// What the database is read from, and the private copy made in.
    public var fileSystem: FileSystem

    /// A reader; both the zone and the temporary folder are passed in.
    public init(
        timeZone: TimeZone, temporaryDirectory: URL, strict: Bool = false, fileSystem: FileSystem = .disk
    ) {
        self.timeZone = timeZone
        self.temporaryDirectory = temporaryDirectory
        self.strict = strict
        self.fileSystem = fileSystem
    }

    /// The items of a pantry database, and the caveats met reading them.
    public struct Contents: Sendable {
        /// The items, in `id` order.
        public var items: [PantryItem]
        /// What was changed in an item to show it (`row id 3: name holds U+0085 (C1 control),
        /// which HTML and XML forbid; removed`), in `id` order.
        public var warnings: [RecordProblem]
    }

    /// The items of the database at `path` (named in errors as given), in `id` order.
    public func read(path: String) throws(DiaryError) -> [PantryItem] {
        try contents(path: path).items
    }

    /// The items of the database at `path` (named in errors as given) with the warnings met;
    /// with `strict`, the first warning is an error.
    public func contents(path: String) throws(DiaryError) -> Contents {
        do throws(DiaryError) {
            let input = try InputKindDetector.read(path, file: path, fileSystem: fileSystem)
            guard input.kind == .store else {
                throw DiaryError(file: path, reason: .unrecognised)
            }
            let contents = try SQLiteSnapshot.read(
                input.data, at: path, file: path, temporaryDirectory: temporaryDirectory, fileSystem: fileSystem,
                label: "FoodStory pantry reader"
            ) { db in try items(in: db, file: path) }
            if strict, let first = contents.warnings.first {
                throw DiaryError(file: path, reason: .badRecord(first))
            }
            return contents
        } catch {
            throw DiaryError(file: error.file, reason: error.reason, source: .pantry)
        }
    }

    /// The item tables' names, newest first.
    static let tableNames = ["foodItem", "pantryItem"]

    private func items(in db: Database, file: String) throws -> Contents {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        guard
            let table = Self.tableNames.lazy.compactMap({ name in
                tables.first { $0.caseInsensitiveCompare(name) == .orderedSame }
            }).first
        else {
            throw DiaryError(file: file, reason: .notAStore(tables: tables))
        }
        let present = Set(try db.columns(in: table).map { $0.name.lowercased() })
        for column in PantryColumn.allCases where column.isRequired && !present.contains(column.name.lowercased()) {
            throw DiaryError(
                file: file, reason: .unexpectedStoreShape("\(table) has no \(column.name) column"))
        }
        let columns = PantryColumn.allCases.filter { present.contains($0.name.lowercased()) }
        let sql =
            "SELECT \(columns.map { SQLiteSnapshot.quoted($0.name) }.joined(separator: ", ")) FROM \(SQLiteSnapshot.quoted(table)) ORDER BY id"
        var contents = Contents(items: [], warnings: [])
        let cursor = try Row.fetchCursor(db, sql: sql)
        while let row = try cursor.next() {
            let values = Dictionary(uniqueKeysWithValues: zip(columns, row.databaseValues))
            let (item, warnings) = try item(values, file: file)
            contents.items.append(item)
            contents.warnings += warnings.map { RecordProblem(record: nil, reason: "row id \(item.id): \($0)") }
        }
        return contents
    }

    private func item(_ values: [PantryColumn: DatabaseValue], file: String) throws(DiaryError) -> (
        PantryItem, warnings: [String]
    ) {
        func value(_ column: PantryColumn) -> DatabaseValue.Storage { values[column]?.storage ?? .null }
        guard case .int64(let id) = value(.id) else {
            throw wrongType(.id, value(.id), expected: "an integer", row: nil, file: file)
        }
        var warnings: [PantryColumn: String] = [:]
        func text(_ column: PantryColumn, default fallback: String) throws(DiaryError) -> String {
            switch value(column) {
            case .string(let text):
                let cleaned = ForbiddenCodePoints.removing(from: text)
                if !cleaned.removed.isEmpty {
                    warnings[column] = ForbiddenCodePoints.warning(field: column.name, removed: cleaned.removed)
                }
                return cleaned.text
            case .null where !column.isRequired: return fallback
            case let other: throw wrongType(column, other, expected: "text", row: id, file: file)
            }
        }
        func flag(_ column: PantryColumn) throws(DiaryError) -> Bool {
            switch value(column) {
            case .int64(let number): return number != 0
            case .double(let number): return number != 0
            case .null: return false
            case let other: throw wrongType(column, other, expected: "a boolean (0 or 1)", row: id, file: file)
            }
        }
        func day(_ column: PantryColumn) throws(DiaryError) -> LocalDay? {
            let storage = value(column)
            let day: LocalDay?
            switch storage {
            case .null: return nil
            case .string(let text): day = PantryDay.day(ofText: text, in: timeZone)
            case .int64(let number): day = PantryDay.day(ofUnixSeconds: Double(number), in: timeZone)
            case .double(let number): day = PantryDay.day(ofUnixSeconds: number, in: timeZone)
            case .blob: day = nil
            }
            guard let day else {
                throw wrongType(
                    column, storage, expected: "a date such as 2026-03-10 00:00:00.000", row: id, file: file)
            }
            return day
        }
        guard let expires = try day(.expirationDate) else {
            throw wrongType(
                .expirationDate, .null, expected: "a date such as 2026-03-10 00:00:00.000", row: id, file: file)
        }
        let symbol = try text(.symbolName, default: PantryItem.defaultSymbol)
        let item = PantryItem(
            id: id, name: try text(.name, default: ""), expires: expires, flagged: try flag(.flagged),
            reminder: try day(.notificationDate), reminderSent: try flag(.notificationSent),
            notes: try text(.notes, default: ""), refrigerated: try flag(.refrigerated),
            symbolName: symbol.isEmpty ? PantryItem.defaultSymbol : symbol)
        return (item, PantryColumn.allCases.compactMap { warnings[$0] })
    }

    private func wrongType(
        _ column: PantryColumn, _ storage: DatabaseValue.Storage, expected: String, row: Int64?, file: String
    ) -> DiaryError {
        let found: String
        switch storage {
        case .null: found = "empty (NULL)"
        case .int64(let number): found = "the integer \(number)"
        case .double(let number): found = "the number \(number)"
        case .string(let text): found = "the text \"\(text.prefix(40))\""
        case .blob(let data): found = "a blob of \(data.count) bytes"
        }
        let place = row.map { "row id \($0): " } ?? "a row: "
        return DiaryError(
            file: file, reason: .unexpectedStoreShape("\(place)\(column.name) is \(found); expected \(expected)"))
    }
}

/// The item table's columns, in the order the migrations added them.
enum PantryColumn: String, CaseIterable, Hashable, Sendable {
    case id, name, expirationDate, flagged, notificationDate, notificationSent, notes, refrigerated, symbolName

    /// The column's name in the table.
    var name: String { rawValue }

    /// The columns of v1, which every version has.
    var isRequired: Bool { [.id, .name, .expirationDate].contains(self) }
}
