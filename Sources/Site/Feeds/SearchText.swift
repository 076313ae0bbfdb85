import Foundation

/// Text as search matches it, the same in the build and in `search.js`: folded (decomposed,
/// without the accents of U+0300–U+036F, in lower case, a final sigma as any other) and cut
/// into words: runs of letters, digits and marks; digits joined by hyphens, as a day is
/// written (`2026-03-08`); and each character of a script written without spaces (Thai, Lao,
/// Myanmar, Khmer, kana, Chinese characters) a word of its own.
enum SearchText {
    /// `text` folded. ASCII decomposes to itself and holds no accent or sigma: its lower case
    /// is all there is to do (the rest, `foldingEveryScalar`, is most of a rebuild's search work).
    static func fold(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.lowercased() : foldingEveryScalar(text)
    }

    /// `text` folded scalar by scalar: decomposed, the accents removed, in lower case.
    static func foldingEveryScalar(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
        where !(0x300...0x36F).contains(scalar.value) {
            scalars.append(scalar)
        }
        var folded = String.UnicodeScalarView()
        for scalar in String(scalars).lowercased().unicodeScalars {
            folded.append(scalar == "\u{3C2}" ? "\u{3C3}" : scalar)
        }
        return String(folded)
    }

    /// The words of `text`, folded, in order (repeated as often as they come).
    static func words(in text: String) -> [String] {
        let folded = fold(text)
        let scalars = Array(folded.unicodeScalars)
        // In ASCII a scalar is a byte: a word is made from its bytes at once, not scalar by scalar.
        let word: (Range<Int>) -> String
        if folded.utf8.count == scalars.count {
            let bytes = Array(folded.utf8)
            word = { String(decoding: bytes[$0], as: UTF8.self) }
        } else {
            word = { String(String.UnicodeScalarView(scalars[$0])) }
        }
        var words: [String] = []
        var index = 0
        while index < scalars.count {
            if unspaced(scalars[index]) {
                if inWord(scalars[index]) { words.append(String(scalars[index])) }
                index += 1
            } else if let end = dayEnd(scalars, from: index) {
                words.append(word(index..<end))
                index = end
            } else if inWord(scalars[index]) {
                var end = index + 1
                while end < scalars.count, inWord(scalars[end]), !unspaced(scalars[end]) { end += 1 }
                words.append(word(index..<end))
                index = end
            } else {
                index += 1
            }
        }
        return words
    }

    /// Whether `word` is worth looking for: more than one character, or a character of a script
    /// written without spaces. A single letter or digit would find nearly everything.
    static func isSearchable(_ word: String) -> Bool {
        var scalars = word.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        return scalars.next() != nil || unspaced(first)
    }

    /// Where a run of digits joined by hyphens (`2026-03-08`, at least one hyphen) that starts
    /// at `start` ends; nil when none starts there.
    private static func dayEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        func digits(from index: Int) -> Int {
            var end = index
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            return end
        }
        var end = digits(from: start)
        guard end > start else { return nil }
        var joined = false
        while end + 1 < scalars.count, scalars[end] == "-", ("0"..."9").contains(scalars[end + 1]) {
            end = digits(from: end + 1)
            joined = true
        }
        return joined ? end : nil
    }

    /// A letter, a digit or a mark (`\p{L}`, `\p{N}`, `\p{M}`); in ASCII, a letter or a digit.
    static func inWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        case 0..<0x80: return false
        default: return inWordByCategory(scalar)
        }
    }

    /// A letter, a digit or a mark, by the scalar's general category.
    static func inWordByCategory(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// A character of a script written without spaces between words.
    private static func unspaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xE00...0xEFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }
}
