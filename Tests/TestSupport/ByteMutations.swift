import Diary
import Foundation

/// Deterministic byte mutations of a valid input: each run flips, replaces, deletes,
/// duplicates or truncates bytes at positions drawn from a seeded generator.
public enum ByteMutations {
    /// `count` mutations of `data`, the same for the same seed.
    public static func of(_ data: Data, count: Int, seed: UInt64) -> [Data] {
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
}
