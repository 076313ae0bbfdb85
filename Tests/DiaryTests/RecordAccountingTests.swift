import Diary
import Foundation
import TestSupport
import Testing

@Suite("Every record is read or skipped with its index, id and reason")
struct RecordAccountingTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let mixedExport = """
        [
          {"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z",
           "rawInput": "a", "inputType": "text", "processedDescription": "a"},
          42,
          {"id": "not-a-uuid", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z",
           "rawInput": "b", "inputType": "text", "processedDescription": "b"},
          {"id": "0B9E2D44-1C7A-4F0E-9A51-6D2C8E3F7A11", "date": "yesterday", "createdAt": "2026-03-08T02:45:00Z",
           "rawInput": "c", "inputType": "text", "processedDescription": "c"},
          {"id": "C4D5E6F7-0812-4A3B-9C4D-5E6F70819A2B", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z",
           "rawInput": "d", "inputType": "fax", "processedDescription": "d"},
          {"id": "9F8E7D6C-5B4A-4392-8172-6F5E4D3C2B1A", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z",
           "rawInput": "e", "inputType": "text"},
          {"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z",
           "rawInput": "a2", "inputType": "text", "processedDescription": "a, edited", "updatedAt": "2026-03-08T05:00:00Z"},
          {"id": "1A1A1A1A-1C7A-4F0E-9A51-6D2C8E3F7A11", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T03:00:00Z",
           "rawInput": "f", "inputType": "text", "processedDescription": "f", "category": "brunch", "updatedAt": "soon", "mediaURL": 7}
        ]
        """

    @Test("Each bad record is skipped with its index, id and reason; duplicates keep the latest edit")
    func skippedRecords() throws {
        let diary = try Fixtures.readJSON(Self.mixedExport, in: folder)
        #expect(diary.entries.map(\.description) == ["a, edited", "f"])
        #expect(
            diary.skipped == [
                RecordProblem(
                    record: RecordRef(index: 0, id: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50"),
                    reason: "duplicate id; kept record 6, the most recently edited"),
                RecordProblem(
                    record: RecordRef(index: 1), reason: "is a number; expected an object with the entry's fields"),
                RecordProblem(
                    record: RecordRef(index: 2, id: "not-a-uuid"), reason: "id is \"not-a-uuid\"; expected a UUID"),
                RecordProblem(
                    record: RecordRef(index: 3, id: "0B9E2D44-1C7A-4F0E-9A51-6D2C8E3F7A11"),
                    reason:
                        "date is \"yesterday\"; expected an ISO 8601 instant such as 2026-03-08T02:45:00Z"
                ),
                RecordProblem(
                    record: RecordRef(index: 4, id: "C4D5E6F7-0812-4A3B-9C4D-5E6F70819A2B"),
                    reason: "inputType is \"fax\"; expected one of text, image, voice"),
                RecordProblem(
                    record: RecordRef(index: 5, id: "9F8E7D6C-5B4A-4392-8172-6F5E4D3C2B1A"),
                    reason: "processedDescription is missing; expected text"),
            ])
        let f = RecordRef(index: 7, id: "1A1A1A1A-1C7A-4F0E-9A51-6D2C8E3F7A11")
        #expect(
            diary.warnings == [
                RecordProblem(
                    record: f,
                    reason:
                        "category is \"brunch\"; expected one of breakfast, lunch, snack, dinner, dessert, beverage or null; shown as Uncategorized"
                ),
                RecordProblem(
                    record: f,
                    reason:
                        "updatedAt is \"soon\"; expected an ISO 8601 instant such as 2026-03-08T02:45:00Z or null; treated as never edited"
                ),
                RecordProblem(record: f, reason: "mediaURL is 7; expected a file name or null; photo ignored"),
            ])
    }

    @Test("A large export (decoded in runs on every core) accounts for its records as the small one does")
    func largeExport() throws {
        let single = try Fixtures.readJSON(Self.mixedExport, in: folder)
        let records = Self.mixedExport.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst().dropLast()
        let repeats = 500
        /// Repetition `copy`'s ids start with its number instead of the first eight digits.
        func renamed(_ text: String, copy: Int) -> String {
            let prefix = String(format: "%08X", copy)
            return ["6E1F3C1A", "0B9E2D44", "C4D5E6F7", "9F8E7D6C", "1A1A1A1A"].reduce(text) {
                $0.replacingOccurrences(of: $1, with: prefix)
            }
        }
        let large = "[" + (0..<repeats).map { renamed(String(records), copy: $0) }.joined(separator: ",") + "]"
        let diary = try Fixtures.readJSON(large, in: folder)
        func shifted(_ problems: [RecordProblem]) -> [RecordProblem] {
            (0..<repeats).flatMap { copy in
                problems.map { problem in
                    var moved = problem
                    moved.record?.index += copy * 8
                    moved.record?.id = problem.record?.id.map { renamed($0, copy: copy) }
                    moved.reason = problem.reason.replacingOccurrences(of: "record 6", with: "record \(copy * 8 + 6)")
                    return moved
                }
            }
        }
        #expect(diary.skipped == shifted(single.skipped))
        #expect(diary.warnings == shifted(single.warnings))
        let expectedEntries: [[String]] = (0..<repeats).flatMap { copy in
            single.entries.map { [renamed($0.id.uuidString, copy: copy), $0.description] }
        }
        let entries: [[String]] = diary.entries.map { [$0.id.uuidString, $0.description] }
        #expect(entries.sorted { $0[0] < $1[0] } == expectedEntries.sorted { $0[0] < $1[0] })
    }

    @Test("--strict turns the first problem into an error naming the file and record")
    func strict() throws {
        let path = try folder.write(Self.mixedExport, to: "mixed.json")
        let error = #expect(throws: DiaryError.self) {
            try Fixtures.reader(strict: true, folder: folder).read(path: path)
        }
        #expect(
            error
                == DiaryError(
                    file: path,
                    reason: .badRecord(
                        RecordProblem(
                            record: RecordRef(index: 0, id: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50"),
                            reason: "duplicate id; kept record 6, the most recently edited"))))
        #expect(error?.exitCode == 65)
        #expect(
            error?.description
                == "\(path): record 0 (id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50): duplicate id; kept record 6, the most recently edited (--strict)"
        )
    }

    @Test("--strict accepts a clean diary")
    func strictClean() throws {
        let diary = try Fixtures.readJSON(Fixtures.exportJSON, strict: true, in: folder)
        #expect(diary.summaries == Fixtures.expectedEntries)
    }

    @Test("Store rows are named by position, Z_PK and id")
    func storeRows() throws {
        var rows = Fixtures.storeRows
        rows[1]["ZID"] = Data([1, 2, 3, 4, 5])
        rows[2]["ZCREATEDAT"] = "teatime"
        let diary = try Fixtures.readStore(rows, in: folder)
        #expect(diary.summaries == [Fixtures.expectedEntries[0], Fixtures.expectedEntries[3]])
        #expect(
            diary.skipped.map(\.message) == [
                "record 1 (Z_PK 2): ZID is a 5-byte blob; expected a UUID",
                "record 2 (Z_PK 3, id C4D5E6F7-0812-4A3B-9C4D-5E6F70819A2B): ZCREATEDAT is \"teatime\"; expected seconds since 2001-01-01 (INTEGER or REAL)",
            ])
    }

    @Test("A number where an export needs an instant is refused, not guessed as Unix or Core Data time")
    func numericInstantInExport() throws {
        let json = """
            [{"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "date": 794601000, "createdAt": "2026-03-08T02:45:00Z",
              "rawInput": "a", "inputType": "text", "processedDescription": "a"}]
            """
        let diary = try Fixtures.readJSON(json, in: folder)
        #expect(diary.entries.isEmpty)
        #expect(
            diary.skipped.map(\.reason) == [
                "date is 794601000; expected an ISO 8601 instant such as 2026-03-08T02:45:00Z"
            ])
    }

    @Test("A store timestamp thousands of years away is damage: the row is skipped, nothing traps")
    func absurdTimestamps() throws {
        var rows = Fixtures.storeRows
        rows[0]["ZCREATEDAT"] = Int64.max
        rows[1]["ZDATE"] = -1e300
        let diary = try Fixtures.readStore(rows, in: folder)
        #expect(diary.summaries == Array(Fixtures.expectedEntries.suffix(2)))
        #expect(
            diary.skipped.map(\.reason) == [
                "ZCREATEDAT is 9223372036854775807; expected seconds since 2001-01-01 (INTEGER or REAL)",
                "ZDATE is -1e+300; expected seconds since 2001-01-01 (INTEGER or REAL)",
            ])
    }
}
