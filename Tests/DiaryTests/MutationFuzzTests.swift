import Diary
import Foundation
import TestSupport
import Testing

@Suite("Mutated inputs never crash the reader")
struct MutationFuzzTests {
    @Test("2,000 byte-level mutations of a valid export: each reads or fails with a DiaryError")
    func mutatedExports() throws {
        let folder = try TemporaryFolder()
        let original = Data(Fixtures.exportJSON.utf8)
        let reader = Fixtures.reader(folder: folder)
        var outcomes = (read: 0, refused: 0)
        for (index, data) in ByteMutations.of(original, count: 2_000, seed: 7).enumerated() {
            let path = try folder.write(data, to: "m\(index % 10).json")
            do {
                let diary = try reader.read(path: path)
                #expect(diary.entries.count + diary.skipped.count <= 4 + 1)
                outcomes.read += 1
            } catch {
                #expect(!error.description.contains("\n"))
                outcomes.refused += 1
            }
        }
        #expect(outcomes.read > 0 && outcomes.refused > 0)
    }

    @Test("400 byte-level mutations of a valid store: each reads or fails with a DiaryError")
    func mutatedStores() throws {
        let folder = try TemporaryFolder()
        let storePath = folder.path("valid.store")
        try StoreBuilder.write(Fixtures.storeRows, to: storePath)
        let original = try Data(contentsOf: URL(fileURLWithPath: storePath))
        let reader = Fixtures.reader(folder: folder)
        var outcomes = (read: 0, refused: 0)
        // Mutate the pages that matter most often: the header, the schema page and the rows.
        for (index, data) in ByteMutations.of(original, count: 400, seed: 11).enumerated() {
            let path = try folder.write(data, to: "m\(index % 10).store")
            do {
                _ = try reader.read(path: path)
                outcomes.read += 1
            } catch {
                #expect(!error.description.contains("\n"))
                outcomes.refused += 1
            }
        }
        #expect(outcomes.read > 0 && outcomes.refused > 0)
    }
}
