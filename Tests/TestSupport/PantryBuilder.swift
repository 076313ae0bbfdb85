import Foundation
import GRDB

/// Pantry databases in the shapes pantrydates' migrations leave behind, written with GRDB
/// the way the app writes them (dates as UTC text, booleans as integers).
public enum PantryBuilder {
    /// One row: column name → SQL literal.
    public typealias Row = [String: String]

    /// The columns after migration `version` (1…8), in the order the migrations added them.
    public static func columns(version: Int) -> [String] {
        let added = [
            (1, "\"id\" INTEGER PRIMARY KEY AUTOINCREMENT"), (1, "\"name\" TEXT NOT NULL"),
            (1, "\"expirationDate\" DATETIME NOT NULL"), (2, "\"flagged\" BOOLEAN NOT NULL DEFAULT 0"),
            (3, "\"notificationDate\" DATETIME"), (4, "\"notificationSent\" BOOLEAN NOT NULL DEFAULT 0"),
            (5, "\"notes\" TEXT NOT NULL DEFAULT ''"), (7, "\"refrigerated\" BOOLEAN NOT NULL DEFAULT 0"),
            (8, "\"symbolName\" TEXT NOT NULL DEFAULT 'fork.knife'"),
        ]
        return added.filter { $0.0 <= version }.map(\.1)
    }

    /// The item table's name after migration `version`.
    public static func table(version: Int) -> String { version >= 6 ? "foodItem" : "pantryItem" }

    /// Writes a database at schema `version` holding `rows` (only the columns that version has
    /// may be named) and returns `path`.
    @discardableResult
    public static func write(version: Int, rows: [Row], to path: String) throws -> String {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for step in 1...version { try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v\(step)')") }
            try db.execute(
                sql:
                    "CREATE TABLE \"\(table(version: version))\" (\(columns(version: version).joined(separator: ", ")))"
            )
            for row in rows {
                let names = row.keys.sorted()
                try db.execute(
                    sql:
                        "INSERT INTO \"\(table(version: version))\" (\(names.map { "\"\($0)\"" }.joined(separator: ", "))) VALUES (\(names.map { row[$0] ?? "NULL" }.joined(separator: ", ")))"
                )
            }
        }
        try queue.close()
        return path
    }

    /// Runs SQL text (such as the fixture `pantry.sql`) into a new database at `path`.
    @discardableResult
    public static func write(sql: String, to path: String) throws -> String {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
        return path
    }

    /// The fixture `pantry.sql` (a pantrydates database of four items, as SQL).
    public static var fixtureSQL: String {
        get throws { try FixtureFiles.text("pantry.sql") }
    }
}
