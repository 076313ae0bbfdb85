extension FoodWords {
    /// Splits a description into words: maximal runs of letters and digits, lowercased; `&`
    /// is the word `and` and `+` the word `plus`, each a word of its own.
    ///
    /// A word is joined to the one before when only spaces, hyphens and apostrophes stand
    /// between them; any other character (a comma, a slash, a full stop, a bracket, a dash
    /// used as punctuation) separates two foods.
    public static func tokens(in text: String) -> [WordToken] {
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
