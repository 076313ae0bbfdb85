import Foundation
import TestSupport
import Testing

@testable import Diary

/// Exports read in runs on every core (`JSONArrayChunks`, `JSONExportReader.inParallel`) give
/// exactly what reading the document whole gives, and anything unusual is read whole.
@Suite("Exports read in runs")
struct JSONRunsTests {
    private func split(_ text: String, parts: Int) -> [String]? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { buffer in
            JSONArrayChunks.split(buffer, parts: parts, minimumSize: 0)?.map {
                String(decoding: bytes[$0], as: UTF8.self)
            }
        }
    }

    @Test("Runs end at top-level commas only: not inside strings, escapes, objects or arrays")
    func runsAtTopLevelCommas() {
        let elements = [
            #"{"a": "x, ] } \" \\", "b": [1, 2]}"#, #"{"c": {"d": [",", "]"]}}"#, #""\\\",""#, #"[3, [4, 5]]"#,
            "6", "null",
        ]
        let document = " \n[" + elements.joined(separator: ",") + "]\r\n\t "
        // A run closes at the first top-level comma past a third of the bytes.
        let runs = split(document, parts: 3)
        #expect(runs == [elements[0], elements[1] + "," + elements[2], elements[3...].joined(separator: ",")])
        #expect(runs?.joined(separator: ",") == elements.joined(separator: ","))
        #expect(split(document, parts: 100) == elements)
    }

    @Test("Anything but one array, or too little to cut, is left to the whole reading")
    func notCut() {
        #expect(split(#"{"entries": [1, 2, 3]}"#, parts: 4) == nil)
        #expect(split("[1, 2, 3] x", parts: 4) == nil)
        #expect(split("[1, 2, 3], [4]", parts: 4) == nil)
        #expect(split("[1, 2, 3", parts: 4) == nil)
        #expect(split("[1, 2}", parts: 4) == nil)
        #expect(split("[1]", parts: 4) == nil)
        #expect(split("[]", parts: 4) == nil)
        let large = "[" + Array(repeating: "1", count: 1000).joined(separator: ",") + "]"
        #expect(Array(large.utf8).withUnsafeBytes { JSONArrayChunks.split($0, parts: 4) } == nil)
    }

    /// An export of `count` records of every kind the reader tells apart.
    private func export(_ count: Int, breaking broken: Int? = nil) -> Data {
        var records: [String] = []
        for index in 0..<count {
            let id = String(format: "6E1F3C1A-93B4-4D5E-8F0A-%012X", index % 997)
            switch index % 7 {
            case 3: records.append("\"not an object \(index)\"")
            case 5: records.append(#"{"id": "\#(id)", "date": 42, "createdAt": [1], "inputType": "text"}"#)
            default:
                records.append(
                    #"{"id": "\#(id)", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:\#(String(format: "%02d", index % 60))Z", "rawInput": "Dosa, \"crisp\" [\#(index)] {ü} \\ ok", "inputType": "text", "processedDescription": "dosa \#(index)", "mediaURL": null, "category": "breakfast", "updatedAt": null, "extra": {"list": [1, {"x": "]"}]}}"#
                )
            }
            if index == broken { records[index] = #"{"id": }"# }
        }
        return Data(("[\n  " + records.joined(separator: ",\n  ") + "\n]\n").utf8)
    }

    @Test("A large export read in runs gives the records the whole reading gives, in order")
    func sameRecords() throws {
        let data = export(3000)
        #expect(data.count > 1 << 16)
        let runs = try #require(JSONExportReader.inParallel(data, cores: TestWorld.cores))
        #expect(runs == (try JSONExportReader.whole(data, file: "export.json")))
        #expect(runs.count == 3000)
    }

    @Test("A large export broken in its middle is read whole, and fails in the whole reading's words")
    func brokenIsReadWhole() {
        let data = export(3000, breaking: 1500)
        #expect(JSONExportReader.inParallel(data, cores: TestWorld.cores) == nil)
        var inRuns: DiaryError?
        var whole: DiaryError?
        do { _ = try JSONExportReader.records(in: data, file: "export.json", cores: TestWorld.cores) } catch {
            inRuns = error
        }
        do { _ = try JSONExportReader.whole(data, file: "export.json") } catch { whole = error }
        #expect(inRuns != nil)
        #expect(inRuns == whole)
    }

    @Test("Mutated large exports read in runs give exactly what the whole reading gives, or are read whole")
    func mutatedLargeExports() throws {
        let original = export(300)
        #expect(original.count > 1 << 16)
        var inRuns = 0
        for data in ByteMutations.of(original, count: 600, seed: 23) {
            guard let runs = JSONExportReader.inParallel(data, cores: TestWorld.cores) else { continue }
            inRuns += 1
            // Read in runs only when the whole document reads, and to the same records.
            #expect(runs == (try? JSONExportReader.whole(data, file: "export.json")))
        }
        // Many mutations (a changed letter, digit or value) leave the document valid.
        #expect(inRuns > 60)
    }
}

/// Every kind of JSON value in every field of an export record decodes to the raw field it
/// is, and a missing key to no field: what the reader's messages and tolerance rest on.
@Suite("Export record fields")
struct ExportRecordFieldTests {
    /// The JSON of each kind, and the raw field it must decode to.
    static let kinds: [(json: String, field: RawField)] = [
        (#""dosa \"crisp\" \u00fc\n""#, .string("dosa \"crisp\" ü\n")),
        ("\"\"", .string("")),
        ("null", .null),
        ("42", .integer(42)),
        ("-7", .integer(-7)),
        ("2.5", .real(2.5)),
        ("1e3", .integer(1000)),
        ("true", .boolean(true)),
        ("false", .boolean(false)),
        ("[1, \"a\"]", .other("an array")),
        ("{\"id\": \"x\"}", .other("an object")),
    ]

    @Test("Each kind of value in each field, beside the other fields as strings, missing, or null")
    func everyKindInEveryField() throws {
        for field in EntryField.allCases {
            for kind in Self.kinds {
                for others in ["\"x\"", "-", "null"] {
                    var members: [String] = []
                    var expected = RawFields()
                    for other in EntryField.allCases {
                        if other == field {
                            members.append("\"\(other.jsonKey)\": \(kind.json)")
                            expected[other] = kind.field
                        } else if others != "-" {
                            members.append("\"\(other.jsonKey)\": \(others)")
                            expected[other] = others == "null" ? .null : .string("x")
                        }
                    }
                    members.append("\"unknown\": [\"ignored\", {\"id\": 1}]")
                    let json = "[{" + members.joined(separator: ", ") + "}]"
                    let records = try JSONExportReader.whole(Data(json.utf8), file: "export.json")
                    #expect(records == [.object(expected)], "\(json)")
                }
            }
        }
    }

    @Test("An element that is not an object is named for what it is")
    func notObjects() throws {
        let json = #"["text", 3, 2.5, true, null, [1], {}]"#
        let records = try JSONExportReader.whole(Data(json.utf8), file: "export.json")
        #expect(
            records == [
                .notAnObject(kind: "a string"), .notAnObject(kind: "a number"), .notAnObject(kind: "a number"),
                .notAnObject(kind: "a boolean"), .notAnObject(kind: "null"), .notAnObject(kind: "an array"),
                .object(RawFields()),
            ])
    }
}
