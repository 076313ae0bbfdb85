import Foundation

/// Text folded as the public build's proof compares it, so that two texts a person reads as the
/// same are the same bytes: default-ignorable characters removed (zero-width spaces and joiners,
/// the soft hyphen, direction marks, …), Unicode compatibility normalisation (NFKC: `ﬁ` is
/// `fi`, a full-width `Ｗ` is `W`, `e` with a combining accent is `é`), case folded (`WHISKY`
/// and `Straße` read as `whisky` and `strasse`), and every run of white space (no-break spaces
/// included) one space, none at either end. A NUL byte separates texts: it is kept, and no
/// space is put beside it.
///
/// ASCII is folded byte by byte. A run of other characters goes through Foundation's
/// normalisation and case folding, with the ASCII character before it when the run starts with
/// a combining mark; the folded form of each run met is kept for the next time the run is met
/// (the site's pages repeat the same few: `·`, `—`, the diary's accented food names).
package struct TextFolder {
    /// The folded form of each non-ASCII run met so far, white space as one space.
    private var runs: [[UInt8]: [UInt8]] = [:]

    /// A folder that has met no run yet.
    package init() {}

    /// `text` folded, as a needle to look for: no NUL in it.
    package static func folded(_ text: String) -> [UInt8] {
        var folder = TextFolder()
        var out: [UInt8] = []
        var bytes = Array(text.utf8)
        bytes.removeAll { $0 == 0 }
        bytes.withUnsafeBufferPointer { folder.fold($0, into: &out) }
        return out
    }

    /// Appends `bytes` (UTF-8) folded to `out`.
    package mutating func fold(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var pendingSpace = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                switch byte {
                case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
                    pendingSpace = true
                case 0:
                    out.append(0)
                    pendingSpace = false
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    Self.emit(byte + 32, into: &out, pendingSpace: &pendingSpace)
                default:
                    Self.emit(byte, into: &out, pendingSpace: &pendingSpace)
                }
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, bytes[end] >= 0x80 { end += 1 }
            var start = index
            // An ASCII character and the combining mark after it may make one character.
            if index > 0, !pendingSpace, let last = out.last, last != 0, last < 0x80,
                Self.startsWithMark(bytes, at: index)
            {
                out.removeLast()
                start = index - 1
            }
            let run = Array(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            let folded: [UInt8]
            if let known = runs[run] {
                folded = known
            } else {
                folded = Self.foldRun(run)
                runs[run] = folded
            }
            for byte in folded {
                if byte == 0x20 {
                    pendingSpace = true
                } else {
                    Self.emit(byte, into: &out, pendingSpace: &pendingSpace)
                }
            }
            index = end
        }
    }

    /// Appends `byte`, after one space when white space came before it within the text.
    @inline(__always)
    private static func emit(_ byte: UInt8, into out: inout [UInt8], pendingSpace: inout Bool) {
        if pendingSpace {
            if let last = out.last, last != 0 { out.append(0x20) }
            pendingSpace = false
        }
        out.append(byte)
    }

    /// Whether the character whose UTF-8 starts at `index` is a combining mark.
    private static func startsWithMark(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
        return scalar.properties.canonicalCombiningClass != .notReordered
    }

    /// A run of text folded through Foundation: default-ignorable characters removed, NFKC,
    /// case folded, NFKC again (case folding may leave text unnormalised), ignorables removed
    /// again; every white-space character as one space.
    private static func foldRun(_ run: [UInt8]) -> [UInt8] {
        let text = String(decoding: run, as: UTF8.self)
        let folded = withoutIgnorables(
            withoutIgnorables(text).precomposedStringWithCompatibilityMapping
                .folding(options: .caseInsensitive, locale: nil).precomposedStringWithCompatibilityMapping)
        var out: [UInt8] = []
        for scalar in folded.unicodeScalars {
            if scalar.properties.isWhitespace {
                out.append(0x20)
            } else if scalar.value != 0 {
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        return out
    }

    private static func withoutIgnorables(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !scalar.properties.isDefaultIgnorableCodePoint {
            scalars.append(scalar)
        }
        return String(scalars)
    }
}
