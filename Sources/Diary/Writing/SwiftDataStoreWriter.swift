import Foundation
import GRDB

/// Writes records as a store shaped like the one SwiftData writes for the app's `FoodEntry`
/// model: Core Data bookkeeping tables, `ZFOODENTRY` with columns grouped by type, UUIDs as
/// 16-byte blobs, timestamps as seconds since 2001-01-01, WAL journal mode.
public enum SwiftDataStoreWriter {
    /// Writes a new store at `path` (which must not exist).
    public static func write(_ records: [EntryRecord], to path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(
                sql: """
                    CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
                    CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
                    CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB);
                    CREATE TABLE ZFOODENTRY ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCREATEDAT TIMESTAMP, ZDATE TIMESTAMP, ZUPDATEDAT TIMESTAMP, ZCATEGORY VARCHAR, ZINPUTTYPE VARCHAR, ZMEDIAURL VARCHAR, ZPROCESSEDDESCRIPTION VARCHAR, ZRAWINPUT VARCHAR, ZID BLOB );
                    """)
            try db.inTransaction {
                try db.execute(
                    sql: "INSERT INTO Z_PRIMARYKEY VALUES (1, 'FoodEntry', 0, ?)", arguments: [records.count])
                try db.execute(
                    sql: "INSERT INTO Z_METADATA VALUES (1, '8C1E4B2A-7D3F-4E5A-9B6C-0D1E2F3A4B5C', NULL)")
                let insert = try db.makeStatement(
                    sql: "INSERT INTO ZFOODENTRY VALUES (?, 1, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                for (index, record) in records.enumerated() {
                    try insert.execute(arguments: [
                        index + 1,
                        record.createdAt.timeIntervalSinceReferenceDate,
                        record.date.timeIntervalSinceReferenceDate,
                        record.updatedAt?.timeIntervalSinceReferenceDate,
                        record.category?.rawValue,
                        record.inputType.rawValue,
                        record.mediaFileName,
                        record.processedDescription,
                        record.rawInput,
                        uuidBytes(record.id),
                    ])
                }
                return .commit
            }
            try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
        try queue.close()
    }

    static func uuidBytes(_ id: UUID) -> Data {
        withUnsafeBytes(of: id.uuid) { Data($0) }
    }
}
