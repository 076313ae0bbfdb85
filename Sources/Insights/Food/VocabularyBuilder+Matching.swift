extension VocabularyBuilder {
    /// A food found in an entry: where it starts, its key, and its spelling when that
    /// spelling may be shown as the food's name.
    struct Match {
        var position: Int
        var key: String
        var surface: String?
    }

    /// Cuts one entry's words into foods: alias phrases first (left to right, longest
    /// first), then two-word foods (built-in before learned, then the higher share, the more
    /// entries, the leftmost), then the remaining food words one by one. A phrase never
    /// crosses a separator (see `FoodWords.tokens(in:)`).
    func matches(in tokens: [Token], table: PhraseTable) -> [Match] {
        var matches: [Match] = []
        var consumed = [Bool](repeating: false, count: tokens.count)
        if table.longestAlias > 0 {
            matchAliases(in: tokens, table: table, consumed: &consumed, into: &matches)
        }
        var candidates: [(position: Int, compound: PhraseTable.Compound)] = []
        for position in tokens.indices.dropFirst() where tokens[position].joined {
            let first = tokens[position - 1].word
            let second = tokens[position].word
            guard !consumed[position - 1], !consumed[position], wordIsFood[first], wordIsFood[second],
                let compound = table.compounds[WordPair(first: wordKey[first], second: wordKey[second])]
            else { continue }
            candidates.append((position - 1, compound))
        }
        candidates.sort { lhs, rhs in
            if lhs.compound.outranks(rhs.compound) { return true }
            if rhs.compound.outranks(lhs.compound) { return false }
            return lhs.position < rhs.position
        }
        for (position, compound) in candidates where !consumed[position] && !consumed[position + 1] {
            consumed[position] = true
            consumed[position + 1] = true
            let surface = words[tokens[position].word] + " " + words[tokens[position + 1].word]
            matches.append(Match(position: position, key: compound.key, surface: surface))
        }
        for (position, token) in tokens.enumerated() where !consumed[position] && wordIsFood[token.word] {
            matches.append(Match(position: position, key: keys[wordKey[token.word]], surface: words[token.word]))
        }
        return matches.sorted { $0.position < $1.position }
    }

    private func matchAliases(
        in tokens: [Token], table: PhraseTable, consumed: inout [Bool], into matches: inout [Match]
    ) {
        var position = 0
        while position < tokens.count {
            var runEnd = position + 1
            while runEnd < tokens.count, tokens[runEnd].joined { runEnd += 1 }
            var matched = 0
            for length in stride(from: min(table.longestAlias, runEnd - position), through: 1, by: -1) {
                let range = position..<(position + length)
                guard let hit = table.aliases[range.map { wordKey[tokens[$0].word] }] else { continue }
                let surface = range.map { words[tokens[$0].word] }.joined(separator: " ")
                matches.append(Match(position: position, key: hit.target, surface: hit.isTarget ? surface : nil))
                for index in range { consumed[index] = true }
                matched = length
                break
            }
            position += max(matched, 1)
        }
    }
}
