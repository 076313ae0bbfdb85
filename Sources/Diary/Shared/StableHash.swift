/// A 64-bit hash over the pieces added, each closed by a separator: the same on every machine
/// and run. Not for security: it tells whether inputs changed. The record cache keys each
/// export element by it, and the site fingerprints pages with it.
///
/// Bytes are taken eight at a time (a diary of ten years is megabytes, and every page's value
/// is hashed): each whole word is mixed in with a multiply and a shift, and the bytes of a word
/// not yet whole wait in `pending`. So the hash depends on the bytes alone, however they were
/// split between calls.
public struct StableHash: Sendable {
    /// The hash of the whole words mixed in so far.
    @usableFromInline var words: UInt64
    /// Up to seven bytes of a word not yet whole, the first in the lowest byte.
    @usableFromInline var pending: UInt64 = 0
    /// How many bytes `pending` holds.
    @usableFromInline var pendingCount: UInt64 = 0

    /// An empty hash.
    @inlinable public init() {
        words = 0xcbf2_9ce4_8422_2325
    }

    /// An empty hash of another family: the same bytes give a hash unrelated to `init()`'s,
    /// so two families together tell inputs apart by 128 bits.
    @inlinable public init(seed: UInt64) {
        words = Self.step(0xcbf2_9ce4_8422_2325, seed)
    }

    /// The hash of every byte mixed in so far.
    @inlinable public var state: UInt64 {
        // The last bytes, with their count in the top byte (seven bytes leave it free).
        var state = Self.step(words, pending | pendingCount << 56)
        state ^= state >> 33
        state = state &* 0xff51_afd7_ed55_8ccd
        state ^= state >> 33
        return state
    }

    /// The state as lower-case hexadecimal digits.
    public var hex: String { String(state, radix: 16) }

    @inlinable static func step(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (state ^ word) &* 0x9e37_79b9_7f4a_7c15
        return mixed ^ (mixed >> 32)
    }

    /// Mixes one byte in.
    @inlinable mutating func mix(byte: UInt8) {
        pending |= UInt64(byte) << (pendingCount * 8)
        pendingCount += 1
        if pendingCount == 8 {
            words = Self.step(words, pending)
            pending = 0
            pendingCount = 0
        }
    }

    /// Mixes `bytes` in.
    @inlinable public mutating func mix(_ bytes: some Sequence<UInt8>) {
        // Straight over the memory, a word at a time, when the bytes are contiguous (Data,
        // native strings).
        if bytes.withContiguousStorageIfAvailable({ mix(buffer: $0) }) != nil { return }
        for byte in bytes { mix(byte: byte) }
    }

    /// Mixes the bytes of `buffer` in.
    @inlinable public mutating func mix(buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        var index = 0
        // The bytes that make the pending word whole, then whole words, then what is left.
        while pendingCount != 0, index < buffer.count {
            mix(byte: buffer[index])
            index &+= 1
        }
        let raw = UnsafeRawPointer(base)
        var words = self.words
        while index &+ 8 <= buffer.count {
            words = Self.step(words, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index &+= 8
        }
        self.words = words
        while index < buffer.count {
            mix(byte: buffer[index])
            index &+= 1
        }
    }

    /// Mixes `bytes` in as one piece, so that ("ab", "c") and ("a", "bc") differ.
    @inlinable public mutating func add(_ bytes: some Sequence<UInt8>) {
        mix(bytes)
        mix(byte: 0xFF)
    }

    /// Mixes the UTF-8 of `text` in as one piece.
    @inlinable public mutating func add(_ text: String) { add(text.utf8) }

    /// Mixes in one byte that says what kind of value follows (as `mix([tag])` does).
    @inlinable public mutating func mix(tag: UInt8) {
        mix(byte: tag)
    }

    /// Mixes in the eight bytes of `word`, least significant first (as `mix` of those bytes
    /// does), with one step when no bytes of a word are waiting.
    @inlinable public mutating func mix(word: UInt64) {
        guard pendingCount == 0 else {
            for shift in stride(from: 0, to: 64, by: 8) { mix(byte: UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
            return
        }
        words = Self.step(words, word)
    }

    /// Mixes in the eight bytes of `value`, least significant first, as one piece (as
    /// `add(withUnsafeBytes(of: value.littleEndian, Array.init))` does).
    @inlinable public mutating func add(littleEndianBytesOf value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { mix(tag: UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        mix(tag: 0xFF)
    }
}
