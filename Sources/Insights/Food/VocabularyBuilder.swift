/// Builds a `FoodVocabulary` in passes over words tokenised once: the diary's words and
/// their keys, the statistics that find two-word foods, the phrase table, then each entry's
/// foods.
struct VocabularyBuilder {
    /// A word of one entry: which distinct word it is, and whether it joins the word before.
    struct Token {
        var word: Int
        var joined: Bool
    }

    /// Distinct lowercase words, in order of first appearance.
    var words: [String] = []
    /// A distinct description: its words, and how many entries have it.
    struct Description {
        var tokens: [Token]
        var entries: Int
    }

    /// Distinct descriptions, in order of first appearance: a diary says "coffee" on hundreds
    /// of days, and each description is tokenised and matched once.
    var distinctDescriptions: [Description] = []
    /// Per entry: the position of its description in `distinctDescriptions`.
    var entryDescription: [Int] = []
    /// Per distinct word: the id of its key (folded, singular).
    var wordKey: [Int] = []
    /// Per distinct word: whether it can be a food.
    var wordIsFood: [Bool] = []
    /// Distinct word keys; an id is a position here.
    var keys: [String] = []
    /// Key ids by key.
    var keyIDs: [String: Int] = [:]
    /// Folded forms of every word of the diary.
    var knownWords: Set<String> = []

    /// Tokenises every description once and works out each distinct word's key.
    init(descriptions: [String]) {
        var wordIndex: [String: Int] = [:]
        var descriptionIndex: [String: Int] = [:]
        entryDescription.reserveCapacity(descriptions.count)
        for description in descriptions {
            if let known = descriptionIndex[description] {
                entryDescription.append(known)
                distinctDescriptions[known].entries += 1
                continue
            }
            descriptionIndex[description] = distinctDescriptions.count
            entryDescription.append(distinctDescriptions.count)
            let tokens = FoodWords.tokens(in: description).map { token -> Token in
                if let index = wordIndex[token.text] {
                    return Token(word: index, joined: token.joinedToPrevious)
                }
                wordIndex[token.text] = words.count
                words.append(token.text)
                return Token(word: words.count - 1, joined: token.joinedToPrevious)
            }
            distinctDescriptions.append(Description(tokens: tokens, entries: 1))
        }
        let folded = words.map(FoodWords.folded)
        knownWords = Set(folded)
        for word in folded {
            let key = FoodWords.singular(word, knownWords: knownWords)
            wordKey.append(keyID(key))
            wordIsFood.append(FoodWords.isFoodWord(word, singular: key))
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
        FoodWords.singular(FoodWords.folded(word), knownWords: knownWords)
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
