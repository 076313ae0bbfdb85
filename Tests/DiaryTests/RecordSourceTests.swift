import Foundation
import Support
import TestSupport
import Testing

@testable import Diary

/// A record read from an export's element knows the hash of the element's bytes: a build writes
/// it as that hash instead of field by field, so the hash must be the element's, found the same
/// whether the record was decoded or taken from the cache, and forgotten by any change.
@Suite("Where a record was read from")
struct RecordSourceTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test("Each record of an export knows its element's hash, decoded or taken from the cache")
    func exportSources() throws {
        let records = Array(RecordCacheTests.records.prefix(40))
        let elements = try RecordCacheTests.elements(records)
        let input = try folder.write(RecordCacheTests.export(elements), to: "export.json")
        let reader = DiaryReader(options: .init(temporaryDirectory: folder.url, cores: TestWorld.cores))
        let cachePath = folder.path("records.sqlite")
        var sources: [[UUID: ContentHash?]] = []
        for _ in 0..<2 {
            let cache = RecordCache(
                path: FileManager.default.fileExists(atPath: cachePath) ? cachePath : nil, program: "test")
            let read = try reader.read(path: input, cache: cache)
            if let update = read.cacheUpdate, update.changesCache { try cache.write(update, to: cachePath) }
            sources.append(Dictionary(uniqueKeysWithValues: read.diary.entries.map { ($0.id, $0.record.source.bytes) }))
        }
        let expected = Dictionary(
            uniqueKeysWithValues: zip(records, elements).map { record, element -> (UUID, ContentHash?) in
                (record.id, ContentHash(of: element))
            })
        #expect(sources == [expected, expected])
        // Read without a cache (a store, the sample, a build whose state is kept in memory):
        // no record knows a source.
        let plain = try reader.read(path: input)
        #expect(plain.entries.allSatisfy { $0.record.source.bytes == nil })
    }

    @Test("A change to any field of a record forgets its source; equality and hashing never see it")
    func changesForget() throws {
        let base = RecordCacheTests.records[3]
        var sourced = base
        sourced.source = RecordSource(ContentHash(of: "element"))
        #expect(sourced == base && sourced.hashValue == base.hashValue)
        let changes: [(inout EntryRecord) -> Void] = [
            { $0.id = UUID() }, { $0.date += 1 }, { $0.createdAt += 1 }, { $0.rawInput += "!" },
            { $0.inputType = $0.inputType == .text ? .voice : .text }, { $0.processedDescription += "!" },
            { $0.mediaFileName = "x.jpg" }, { $0.category = $0.category == .lunch ? .dinner : .lunch },
            { $0.updatedAt = Date(timeIntervalSinceReferenceDate: 1) },
        ]
        // Every stored property but the source itself is changed once.
        #expect(changes.count == Mirror(reflecting: base).children.count - 1)
        for change in changes {
            var changed = sourced
            change(&changed)
            #expect(changed.source.bytes == nil)
        }
        // Its Codable form says nothing of it.
        let decoded = try JSONDecoder().decode(EntryRecord.self, from: JSONEncoder().encode(sourced))
        #expect(decoded == base && decoded.source.bytes == nil)
    }
}
