import Foundation
import TestSupport
import Testing

@Suite("foodstory build --pantry", .serialized)
struct PantryCommandTests {
    @Test("The fixture's pantry builds the pantry page; the database is left as it was (bytes and time)")
    func builds() throws {
        let folder = try TemporaryFolder()
        let pantry = try PantryBuilder.write(sql: try PantryBuilder.fixtureSQL, to: folder.path("pantry.sqlite"))
        let past = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: pantry)
        let before = try Data(contentsOf: URL(fileURLWithPath: pantry))
        let out = folder.url.appendingPathComponent("site")
        let result = try FoodStoryBinary.run([
            "build", "--out", out.path, "--as-of", "2026-03-08", "--pantry", pantry,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").contains("Pantry: 4 items"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("pantry.html").path))
        #expect(try Data(contentsOf: URL(fileURLWithPath: pantry)) == before)
        #expect((try FileManager.default.attributesOfItem(atPath: pantry))[.modificationDate] as? Date == past)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["pantry.sqlite", "site"])
    }

    @Test(
        "A bad pantry database is one line on standard error with its exit status",
        arguments: [
            ("missing", 66, "no such file; expected a pantrydates database"),
            ("text", 65, "not a SQLite database; expected a pantrydates database"),
            (
                "no table", 65,
                "SQLite database without a foodItem or pantryItem table (found tables grdb_migrations); expected a pantrydates database"
            ),
            (
                "wrong type", 65,
                "the pantry table has an unexpected shape: row id 1: expirationDate is a blob of 1 bytes; expected a date such as 2026-03-10 00:00:00.000"
            ),
        ])
    func bad(kind: String, status: Int32, message: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.path("pantry.sqlite")
        switch kind {
        case "text": try folder.write("milk, 2026-03-09\n", to: "pantry.sqlite")
        case "no table": try PantryBuilder.write(sql: "CREATE TABLE grdb_migrations (identifier TEXT)", to: path)
        case "wrong type":
            try PantryBuilder.write(version: 8, rows: [["name": "'Milk'", "expirationDate": "X'00'"]], to: path)
        default: break
        }
        let result = try FoodStoryBinary.run([
            "build", "--out", folder.path("site"), "--as-of", "2026-03-08", "--pantry", path,
        ])
        #expect(result.status == status)
        #expect(result.stderr == "foodstory: error: \(path): \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test("The config file's pantry key is read relative to the file")
    func config() throws {
        let folder = try TemporaryFolder()
        try PantryBuilder.write(sql: try PantryBuilder.fixtureSQL, to: folder.path("pantry.sqlite"))
        try folder.write("pantry = \"pantry.sqlite\"\nas-of = 2026-03-08\nout = \"site\"\n", to: "foodstory.toml")
        let result = try FoodStoryBinary.run(["build"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").contains("Pantry: 4 items"))
        #expect(FileManager.default.fileExists(atPath: folder.path("site/pantry.html")))
    }
}
