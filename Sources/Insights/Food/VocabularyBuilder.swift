/// Builds a `FoodVocabulary` in passes over words tokenised once: the diary's words and
/// their keys, the texts to match (each description once, with what its entries' original
/// texts show between its words), the phrase table, then each text's foods.
struct VocabularyBuilder {
    /// A word of one text: which distinct word it is, and whether it joins the word before.
    struct Token: Equatable {
        var word: Int
        var joined: Bool
    }

    /// A distinct text to cut into foods: a description's words (with the words its original
    /// text shows between two of them, see `VocabularyBuilder+Originals.swift`), and how many
    /// entries have it.
    struct Unit {
        var tokens: [Token]
        var entries: Int
    }

    /// Distinct lowercase words, in order of first appearance.
    var words: [String] = []
    /// Distinct texts, in order of first appearance: a diary says "coffee" on hundreds of
    /// days, and each description (with each original text it was written from) is
    /// tokenised and matched once.
    var units: [Unit] = []
    /// Per entry: the position of its text in `units`.
    var entryUnit: [Int] = []
    /// Per distinct word: the id of its key (folded, singular).
    var wordKey: [Int] = []
    /// Per distinct word: whether it can be a food on its own.
    var wordIsFood: [Bool] = []
    /// Distinct word keys; an id is a position here.
    var keys: [String] = []
    /// Key ids by key.
    var keyIDs: [String: Int] = [:]
    /// Folded forms of every word of the descriptions.
    var knownWords: Set<String> = []
    /// Keys of the configured words that are never a food on their own.
    var notFoods: Set<String> = []

    /// A description and one original text it was written from, by position.
    private struct Written: Hashable {
        var description: Int
        var original: String
    }

    /// Tokenises every description and original text once and works out each distinct word's
    /// key. `originals[i]`, when there is one, is what entry `i` was typed or said as.
    init(descriptions: [String], originals: [String?] = [], notFoods: [String] = []) {
        var wordIndex: [String: Int] = [:]
        var descriptionIndex: [String: Int] = [:]
        var descriptionTokens: [[Token]] = []
        var plainUnit: [Int?] = []
        var writtenIndex: [Written: Int] = [:]
        var unitOriginal: [(description: Int, original: String)?] = []
        entryUnit.reserveCapacity(descriptions.count)
        func tokens(of text: String) -> [Token] {
            FoodWords.tokens(in: text).map { token -> Token in
                if let index = wordIndex[token.text] {
                    return Token(word: index, joined: token.joinedToPrevious)
                }
                wordIndex[token.text] = words.count
                words.append(token.text)
                return Token(word: words.count - 1, joined: token.joinedToPrevious)
            }
        }
        for (position, description) in descriptions.enumerated() {
            let known = descriptionIndex[description]
            let index = known ?? descriptionTokens.count
            if known == nil {
                descriptionIndex[description] = index
                descriptionTokens.append(tokens(of: description))
                plainUnit.append(nil)
            }
            let unit: Int
            if position < originals.count, let original = originals[position], original != description {
                let written = Written(description: index, original: original)
                if let seen = writtenIndex[written] {
                    unit = seen
                } else {
                    unit = units.count
                    writtenIndex[written] = unit
                    units.append(Unit(tokens: descriptionTokens[index], entries: 0))
                    unitOriginal.append((index, original))
                }
            } else if let seen = plainUnit[index] {
                unit = seen
            } else {
                unit = units.count
                plainUnit[index] = unit
                units.append(Unit(tokens: descriptionTokens[index], entries: 0))
                unitOriginal.append(nil)
            }
            units[unit].entries += 1
            entryUnit.append(unit)
        }
        knownWords = Set(words.map(FoodWords.folded))
        self.notFoods = Set(notFoods.flatMap { FoodWords.tokens(in: $0) }.map { key(ofWord: $0.text) })
        addKeys()
        // Original texts are read once their description's words have keys: their own words
        // take keys too, but do not decide a description word's singular.
        for (unit, written) in unitOriginal.enumerated() {
            guard let written else { continue }
            let original = tokens(of: written.original)
            addKeys()
            units[unit].tokens = withOriginal(descriptionTokens[written.description], original: original)
        }
    }

    /// Works out the key of every word that has none yet.
    private mutating func addKeys() {
        for word in words[wordKey.count...] {
            let folded = FoodWords.folded(word)
            let key = FoodWords.connectorSpellings[folded] ?? FoodWords.singular(folded, knownWords: knownWords)
            wordKey.append(keyID(key))
            wordIsFood.append(
                FoodWords.isFoodWord(folded, singular: key) && !notFoods.contains(folded) && !notFoods.contains(key))
        }
    }

    /// The id of a word key, adding it when new.
    mutating func keyID(_ key: String) -> Int {
        if let id = keyIDs[key] { return id }
        keyIDs[key] = keys.count
        keys.append(key)
        return keys.count - 1
    }

    /// The key of any lowercase word, seen in the diary or not.
    func key(ofWord word: String) -> String {
        FoodWords.key(ofWord: word, knownWords: knownWords)
    }

    /// The key ids of a phrase's words, or nil when a word never occurs in the diary (the
    /// phrase can then never match).
    func knownKeyIDs(of phrase: String) -> [Int]? {
        let ids = FoodWords.tokens(in: phrase).map { keyIDs[key(ofWord: $0.text)] }
        guard !ids.isEmpty, ids.allSatisfy({ $0 != nil }) else { return nil }
        return ids.compactMap { $0 }
    }

    /// A phrase's food key: its words' keys joined by one space; empty for no words.
    func phraseKey(_ phrase: String) -> String {
        FoodWords.tokens(in: phrase).map { key(ofWord: $0.text) }.joined(separator: " ")
    }
}
