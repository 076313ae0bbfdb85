import Foundation
import GRDB
import TestSupport
import Testing

@testable import Diary

/// Reading with a cache of decoded records gives exactly what reading without one gives, and
/// says exactly how the cache must change; a cache of any other making holds nothing.
@Suite("The record cache")
struct RecordCacheTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
    static let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)
    /// A few months of the sample diary: photos, edits, every category, voice and text.
    static let records = SampleDiary(days: 90, seed: 11, asOf: asOf, timeZone: zone).records()
    static let program = "foodstory test build"

    /// Each element of an export as the app writes it, one a line.
    static func elements(_ records: [EntryRecord]) throws -> [String] {
        let text = String(decoding: try JSONExportWriter.data(for: records), as: UTF8.self)
        let bytes = Array(text.utf8)
        let ranges = try #require(bytes.withUnsafeBytes { JSONArrayChunks.elements($0) })
        return ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// An export of `elements`, laid out as the app lays it out.
    static func export(_ elements: [String]) -> String {
        "[\n  " + elements.joined(separator: ",\n  ") + "\n]\n"
    }

    /// Everything a read gives, as one comparable value.
    struct Outcome: Equatable {
        var entries: [DiaryEntry]
        var skipped: [RecordProblem]
        var warnings: [RecordProblem]
        var timeZone: TimeZoneUsage

        init(_ diary: Diary) {
            entries = diary.entries
            skipped = diary.skipped
            warnings = diary.warnings
            timeZone = diary.timeZone
        }
    }

    func reader(strict: Bool = false, zone: TimeZone? = nil) -> DiaryReader {
        DiaryReader(
            options: .init(timeZone: zone, strict: strict, temporaryDirectory: folder.url, cores: TestWorld.cores))
    }

    /// Reads `text` with the cache at `cachePath` and writes the cache the read asks for
    /// there, as a build does; returns the read and the update.
    func readCaching(
        _ text: String, cachePath: String, program: String = Self.program, reader: DiaryReader? = nil
    ) throws -> (Outcome, RecordCache.Update?) {
        let input = try folder.write(text, to: "export-\(UUID().uuidString).json")
        let cache = RecordCache(
            path: FileManager.default.fileExists(atPath: cachePath) ? cachePath : nil, program: program)
        let read = try (reader ?? self.reader()).read(path: input, cache: cache)
        if let update = read.cacheUpdate, update.changesCache {
            let next = cachePath + ".next"
            try cache.write(update, to: next)
            _ = try? FileManager.default.removeItem(atPath: cachePath)
            try FileManager.default.moveItem(atPath: next, toPath: cachePath)
        }
        return (Outcome(read.diary), read.cacheUpdate)
    }

    func readPlain(_ text: String, reader: DiaryReader? = nil) throws -> Outcome {
        Outcome(try (reader ?? self.reader()).read(path: try folder.write(text, to: "plain-\(UUID().uuidString).json")))
    }

    @Test("Cold, warm and after every kind of edit, a cached read is the plain read")
    func sameDiary() throws {
        let cache = folder.path("records.sqlite")
        let original = try Self.elements(Self.records)
        var exports = [original]
        var reworded = Self.records
        reworded[10].processedDescription = "extra " + reworded[10].processedDescription
        exports.append(try Self.elements(reworded))
        exports.append(Array(original.dropFirst(3)))
        exports.append(original + [original[5]])  // an element twice: a duplicate id
        exports.append(original.reversed())
        exports.append(original + ["42", #"{"id": "nope"}"#])
        // The same records laid out otherwise: every element on one line.
        exports.append(
            original.map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined() })
        for (number, elements) in exports.enumerated() {
            let text = Self.export(elements)
            let plain = try readPlain(text)
            let (cold, _) = try readCaching(text, cachePath: folder.path("cold-\(number).sqlite"))
            let (warm, _) = try readCaching(text, cachePath: cache)
            let (again, update) = try readCaching(text, cachePath: cache)
            #expect(cold == plain, "export \(number), no cache")
            #expect(warm == plain, "export \(number), the cache of the export before")
            #expect(again == plain, "export \(number), its own cache")
            #expect(update?.changesCache == false, "export \(number): read twice, the cache is already right")
        }
    }

    @Test("The update names the records decoded now and the cache's rows no element has")
    func updates() throws {
        let cache = folder.path("records.sqlite")
        let original = try Self.elements(Self.records)
        let (_, first) = try readCaching(Self.export(original), cachePath: cache)
        let cold = try #require(first)
        #expect(cold.source == nil)
        #expect(cold.stale.isEmpty)
        #expect(cold.addedCount == Self.records.count)
        #expect(try Self.rows(in: cache) == Self.records.count)

        var reworded = Self.records
        reworded[7].processedDescription = "more " + reworded[7].processedDescription
        let edited = try Self.elements(reworded)
        #expect(zip(original, edited).filter { $0 != $1 }.count == 1)
        let (_, second) = try readCaching(Self.export(edited), cachePath: cache)
        let warm = try #require(second)
        #expect(warm.source == cache)
        #expect(warm.added.map(\.record) == [try #require(Self.records(in: [edited[7]]).first)])
        #expect(warm.stale == [Self.key(original[7])])
        #expect(try Self.rows(in: cache) == Self.records.count)
        let stored = RecordCache(path: cache, program: Self.program).load()
        #expect(Set(stored.keys) == Set(edited.map(Self.key)))
        #expect(Set(stored.values.map(\.id)) == Set(Self.records.map(\.id)))
    }

    @Test("Every field of a record comes back from the cache exactly, and a record with a NUL is not kept")
    func roundTrip() throws {
        let base = try #require(Self.records.first)
        var photo = base
        photo.mediaFileName = "3A7C9E21-5B4D-4E6F-8A1B-2C3D4E5F6A7B.jpg"
        photo.inputType = .image
        photo.updatedAt = Date(timeIntervalSinceReferenceDate: 794_649_912.125)
        photo.createdAt = Date(timeIntervalSinceReferenceDate: 794_630_700.5)
        var plain = base
        plain.id = UUID(uuidString: "0F0F0F0F-0000-4000-8000-000000000002") ?? base.id
        plain.category = nil
        plain.processedDescription = "crème brûlée, \"spicy\" [1] {2} \\ 🍛"
        var withNul = base
        withNul.id = UUID(uuidString: "0F0F0F0F-0000-4000-8000-000000000001") ?? base.id
        withNul.processedDescription = "a\u{0}b"
        let records = [photo, plain, withNul]
        let cache = folder.path("records.sqlite")
        let text = Self.export(try Self.elements(records))
        let (cold, first) = try readCaching(text, cachePath: cache)
        #expect(first?.addedCount == 2)
        let stored = RecordCache(path: cache, program: Self.program).load()
        #expect(Set(stored.values.map(\.id)) == [photo.id, plain.id])
        let decoded = Self.records(in: try Self.elements(records))
        #expect(Set(stored.values) == Set(decoded.prefix(2)))
        // The record with a NUL is decoded again each time, and still not kept.
        let (warm, second) = try readCaching(text, cachePath: cache)
        #expect(warm == cold)
        #expect(Set(cold.entries.map(\.record)) == Set(decoded))
        #expect(second?.addedCount == 0)
        #expect(second?.changesCache == false)
    }

    @Test("A cache of another program, format or shape, or damaged, holds nothing and breaks nothing")
    func foreignCaches() throws {
        let text = Self.export(try Self.elements(Self.records))
        let plain = try readPlain(text)
        let good = folder.path("good.sqlite")
        _ = try readCaching(text, cachePath: good)
        let goodBytes = try Data(contentsOf: URL(fileURLWithPath: good))

        var caches: [(String, String)] = []
        // Another program's cache.
        caches.append(("another program", good))
        // Damaged: truncated, garbage, empty.
        caches.append(("truncated", try folder.write(goodBytes.prefix(goodBytes.count / 2), to: "half.sqlite")))
        caches.append(("garbage", try folder.write(Data(repeating: 0x5A, count: 8192), to: "garbage.sqlite")))
        caches.append(("empty", try folder.write(Data(), to: "empty.sqlite")))
        // The right tables, not strict: a text where a number belongs.
        let loose = folder.path("loose.sqlite")
        try DatabaseQueue(path: loose).write { db in
            try db.execute(sql: "CREATE TABLE meta(format TEXT NOT NULL, program TEXT NOT NULL)")
            try db.execute(sql: "INSERT INTO meta VALUES (?, ?)", arguments: [RecordCache.format, Self.program])
            try db.execute(
                sql: """
                    CREATE TABLE record(key1, key2, id1, id2, date, createdAt, updatedAt, rawInput, inputType,
                        processedDescription, mediaFileName, category)
                    """)
            try db.execute(
                sql: "INSERT INTO record VALUES ('x', NULL, 'y', 1, 'z', 1, 'w', NULL, 7, NULL, 3, 'brunch')")
        }
        caches.append(("not strict", loose))
        // The right schema, another format's name.
        let renamed = try folder.write(goodBytes, to: "renamed.sqlite")
        try DatabaseQueue(path: renamed).write { db in try db.execute(sql: "UPDATE meta SET format = 'v0'") }
        caches.append(("another format", renamed))

        for (name, path) in caches {
            let program = name == "another program" ? "another build" : Self.program
            #expect(RecordCache(path: path, program: program).load().isEmpty, "\(name)")
            let read = try reader().read(
                path: try folder.write(text, to: "export-\(name).json"),
                cache: RecordCache(path: path, program: program))
            #expect(Outcome(read.diary) == plain, "\(name)")
            #expect(read.cacheUpdate?.source == nil, "\(name)")
            #expect(read.cacheUpdate?.addedCount == Self.records.count, "\(name)")
        }
    }

    @Test(
        "Strict reading and an explicit zone read the same with a cache; an export that is not a plain array uses none")
    func options() throws {
        let elements = try Self.elements(Self.records)
        let cache = folder.path("records.sqlite")
        _ = try readCaching(Self.export(elements), cachePath: cache)
        let zoned = reader(zone: TimeZone(identifier: "Europe/London"))
        #expect(
            try readCaching(Self.export(elements), cachePath: cache, reader: zoned).0
                == (try readPlain(Self.export(elements), reader: zoned)))

        // A strict read fails on the same record, in the same words, cache or not.
        let broken = Self.export(elements + [#"{"id": "nope"}"#])
        let strict = reader(strict: true)
        #expect(throws: DiaryError.self) { try readPlain(broken, reader: strict) }
        let input = try folder.write(broken, to: "broken.json")
        var plainError: DiaryError?
        var cachedError: DiaryError?
        do { _ = try strict.read(path: input) } catch { plainError = error }
        do {
            _ = try strict.read(path: input, cache: RecordCache(path: cache, program: Self.program))
        } catch { cachedError = error }
        #expect(plainError != nil)
        #expect(plainError?.description == cachedError?.description)

        // Under "entries", or broken JSON: read as without a cache, and the cache is not written.
        let wrapped = "{\"entries\": " + Self.export(elements) + "}"
        let wrappedInput = try folder.write(wrapped, to: "wrapped.json")
        let read = try reader().read(path: wrappedInput, cache: RecordCache(path: cache, program: Self.program))
        #expect(read.cacheUpdate == nil)
        #expect(Outcome(read.diary) == (try readPlain(wrapped)))
        let invalid = Self.export(elements).replacingOccurrences(of: "},", with: "}", options: [], range: nil)
        #expect(throws: DiaryError.self) {
            _ = try reader().read(
                path: try folder.write(invalid, to: "invalid.json"),
                cache: RecordCache(path: cache, program: Self.program))
        }
    }

    @Test("Elements are cut at top-level commas, without the white space around them, and only from a plain array")
    func elements() {
        func cut(_ text: String) -> [String]? {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBytes { JSONArrayChunks.elements($0) }?.map {
                String(decoding: bytes[$0], as: UTF8.self)
            }
        }
        #expect(
            cut(" [ {\"a\": \"x, ] \\\" \\\\\"} ,\n\t[1, [2]] , \"\\\\\",\"\" ,null ]\n") == [
                "{\"a\": \"x, ] \\\" \\\\\"}", "[1, [2]]", "\"\\\\\"", "\"\"", "null",
            ])
        #expect(cut("[1]") == ["1"])
        for text in ["[]", "[ ]", "[1,]", "[,1]", "[1,,2]", "[1] x", "{\"entries\": [1]}", "[1", "[\"a]", "1", ""] {
            #expect(cut(text) == nil, "\(text)")
        }
    }

    /// The records the plain reader decodes from `elements`, in order.
    static func records(in elements: [String]) -> [EntryRecord] {
        let data = Data(export(elements).utf8)
        guard let items = try? JSONExportReader.records(in: data, file: "x", cores: TestWorld.cores) else { return [] }
        return items.compactMap { item in
            guard case .record(let raw) = item, case .read(let record, _) = JSONExportReader.decoder.decode(raw) else {
                return nil
            }
            return record
        }
    }

    static func key(_ element: String) -> RecordCache.Key {
        Array(element.utf8).withUnsafeBytes { RecordCache.Key(of: $0) }
    }

    static func rows(in path: String) throws -> Int {
        try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM record") ?? -1 }
    }
}
