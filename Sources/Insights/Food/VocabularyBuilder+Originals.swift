extension VocabularyBuilder {
    /// The most words that may stand between two neighbours of a description in its original
    /// text for the original to say what stood between them.
    static let originalGapLimit = 4

    /// A description's words read with its original text (what was typed or said): where two
    /// neighbours of the description stood apart in the original, only words that are not
    /// foods between them (connectors, describing words: "Samosa and chai" for "samosa
    /// chai"), those words are put back between them, and a separator between them (a
    /// comma) keeps them apart. Neighbours the original writes side by side, or does not
    /// show near each other, stay as the description has them. The app's descriptions drop
    /// the connectors a person typed; this is how no two-word food spans one.
    func withOriginal(_ description: [Token], original: [Token]) -> [Token] {
        guard description.count > 1, original.count > 1 else { return description }
        var result: [Token] = []
        result.reserveCapacity(description.count + 2)
        result.append(description[0])
        for position in 1..<description.count {
            var token = description[position]
            if token.joined,
                let gap = gap(
                    between: wordKey[description[position - 1].word], and: wordKey[token.word], in: original)
            {
                result.append(contentsOf: gap.words)
                token.joined = gap.joined
            }
            result.append(token)
        }
        return result
    }

    /// What stands between a word with key `first` and the next word with key `second` in
    /// `original`, where only words that are not foods (at most `originalGapLimit`) or a
    /// separator stand between them: those words, and whether the second word is joined to
    /// the one before it. Nil when the original writes the two side by side somewhere, or
    /// never so near each other.
    private func gap(between first: Int, and second: Int, in original: [Token]) -> (words: [Token], joined: Bool)? {
        var found: (words: [Token], joined: Bool)?
        for start in original.indices where wordKey[original[start].word] == first {
            var end = start + 1
            while end < original.count, end - start - 1 <= Self.originalGapLimit {
                let token = original[end]
                if wordKey[token.word] == second {
                    if end == start + 1, token.joined { return nil }
                    if found == nil { found = (Array(original[(start + 1)..<end]), token.joined) }
                    break
                }
                if wordIsFood[token.word] { break }
                end += 1
            }
        }
        return found
    }
}
