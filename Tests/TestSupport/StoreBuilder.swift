import Foundation
import GRDB

/// Builds SwiftData-shaped stores in code, row by row, with exactly the SQLite value types a
/// test asks for.
public struct StoreBuilder {
    /// The `ZFOODENTRY` definition SwiftData writes for FoodLogger (columns grouped by type).
    public static let entryTable = """
        CREATE TABLE ZFOODENTRY ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCREATEDAT TIMESTAMP, ZDATE TIMESTAMP, ZUPDATEDAT TIMESTAMP, ZCATEGORY VARCHAR, ZINPUTTYPE VARCHAR, ZMEDIAURL VARCHAR, ZPROCESSEDDESCRIPTION VARCHAR, ZRAWINPUT VARCHAR, ZID BLOB )
        """

    /// Core Data's bookkeeping tables.
    public static let bookkeeping = """
        CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
        CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
        CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB);
        INSERT INTO Z_PRIMARYKEY VALUES (1, 'FoodEntry', 0, 0);
        """

    /// A row: column name to value (`nil` is SQL NULL). Columns left out take the defaults of
    /// `defaultRow`.
    public typealias Row = [String: (any DatabaseValueConvertible)?]

    /// A valid row (the first entry of the fixture), to change one column at a time.
    public static var defaultRow: Row {
        [
            "ZCREATEDAT": 794_630_700, "ZDATE": 794_601_000, "ZUPDATEDAT": nil, "ZCATEGORY": "breakfast",
            "ZINPUTTYPE": "text", "ZMEDIAURL": nil, "ZPROCESSEDDESCRIPTION": "masala dosa coconut chutney",
            "ZRAWINPUT": "Masala dosa with coconut chutney", "ZID": uuidBlob("6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50"),
        ]
    }

    /// The 16 bytes of a UUID, as SwiftData stores `ZID`.
    public static func uuidBlob(_ text: String) -> Data {
        guard let id = UUID(uuidString: text) else { return Data() }
        return withUnsafeBytes(of: id.uuid) { Data($0) }
    }

    /// Writes a store at `path` with `rows` (each completed from `defaultRow`) in journal
    /// mode DELETE (a single file), using `table` as the `ZFOODENTRY` definition.
    public static func write(_ rows: [Row], to path: String, table: String = entryTable) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: bookkeeping)
            try db.execute(sql: table)
            try insert(rows, into: db)
        }
        try queue.close()
    }

    /// Inserts rows into an open database's `ZFOODENTRY`.
    public static func insert(_ rows: [Row], into db: Database, firstKey: Int = 1) throws {
        for (offset, row) in rows.enumerated() {
            var full = defaultRow
            for (key, value) in row { full[key] = value }
            full["Z_PK"] = firstKey + offset
            full["Z_ENT"] = 1
            full["Z_OPT"] = 1
            let columns = full.keys.sorted()
            let values = columns.map { full[$0] ?? nil }
            try db.execute(
                sql:
                    "INSERT INTO ZFOODENTRY (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
                arguments: StatementArguments(values))
        }
    }
}

extension StoreBuilder {
    /// Writes a store whose rows hold exactly the given columns (no defaults filled in).
    public static func writeExact(_ rows: [Row], to path: String, table: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: bookkeeping)
            try db.execute(sql: table)
            for row in rows {
                let columns = row.keys.sorted()
                try db.execute(
                    sql:
                        "INSERT INTO ZFOODENTRY (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
                    arguments: StatementArguments(columns.map { row[$0] ?? nil }))
            }
        }
        try queue.close()
    }
}
