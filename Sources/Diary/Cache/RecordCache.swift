import Foundation
import GRDB
import GRDBSQLite
import Support

/// Records decoded by an earlier read of an export, each under a key of the bytes of the
/// export element it was decoded from, so that a later read decodes only the elements it has
/// not seen: a diary exported again after one meal differs from the last export in one
/// element, and decoding every element is most of the cost of reading it.
///
/// A SQLite file (a `meta` row naming the format and the program, and a `record` row per
/// element). Keys are an element's 128-bit `ContentHash`, so two different elements do
/// not share one; an element's bytes decide its record, so a record found under
/// its key is the one decoding would give, in any export and after any build, failed or not.
/// Only records that decoded without a caveat are kept (the rest are decoded every time, so
/// their warnings are said every time), and none holding a NUL character (SQLite's text
/// would cut it). A file that is missing, damaged, of another format or made by another
/// program holds nothing.
public struct RecordCache: Sendable {
    /// The SQLite file to take records from; nil when there is none to use (a read then
    /// decodes every element, and says what a new cache should hold).
    public var path: String?
    /// What decodes records (the program's identity): records another program decoded are
    /// not used.
    public var program: String
    /// Where the file is looked for and copied (SQLite opens it itself).
    public var fileSystem: FileSystem

    /// The cache in the file at `path`, for records decoded by `program`.
    public init(path: String?, program: String, fileSystem: FileSystem = .disk) {
        self.path = path
        self.program = program
        self.fileSystem = fileSystem
    }

    static let format = "foodstory records v2"

    /// The key of an element's bytes.
    struct Key: Hashable, Sendable {
        var first: UInt64
        var second: UInt64

        init(first: UInt64, second: UInt64) {
            self.first = first
            self.second = second
        }

        /// The key of `bytes`: their `ContentHash`.
        init(of bytes: UnsafeRawBufferPointer) {
            let hash = ContentHash(of: bytes)
            self.init(first: hash.high, second: hash.low)
        }
    }

    /// The records of a cache file in the order of their keys, the first word and then the
    /// second compared as signed numbers (SQLite's order): found by binary search, with no
    /// table to build.
    struct Records: Sendable {
        /// The keys, ascending.
        private(set) var keys: [Key] = []
        /// The record under each key.
        private(set) var values: [EntryRecord] = []

        /// How many records there are.
        var count: Int { keys.count }
        var isEmpty: Bool { keys.isEmpty }

        /// The position of the record under `key`, if there is one.
        func index(of key: Key) -> Int? {
            var (low, high) = (0, keys.count)
            while low < high {
                let middle = (low + high) / 2
                if Self.precedes(keys[middle], key) { low = middle + 1 } else { high = middle }
            }
            return low < keys.count && keys[low] == key ? low : nil
        }

        /// Adds a record whose key follows every key so far; false when it does not.
        fileprivate mutating func append(_ key: Key, _ record: EntryRecord) -> Bool {
            if let last = keys.last, !Self.precedes(last, key) { return false }
            keys.append(key)
            values.append(record)
            return true
        }

        fileprivate mutating func reserve(_ count: Int) {
            keys.reserveCapacity(count)
            values.reserveCapacity(count)
        }

        private static func precedes(_ lhs: Key, _ rhs: Key) -> Bool {
            let (a, b) = (Int64(bitPattern: lhs.first), Int64(bitPattern: rhs.first))
            return a != b ? a < b : Int64(bitPattern: lhs.second) < Int64(bitPattern: rhs.second)
        }
    }

    /// The records the file holds, in key order; none when it holds none this program can
    /// use, or cannot be read.
    func load() -> Records {
        loaded() ?? Records()
    }

