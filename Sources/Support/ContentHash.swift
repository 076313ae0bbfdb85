import CXXHash
import Foundation

/// 128 bits that stand for some bytes: XXH3's 128-bit hash (Debian's `libxxhash-dev`), the same
/// on every machine and run. Not for security: it tells whether inputs changed. At 128 bits two
/// different inputs do not share one, so a key made of it never keeps a stale file. The record
/// cache keys each export element's bytes by it, and every key of a build is one of these over a
/// canonical encoding (`Site`'s `OutputKey`).
public struct ContentHash: Hashable, Sendable, Codable {
    /// The high and low halves.
    public var high: UInt64
    public var low: UInt64

    /// The hash with these halves.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The hash of `bytes`.
    public init(of bytes: UnsafeRawBufferPointer) {
        let hash = XXH3_128bits(bytes.baseAddress, bytes.count)
        self.init(high: hash.high64, low: hash.low64)
    }

    /// The hash of the bytes of `data`.
    public init(of data: some ContiguousBytes) {
        self = data.withUnsafeBytes { ContentHash(of: $0) }
    }

    /// The hash of the UTF-8 of `text`.
    public init(of text: String) {
        var text = text
        self = text.withUTF8 { ContentHash(of: UnsafeRawBufferPointer($0)) }
    }

    /// The hash as 32 lower-case hexadecimal digits, the high half first.
    public var hex: String {
        Self.digits(high) + Self.digits(low)
    }

    /// The hash written as `hex` writes it; nil for anything else.
    public init?(hex: some StringProtocol) {
        guard hex.utf8.count == 32, hex.utf8.allSatisfy({ Self.isDigit($0) }),
            let high = UInt64(hex.prefix(16), radix: 16), let low = UInt64(hex.suffix(16), radix: 16)
        else { return nil }
        self.init(high: high, low: low)
    }

    private static func digits(_ half: UInt64) -> String {
        let digits = String(half, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
