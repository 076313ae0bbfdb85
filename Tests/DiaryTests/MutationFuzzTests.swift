import Diary
import Foundation
import TestSupport
import Testing

/// Deterministic byte mutations of a valid input: each run flips, replaces, deletes,
/// duplicates or truncates bytes at positions drawn from a seeded generator.
private func mutations(of data: Data, count: Int, seed: UInt64) -> [Data] {
    var random = SeededGenerator(seed: seed)
    let interesting: [UInt8] = [0x00, 0xFF, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x80, 0xC3, 0x30, 0x39]
    return (0..<count).map { round in
        var bytes = [UInt8](data)
        let edits = 1 + Int(random.next() % 4)
        for _ in 0..<edits where !bytes.isEmpty {
            let position = Int(random.next() % UInt64(bytes.count))
            switch round % 5 {
            case 0: bytes[position] ^= UInt8(truncatingIfNeeded: 1 << (random.next() % 8))
            case 1: bytes[position] = interesting[Int(random.next() % UInt64(interesting.count))]
            case 2: bytes.remove(at: position)
            case 3: bytes.insert(bytes[position], at: position)
            default: bytes.removeSubrange(position..<bytes.count)
            }
        }
        return Data(bytes)
    }
}

@Suite("Mutated inputs never crash the reader")
struct MutationFuzzTests {
    @Test("2,000 byte-level mutations of a valid export: each reads or fails with a DiaryError")
    func mutatedExports() throws {
        let folder = try TemporaryFolder()
        let original = Data(Fixtures.exportJSON.utf8)
        let reader = Fixtures.reader(folder: folder)
        var outcomes = (read: 0, refused: 0)
        for (index, data) in mutations(of: original, count: 2_000, seed: 7).enumerated() {
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
        for (index, data) in mutations(of: original, count: 400, seed: 11).enumerated() {
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
