import Diary
import Testing

@Suite("Stable hashes")
struct StableHashTests {
    /// 300 bytes that are not all alike.
    static let bytes: [UInt8] = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }

    @Test("The hash depends on the bytes alone, however they are split between calls")
    func splits() {
        var whole = StableHash()
        whole.mix(Self.bytes)
        for size in [1, 2, 3, 5, 7, 8, 9, 13, 16, 17, 64, 299] {
            var split = StableHash()
            var start = 0
            while start < Self.bytes.count {
                let end = min(start + size, Self.bytes.count)
                split.mix(Self.bytes[start..<end])
                start = end
            }
            #expect(split.state == whole.state, "runs of \(size)")
        }
        var byTags = StableHash()
        for byte in Self.bytes { byTags.mix(tag: byte) }
        var notContiguous = StableHash()
        notContiguous.mix(Self.bytes.lazy.map { $0 })
        #expect([byTags.state, notContiguous.state] == [whole.state, whole.state])
    }

    @Test("Every change of one byte, every shorter prefix and every added zero changes the hash")
    func changes() {
        var states: Set<UInt64> = []
        func add(_ bytes: [UInt8]) {
            var hash = StableHash()
            hash.mix(bytes)
            states.insert(hash.state)
        }
        add(Self.bytes)
        var expected = 1
        for index in Self.bytes.indices {
            for delta in [1, 2, 128] as [UInt8] {
                var changed = Self.bytes
                changed[index] &+= delta
                add(changed)
                expected += 1
            }
        }
        for length in 0..<Self.bytes.count {
            add(Array(Self.bytes[..<length]))
            expected += 1
        }
        for zeros in 1...16 {
            add(Self.bytes + Array(repeating: 0, count: zeros))
            add(Array(repeating: 0, count: zeros))
            expected += 2
        }
        #expect(states.count == expected)
    }
}

@Suite("Stable hash families")
struct StableHashFamilyTests {
    @Test("A seeded hash is its own family: the same bytes hash apart from the unseeded and other seeds")
    func seeds() {
        func state(_ seed: UInt64?, _ bytes: [UInt8]) -> UInt64 {
            var hash = seed.map(StableHash.init(seed:)) ?? StableHash()
            hash.add(bytes)
            return hash.state
        }
        let inputs: [[UInt8]] = [[], [0], Array("masala dosa".utf8), StableHashTests.bytes]
        var states: Set<UInt64> = []
        for bytes in inputs {
            for seed in [nil, 0, 1, 2, 0x9e37_79b9_7f4a_7c15] as [UInt64?] { states.insert(state(seed, bytes)) }
            // The same family twice gives the same hash.
            #expect(state(1, bytes) == state(1, bytes))
        }
        #expect(states.count == inputs.count * 5)
    }
}

@Suite("Stable hashes of words")
struct StableHashWordTests {
    @Test("A word mixes in as its eight bytes, least significant first, whatever is waiting")
    func words() {
        let word: UInt64 = 0x0123_4567_89ab_cdef
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: word >> UInt64($0 * 8)) }
        for waiting in 0..<9 {
            let before = Array(StableHashTests.bytes.prefix(waiting))
            var byWord = StableHash()
            byWord.mix(before)
            byWord.mix(word: word)
            var byBytes = StableHash()
            byBytes.mix(before + bytes)
            #expect(byWord.state == byBytes.state, "\(waiting) bytes waiting")
        }
    }
}
