import Testing

@testable import Site

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
