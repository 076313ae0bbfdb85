extension TextFit {
    /// The estimated width of one grapheme cluster, in ems (see the table on ``TextFit``).
    static func ems(for character: Character) -> Double {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.allSatisfy({ $0.properties.generalCategory == .format || !XMLText.isAllowed($0) }) {
            return 0
        }
        if first.properties.isEmojiPresentation || scalars.contains(where: { $0.value == 0xFE0F }) {
            return 1.25
        }
        if isWide(first.value) { return 1.0 }
        if isIndic(first.value) {
            // A cluster of an Indic script may be a whole conjunct: its letters and spacing vowel
            // signs side by side, each at most 0.6 em in Noto Sans Devanagari Bold.
            return 0.62 * Double(scalars.count { $0.properties.generalCategory != .nonspacingMark })
        }
        if character == " " { return 0.34 }
        if character.isASCII {
            if "mwMW@%".contains(character) { return 1.0 }
            if character.isUppercase { return 0.78 }
            if "ijltfr.,:;'!|()[]{}\"`".contains(character) { return 0.4 }
            return 0.64
        }
        if character == "…" { return 0.78 }
        return 0.64
    }

    /// Whether the code point is East Asian wide or full-width.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Whether the code point belongs to the blocks of the Indic scripts, Devanagari to Sinhala.
    static func isIndic(_ value: UInt32) -> Bool {
        (0x0900...0x0DFF).contains(value)
    }

    /// Whether the code point belongs to a right-to-left script block.
    static func isRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
            0x1E800...0x1EFFF:
            return true
        default:
            return false
        }
    }
}
