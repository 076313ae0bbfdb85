extension FoodWords {
    /// Splits a description into words: maximal runs of letters and digits, lowercased; `&`
    /// is the word `and` and `+` the word `plus`, each a word of its own.
    ///
    /// A word is joined to the one before when only spaces, hyphens and apostrophes stand
    /// between them; any other character (a comma, a slash, a full stop, a bracket, a dash
    /// used as punctuation) separates two foods.
    public static func tokens(in text: String) -> [WordToken] {
        if let tokens = asciiTokens(in: text) { return tokens }
        return characterTokens(in: text)
    }

    /// `tokens(in:)` by `Character`, for any text.
    static func characterTokens(in text: String) -> [WordToken] {
        var tokens: [WordToken] = []
        var current = ""
        var joined = false
        for character in text {
            if character.isLetter || character.isNumber {
                current.append(character)
                continue
            }
            if !current.isEmpty {
                tokens.append(WordToken(text: current.lowercased(), joinedToPrevious: joined))
                current = ""
                joined = true
            }
            if let word = symbolWords[character] {
                tokens.append(WordToken(text: word, joinedToPrevious: joined))
                joined = true
            } else if !isJoiner(character) {
                joined = false
            }
        }
        if !current.isEmpty {
            tokens.append(WordToken(text: current.lowercased(), joinedToPrevious: joined))
        }
        return tokens
    }

    /// `tokens(in:)` on the UTF-8 bytes of a text that is all ASCII, as most descriptions are
    /// (the same words: an ASCII character is a letter or digit, a symbol word, whitespace or
    /// a joiner by its byte); nil for any other text. Words are lowercased byte by byte.
    static func asciiTokens(in text: String) -> [WordToken]? {
        var text = text
        return text.withUTF8 { bytes -> [WordToken]? in
            var tokens: [WordToken] = []
            var start = -1
            var joined = false
            var index = 0
            func finish(at end: Int) {
                let word = String(unsafeUninitializedCapacity: end - start) {
                    (buffer: UnsafeMutableBufferPointer<UInt8>) in
                    for offset in 0..<(end - start) { buffer[offset] = bytes[start + offset].asciiLowercased }
                    return end - start
                }
                tokens.append(WordToken(text: word, joinedToPrevious: joined))
                start = -1
                joined = true
            }
            while index < bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                if byte.isASCIIWordByte {
                    if start < 0 { start = index }
                } else {
                    if start >= 0 { finish(at: index) }
                    if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "+") {
                        tokens.append(
                            WordToken(text: byte == UInt8(ascii: "&") ? "and" : "plus", joinedToPrevious: joined))
                        joined = true
                    } else if !byte.isASCIIJoiner {
                        joined = false
                    }
                }
                index += 1
            }
            if start >= 0 { finish(at: bytes.count) }
            return tokens
        }
    }

    private static func isJoiner(_ character: Character) -> Bool {
        character.isWhitespace || joiners.contains(character)
    }

    /// Hyphens and apostrophes: they sit inside a phrase, not between foods.
    private static let joiners: Set<Character> = [
        "-", "\u{2010}", "\u{2011}", "'", "\u{2019}",
    ]

    /// Symbols read as the connector they stand for ("samosa & chai", "dal + rice").
    private static let symbolWords: [Character: String] = ["&": "and", "+": "plus"]
}

extension UInt8 {
    /// An ASCII letter or digit: what `Character.isLetter || isNumber` says of it.
    fileprivate var isASCIIWordByte: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9"))
    }

    /// The lowercase of an ASCII capital letter; any other byte as it is.
    fileprivate var asciiLowercased: UInt8 {
        self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") ? self | 0x20 : self
    }

    /// ASCII whitespace (tab to carriage return, space), a hyphen or an apostrophe: what
    /// `FoodWords.isJoiner` says of it.
    fileprivate var isASCIIJoiner: Bool {
        (self >= 0x09 && self <= 0x0D) || self == 0x20 || self == UInt8(ascii: "-") || self == UInt8(ascii: "'")
    }
}
