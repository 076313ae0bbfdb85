/// Builds a `FoodVocabulary` in passes over words tokenised once: the diary's words and
/// their keys, the descriptions to match (each once, with what an original text shows
/// between its words), the phrase table, then each description's foods.
struct VocabularyBuilder {
    /// A word of one text: which distinct word it is, and whether it joins the word before.
    struct Token: Equatable {
        var word: Int
        var joined: Bool
    }

    /// A distinct description to cut into foods: its words (with the words its original text
    /// shows between two of them, see `VocabularyBuilder+Originals.swift`), and how many
    /// entries have it.
    struct Unit {
        var tokens: [Token]
        var entries: Int
    }

    /// Distinct lowercase words, in order of first appearance.
    var words: [String] = []
    /// Distinct descriptions, in order of first appearance: a diary says "coffee" on hundreds
    /// of days, and each description is tokenised and matched once.
    var units: [Unit] = []
    /// Per entry: the position of its description in `units`.
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
    /// The diary language's food words.
    let language: FoodLanguage

    /// Tokenises every description once and works out each distinct word's key. There are
    /// `count` entries; `description(i)` is entry `i`'s description and `original(i)` what it
    /// was typed or said as, when there is such a text. A description is read with the
    /// original of the first entry that has one (only that original is asked for): entries
    /// that share a description share its reading.
    init(
        count: Int, description: (Int) -> String, original: (Int) -> String?, notFoods: [String] = [],
        language: FoodLanguage = .english
    ) {
        self.language = language
        var wordIndex: [String: Int] = [:]
        var descriptionIndex: [String: Int] = [:]
        // Per description: the original it is read with, once one is found.
        var originals: [String?] = []
        var needsOriginal: [Bool] = []
        entryUnit.reserveCapacity(count)
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
        for position in 0..<count {
            let text = description(position)
            let unit: Int
            if let known = descriptionIndex[text] {
                unit = known
                units[unit].entries += 1
            } else {
                unit = units.count
                descriptionIndex[text] = unit
                units.append(Unit(tokens: tokens(of: text), entries: 1))
                originals.append(nil)
                needsOriginal.append(units[unit].tokens.count > 1)
            }
            if needsOriginal[unit], let found = original(position) {
                needsOriginal[unit] = false
                if found != text { originals[unit] = found }
            }
            entryUnit.append(unit)
        }
        knownWords = Set(words.map(FoodWords.folded))
        self.notFoods = Set(notFoods.flatMap { FoodWords.tokens(in: $0) }.map { key(ofWord: $0.text) })
        addKeys()
        // Original texts are read once their description's words have keys: their own words
        // take keys too, but do not decide a description word's singular.
        for (unit, text) in originals.enumerated() {
            guard let text else { continue }
            let original = tokens(of: text)
            addKeys()
            units[unit].tokens = withOriginal(units[unit].tokens, original: original)
        }
    }

    /// Works out the key of every word that has none yet.
    private mutating func addKeys() {
        for word in words[wordKey.count...] {
            let folded = FoodWords.folded(word)
            let key =
                language.connectorSpellings[folded]
                ?? FoodWords.singular(folded, knownWords: knownWords, language: language)
            wordKey.append(keyID(key))
            wordIsFood.append(
                FoodWords.isFoodWord(folded, singular: key, language: language) && !notFoods.contains(folded)
                    && !notFoods.contains(key))
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
        FoodWords.key(ofWord: word, knownWords: knownWords, language: language)
    }

    /// The key ids of a phrase's words, or nil when a word never occurs in the diary (the
    /// phrase can then never match).
    func knownKeyIDs(of phrase: String) -> [Int]? {
        var ids: [Int] = []
        // Most known dishes are not in a diary: the first word not in it ends the search.
        for token in FoodWords.tokens(in: phrase) {
            guard let id = keyIDs[key(ofWord: token.text)] else { return nil }
            ids.append(id)
        }
        return ids.isEmpty ? nil : ids
    }

    /// A phrase's food key: its words' keys joined by one space; empty for no words.
    func phraseKey(_ phrase: String) -> String {
        FoodWords.tokens(in: phrase).map { key(ofWord: $0.text) }.joined(separator: " ")
    }
}
