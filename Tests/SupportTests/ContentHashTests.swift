import Foundation
import Support
import Testing

@Suite("Content hashes")
struct ContentHashTests {
    @Test("XXH3's 128-bit hash, as its specification gives it for known inputs, on every run and machine")
    func knownValues() {
        #expect(ContentHash(of: "").hex == "99aa06d3014798d86001c324468d497f")
        #expect(ContentHash(of: "abc").hex == "06b05ab6733a618578af5f94892f3950")
        #expect(ContentHash(of: Data("abc".utf8)) == ContentHash(of: "abc"))
        #expect(ContentHash(of: [UInt8]("abc".utf8)) == ContentHash(of: "abc"))
    }

    @Test("Written as 32 hexadecimal digits and read back; anything else is not read")
    func hex() {
        let hash = ContentHash(high: 0x0123_4567_89ab_cdef, low: 0x1)
        #expect(hash.hex == "0123456789abcdef0000000000000001")
        #expect(ContentHash(hex: hash.hex) == hash)
        for bad in [
            "", "0123456789ABCDEF0000000000000001", "0123456789abcdef000000000000001",
            "+123456789abcdef0000000000000001",
        ] {
            #expect(ContentHash(hex: bad) == nil, "\(bad)")
        }
    }

    @Test("Every change of one byte, every shorter prefix and every added zero changes the hash")
    func changes() {
        let bytes: [UInt8] = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        var hashes: Set<ContentHash> = [ContentHash(of: bytes)]
        var expected = 1
        for index in bytes.indices {
            for delta in [1, 128] as [UInt8] {
                var changed = bytes
                changed[index] &+= delta
                hashes.insert(ContentHash(of: changed))
                expected += 1
            }
        }
        for length in 0..<bytes.count {
            hashes.insert(ContentHash(of: Array(bytes[..<length])))
            expected += 1
        }
        for zeros in 1...16 {
            hashes.insert(ContentHash(of: bytes + Array(repeating: 0, count: zeros)))
            expected += 1
        }
        #expect(hashes.count == expected)
    }
}
