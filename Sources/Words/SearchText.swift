import Foundation

/// Text as search matches it, the same in the build and in `search.js`: folded (decomposed
/// with compatibility mapping, so full-width letters and half-width kana are the usual ones;
/// without the accents of U+0300–U+036F, Arabic's vowel marks and tatweel, or Devanagari's
/// nukta; in lower case; a final sigma as any other; then the letters a person types one for
/// the other made one: Arabic's alef maksura as ya and ta marbuta as ha, chandrabindu as
/// anusvara, katakana as hiragana, Polish ł as l, ß as ss; and Arabic-Indic and Devanagari
/// digits as ASCII ones) and cut
/// into words: runs of letters, digits and marks; digits joined by hyphens, as a day is
/// written (`2026-03-08`); and each character of a script written without spaces (Thai, Lao,
/// Myanmar, Khmer, kana, Chinese characters) a word of its own.
package enum SearchText {
    /// `text` folded. ASCII decomposes to itself and holds no accent or sigma: its lower case
    /// is all there is to do (the rest, `foldingEveryScalar`, is most of a rebuild's search work).
    package static func fold(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.lowercased() : foldingEveryScalar(text)
    }

    /// `text` folded scalar by scalar: decomposed, the marks removed, in lower case, the
    /// letters typed one for the other made one.
    package static func foldingEveryScalar(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars where !isDropped(scalar) {
            scalars.append(scalar)
        }
        var folded = String.UnicodeScalarView()
        for scalar in String(scalars).lowercased().unicodeScalars {
            folded.append(contentsOf: same(scalar).unicodeScalars)
        }
        return String(folded)
    }

    /// Whether search leaves `scalar` out: an accent (U+0300–U+036F), an Arabic vowel mark or
    /// hamza above or below (U+064B–U+065F, U+0670: an alef with a hamza is an alef), the
    /// tatweel (U+0640), Devanagari's nukta (U+093C).
    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x300...0x36F, 0x64B...0x65F, 0x670, 0x640, 0x93C: true
        default: false
        }
    }

    /// The letter search takes `scalar` (in lower case) as.
    private static func same(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x3C2: "\u{3C3}"  // a final sigma
        case 0x649: "\u{64A}"  // alef maksura: ya
        case 0x629: "\u{647}"  // ta marbuta: ha
        case 0x901: "\u{902}"  // chandrabindu: anusvara
        case 0x142: "l"  // ł
        case 0xDF: "ss"  // ß
        case 0x660...0x669: String(scalar.value - 0x660)  // Arabic-Indic digits
        case 0x6F0...0x6F9: String(scalar.value - 0x6F0)  // Eastern Arabic-Indic digits
        case 0x966...0x96F: String(scalar.value - 0x966)  // Devanagari digits
        case 0x30A1...0x30F6: Unicode.Scalar(scalar.value - 0x60).map(String.init) ?? String(scalar)  // katakana
        default: String(scalar)
        }
    }

    /// Calls `body` with each word of `text`, folded, in order (repeated as often as they
    /// come). The folded text is walked in place: each word is copied out of it once.
    package static func forEachWord(in text: String, _ body: (String) -> Void) {
        let scalars = fold(text).unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if unspaced(scalar) {
                if inWord(scalar) { body(String(scalar)) }
                index = scalars.index(after: index)
            } else if let end = dayEnd(scalars, from: index) {
                body(String(scalars[index..<end]))
                index = end
            } else if inWord(scalar) {
                var end = scalars.index(after: index)
                while end < scalars.endIndex, inWord(scalars[end]), !unspaced(scalars[end]) {
                    end = scalars.index(after: end)
                }
                body(String(scalars[index..<end]))
                index = end
            } else {
                index = scalars.index(after: index)
            }
        }
    }

    /// Whether `word` is worth looking for: more than one character, or a character of a script
    /// written without spaces. A single letter or digit would find nearly everything.
    package static func isSearchable(_ word: String) -> Bool {
        var scalars = word.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        return scalars.next() != nil || unspaced(first)
    }

    /// Where a run of digits joined by hyphens (`2026-03-08`, at least one hyphen) that starts
    /// at `start` ends; nil when none starts there.
    private static func dayEnd(
        _ scalars: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index
    ) -> String.UnicodeScalarView.Index? {
        func digits(from index: String.UnicodeScalarView.Index) -> String.UnicodeScalarView.Index {
            var end = index
            while end < scalars.endIndex, ("0"..."9").contains(scalars[end]) { end = scalars.index(after: end) }
            return end
        }
        var end = digits(from: start)
        guard end > start else { return nil }
        var joined = false
        while end < scalars.endIndex, scalars[end] == "-" {
            let next = scalars.index(after: end)
            guard next < scalars.endIndex, ("0"..."9").contains(scalars[next]) else { break }
            end = digits(from: next)
            joined = true
        }
        return joined ? end : nil
    }

    /// A letter, a digit or a mark (`\p{L}`, `\p{N}`, `\p{M}`); in ASCII, a letter or a digit.
    package static func inWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        case 0..<0x80: return false
        default: return inWordByCategory(scalar)
        }
    }

    /// A letter, a digit or a mark, by the scalar's general category.
    package static func inWordByCategory(_ scalar: Unicode.Scalar) -> Bool {
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
