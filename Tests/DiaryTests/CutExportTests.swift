import Diary
import Foundation
import TestSupport
import Testing

/// The fixture export cut in the middle of its fourth record, as an interrupted copy leaves it:
/// on line 11, inside the string of its `date`.
private let cutFixture = String(
    Fixtures.exportJSON[..<Fixtures.exportJSON.range(of: "\"date\": \"2026-03-08T18")!.upperBound])

@Suite("Exports cut short, and where JSON breaks")
struct CutExportTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func read(_ text: String, strict: Bool = false) throws -> Diary {
        let path = try folder.write(text, to: "diary.json")
        return try Fixtures.reader(strict: strict, folder: folder).read(path: path)
    }

    func error(_ text: String, strict: Bool = false) -> DiaryError? {
        #expect(throws: DiaryError.self) { try read(text, strict: strict) }
    }

    @Test("An export cut short gives its complete records and one warning naming the place and the last record")
    func cutShort() throws {
        let diary = try read(cutFixture)
        #expect(diary.summaries == Array(Fixtures.expectedEntries.prefix(3)))
        #expect(diary.skipped == [])
        #expect(
            diary.warnings == [
                RecordProblem(
                    record: nil,
                    reason:
                        "\(folder.path("diary.json")) is cut short at line 11, column 72, after 3 complete records (the last, record 2, has id C4D5E6F7-0812-4A3B-9C4D-5E6F70819A2B); those are read; export the diary again to read the rest"
                )
            ])
    }

    @Test("Cut right after a record, before its comma or the closing bracket, every record is complete")
    func cutBetweenRecords() throws {
        let whole = Fixtures.exportJSON
        let text = String(whole[..<whole.range(of: "}\n]", options: .backwards)!.upperBound].dropLast(2))
        let diary = try read(text)
        #expect(diary.summaries == Fixtures.expectedEntries)
        #expect(
            diary.warnings.map(\.reason) == [
                "\(folder.path("diary.json")) is cut short at line 13, column 22, after 4 complete records (the last, record 3, has id 9F8E7D6C-5B4A-4392-8172-6F5E4D3C2B1A); those are read; export the diary again to read the rest"
            ])
    }

    @Test("One complete record is told as one")
    func oneComplete() throws {
        let text =
            "[{\"id\": \"6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50\", \"date\": \"2026-03-07T18:30:00Z\", \"createdAt\": \"2026-03-08T02:45:00Z\", \"rawInput\": \"a\", \"inputType\": \"text\", \"processedDescription\": \"a\"},\n{\"id\": 7"
        let diary = try read(text)
        #expect(diary.entries.count == 1)
        #expect(
            diary.warnings.map(\.reason) == [
                "\(folder.path("diary.json")) is cut short at line 2, column 9, after one complete record (record 0, which has id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50); it is read; export the diary again to read the rest"
            ])
    }

    @Test("With --strict an export cut short is an error (exit 65) that names the place and the last record")
    func strict() {
        let error = error(cutFixture, strict: true)
        #expect(
            error
                == DiaryError(
                    file: folder.path("diary.json"),
                    reason: .badRecord(
                        RecordProblem(
                            record: nil,
                            reason:
                                "cut short at line 11, column 72, after 3 complete records (the last, record 2, has id C4D5E6F7-0812-4A3B-9C4D-5E6F70819A2B); export the diary again"
                        ))))
        #expect(error?.exitCode == 65)
    }

    @Test(
        "Every JSON error names its line and column and what was expected",
        arguments: [
            ("[1,\n 2,, 3]", "line 2, column 4: found ',' where a value was expected"),
            ("[] x", "line 1, column 4: found 'x' where the end of the file was expected"),
            ("[{\"id\" 1}]", "line 1, column 8: found '1' where ':' was expected"),
            ("[{\"id\": 1] ", "line 1, column 10: found ']' where ',' or '}' was expected"),
            ("[\n\ttrue, tru]", "line 2, column 11: found ']' where \"true\" was expected"),
            // Columns count characters: é is one, of two bytes.
            ("[\"é\", x]", "line 1, column 7: found 'x' where a value was expected"),
            ("[é]", "line 1, column 2: found byte 0xC3 where a value was expected"),
            // Cut short before any record was complete: nothing to read.
            ("[{\"id\": \"6E1F", "line 1, column 14: the file ends where the closing quote was expected"),
            ("[", "line 1, column 2: the file ends where a value was expected"),
            // An object holding the entries, cut short: read only as a whole.
            ("{\"entries\": [{}, {}", "line 1, column 20: the file ends where ',' or ']' was expected"),
        ])
    func jsonErrors(text: String, why: String) {
        #expect(error(text) == DiaryError(file: folder.path("diary.json"), reason: .invalidJSON(why)))
    }
}
