import Days
import Foundation
import GRDB
import Support

/// Writes pantry items as the pantrydates app's database at its newest schema (v8): the
/// migrations GRDB records, the `foodItem` table, dates as GRDB's UTC text, booleans as 0 or 1.
public enum PantryDatabaseWriter {
    /// Writes `items` to `path` (in `id` order), replacing an existing file only when
    /// `replacing`; never a half-written file.
    public static func write(
        _ items: [PantryItem], to path: String, replacing: Bool, fileSystem: FileSystem = .disk
    ) throws(DiaryError) {
        do throws(DiaryError) {
            try DiaryFileWriter.place(at: path, replacing: replacing, fileSystem: fileSystem) { temporary in
                try database(items, at: temporary)
            }
        } catch {
            throw DiaryError(file: error.file, reason: error.reason, source: .pantry)
        }
    }

    /// Writes a new database at `path` (which must not exist).
    static func database(_ items: [PantryItem], at path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for version in 1...8 {
                try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: ["v\(version)"])
            }
            try db.execute(
                sql: """
                    CREATE TABLE "foodItem" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "name" TEXT NOT NULL, \
                    "expirationDate" DATETIME NOT NULL, "flagged" BOOLEAN NOT NULL DEFAULT 0, \
                    "notificationDate" DATETIME, "notificationSent" BOOLEAN NOT NULL DEFAULT 0, \
                    "notes" TEXT NOT NULL DEFAULT '', "refrigerated" BOOLEAN NOT NULL DEFAULT 0, \
                    "symbolName" TEXT NOT NULL DEFAULT 'fork.knife')
                    """)
            let insert = try db.makeStatement(sql: "INSERT INTO foodItem VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
            for item in items.sorted(by: { $0.id < $1.id }) {
                try insert.execute(arguments: [
                    item.id, item.name, dateText(item.expires), item.flagged, item.reminder.map(dateText),
                    item.reminderSent, item.notes, item.refrigerated, item.symbolName,
                ])
            }
        }
        try queue.close()
    }

    /// A day as GRDB writes the app's date-only values: its midnight in UTC.
    static func dateText(_ day: LocalDay) -> String {
        "\(day) 00:00:00.000"
    }
}