    private func loaded() -> Records? {
        guard let path, (try? fileSystem.itemFollowingLinks(path)) != nil else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "FoodStory record cache"
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                guard try Self.isUsable(db, program: program) else { return nil }
                var records = Records()
                records.reserve(try Int.fetchOne(db, sql: "SELECT count(*) FROM record") ?? 0)
                // Read through SQLite's own column calls: a `Row` for each of tens of
                // thousands of rows costs more than the reading. The strict tables say what
                // each column holds.
                let statement = try db.makeStatement(
                    sql: """
                        SELECT key1, key2, id1, id2, date, createdAt, updatedAt, rawInput, inputType,
                            processedDescription, mediaFileName, category
                        FROM record ORDER BY key1, key2
                        """)
                let handle = statement.sqliteStatement
                func text(_ column: Int32) -> String? {
                    guard let bytes = sqlite3_column_text(handle, column) else { return nil }
                    return String(
                        decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column))),
                        as: UTF8.self)
                }
                while true {
                    let code = sqlite3_step(handle)
                    if code == SQLITE_DONE { break }
                    guard code == SQLITE_ROW, let rawInput = text(7), let typeName = text(8),
                        let inputType = InputType(rawValue: typeName), let description = text(9)
                    else { return nil }
                    let categoryName = text(11)
                    let category = categoryName.flatMap(MealCategory.init(rawValue:))
                    if categoryName != nil, category == nil { continue }
                    let key = Key(
                        first: UInt64(bitPattern: sqlite3_column_int64(handle, 0)),
                        second: UInt64(bitPattern: sqlite3_column_int64(handle, 1)))
                    let id = UUID(
                        halves: (
                            UInt64(bitPattern: sqlite3_column_int64(handle, 2)),
                            UInt64(bitPattern: sqlite3_column_int64(handle, 3))
                        ))
                    let updatedAt =
                        sqlite3_column_type(handle, 6) == SQLITE_NULL
                        ? nil : Date(timeIntervalSinceReferenceDate: sqlite3_column_double(handle, 6))
                    let record = EntryRecord(
                        id: id, date: Date(timeIntervalSinceReferenceDate: sqlite3_column_double(handle, 4)),
                        createdAt: Date(timeIntervalSinceReferenceDate: sqlite3_column_double(handle, 5)),
                        rawInput: rawInput, inputType: inputType, processedDescription: description,
                        mediaFileName: text(10), category: category, updatedAt: updatedAt)
                    // The primary key's order; anything else is not a file this program wrote.
                    guard records.append(key, record) else { return nil }
                }
                return records
            }
        } catch {
            // A cache that cannot be read is no cache: every element is decoded.
            return nil
        }
    }

    /// The tables, strict: a value of another type cannot be in any column.
    static let schema = [
        "CREATE TABLE meta(format TEXT NOT NULL, program TEXT NOT NULL) STRICT",
        """
        CREATE TABLE record(key1 INTEGER NOT NULL, key2 INTEGER NOT NULL, id1 INTEGER NOT NULL, \
        id2 INTEGER NOT NULL, date REAL NOT NULL, createdAt REAL NOT NULL, updatedAt REAL, rawInput TEXT NOT NULL, \
        inputType TEXT NOT NULL, processedDescription TEXT NOT NULL, mediaFileName TEXT, category TEXT, \
        PRIMARY KEY (key1, key2)) STRICT, WITHOUT ROWID
        """,
    ]

    /// Whether the file has exactly these tables, of this format, made by `program`.
    private static func isUsable(_ db: Database, program: String) throws -> Bool {
        let tables = try String?.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
        guard tables == schema.map(Optional.some),
            let meta = try Row.fetchOne(db, sql: "SELECT format, program FROM meta")
        else { return false }
        let (foundFormat, foundProgram): (String, String) = (try meta.decode(atIndex: 0), try meta.decode(atIndex: 1))
        return foundFormat == format && foundProgram == program
    }

    /// What a read found in the cache and decoded anew: what the cache for the next read must
    /// hold differs from this one by these rows.
    public struct Update: Sendable {
        /// The cache file the read used, when it held records this program can use.
        var source: String?
        /// Keys of its rows that no element of this export has.
        var stale: [Key]
        /// Records decoded anew that a later read can take from the cache, by key.
        var added: [(key: Key, record: EntryRecord)]

        /// Whether the next read would find anything different in a cache written now: false
        /// when the cache read holds exactly this export's records already.
        public var changesCache: Bool { source == nil || !stale.isEmpty || !added.isEmpty }

        /// How many records it adds.
        public var addedCount: Int { added.count }
    }

    /// Whether `record` can be kept: SQLite's text ends at a NUL character.
    static func canKeep(_ record: EntryRecord) -> Bool {
        !record.rawInput.utf8.contains(0) && !record.processedDescription.utf8.contains(0)
            && !(record.mediaFileName?.utf8.contains(0) ?? false)
    }

    /// Writes the cache `update` describes into a new file at `destination`: a copy of the
    /// cache read, without its stale rows and with the added ones, or, when there was none,
    /// a new one with the added rows.
    public func write(_ update: Update, to destination: String) throws {
        if let source = update.source {
            try fileSystem.copy(source, to: destination)
        }
        let queue = try DatabaseQueue(path: destination)
        defer { try? queue.close() }
        // The file is new and is moved into place only after the build succeeds: nothing
        // needs a journal, and a file left half written is discarded with the build.
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = OFF")
            try db.execute(sql: "PRAGMA synchronous = OFF")
        }
        try queue.write { db in
            if update.source == nil {
                for table in Self.schema { try db.execute(sql: table) }
                try db.execute(sql: "INSERT INTO meta VALUES (?, ?)", arguments: [Self.format, program])
            }
            try Self.change(db, by: update)
        }
    }

    /// Removes the stale rows and adds the new ones.
    private static func change(_ db: Database, by update: Update) throws {
        let delete = try db.makeStatement(sql: "DELETE FROM record WHERE key1 = ? AND key2 = ?")
        for key in update.stale {
            try delete.execute(arguments: [Int64(bitPattern: key.first), Int64(bitPattern: key.second)])
        }
        // In key order (SQLite's: signed), so each row goes at the end of the table's tree.
        let insert = try db.makeStatement(sql: "INSERT OR REPLACE INTO record VALUES (?,?,?,?,?,?,?,?,?,?,?,?)")
        let signed = { (key: Key) in (Int64(bitPattern: key.first), Int64(bitPattern: key.second)) }
        for (key, record) in update.added.sorted(by: { signed($0.key) < signed($1.key) }) {
            let id = record.id.halves
            insert.setUncheckedArguments([
                Int64(bitPattern: key.first), Int64(bitPattern: key.second),
                Int64(bitPattern: id.0), Int64(bitPattern: id.1),
                record.date.timeIntervalSinceReferenceDate, record.createdAt.timeIntervalSinceReferenceDate,
                record.updatedAt?.timeIntervalSinceReferenceDate, record.rawInput, record.inputType.rawValue,
                record.processedDescription, record.mediaFileName, record.category?.rawValue,
            ])
            try insert.execute()
        }
    }
}

extension UUID {
    /// The id's sixteen bytes as two words, the first eight bytes in the first.
    public var halves: (UInt64, UInt64) {
        withUnsafeBytes(of: uuid) {
            ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// The id whose bytes are `halves`.
    init(halves: (UInt64, UInt64)) {
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { raw in
            raw.storeBytes(of: halves.0, as: UInt64.self)
            raw.storeBytes(of: halves.1, toByteOffset: 8, as: UInt64.self)
        }
        self.init(uuid: bytes)
    }
}
