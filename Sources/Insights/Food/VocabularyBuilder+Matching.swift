extension VocabularyBuilder {
    /// A food found in a text: where it starts, its key, its words as written, and whether
    /// that spelling may be shown as the food's name (an alias's source may not).
    struct Match {
        var position: Int
        var key: String
        var surface: String
        var shown: Bool
    }

    /// A text being cut into foods: which words are taken, the foods found so far, and the
    /// known dishes its words could be read as.
    struct Cut {
        var consumed: [Bool]
        var matches: [Match] = []
        var dishes: [(position: Int, length: Int, dish: Int)] = []
    }

    /// The first steps of cutting a text: alias phrases, left to right, the longest at each
    /// word first; then every known dish its remaining words spell (taken later, by
    /// `takeDishes`, once the whole diary's evidence is in). A phrase never crosses a
    /// separator (see `FoodWords.tokens(in:)`).
    func startCut(of tokens: [Token], table: PhraseTable) -> Cut {
        var cut = Cut(consumed: [Bool](repeating: false, count: tokens.count))
        if table.longestAlias > 0 {
            forEachPhrase(in: tokens, longest: table.longestAlias) { range in
                guard let hit = table.aliases[range.map { wordKey[tokens[$0].word] }] else { return false }
                cut.matches.append(
                    Match(
                        position: range.lowerBound, key: hit.target, surface: surface(tokens, range),
                        shown: hit.isTarget))
                for index in range { cut.consumed[index] = true }
                return true
            }
        }
        guard table.longestDish > 1 else { return cut }
        for start in tokens.indices where !cut.consumed[start] && table.startsDish[wordKey[tokens[start].word]] {
            var end = start + 1
            while end < tokens.count, end - start < table.longestDish, tokens[end].joined, !cut.consumed[end] {
                end += 1
                if let dish = table.dishes[(start..<end).map({ wordKey[tokens[$0].word] })] {
                    cut.dishes.append((start, end - start, dish))
                }
            }
        }
        return cut
    }

    /// Takes the known dishes of a text that do not overlap: the longer first, then the one
    /// in more entries of the diary (`dishEntries`), then the leftmost.
    func takeDishes(_ cut: inout Cut, tokens: [Token], table: PhraseTable, dishEntries: [Int]) {
        guard !cut.dishes.isEmpty else { return }
        let ranked = cut.dishes.sorted { lhs, rhs in
            if lhs.length != rhs.length { return lhs.length > rhs.length }
            if dishEntries[lhs.dish] != dishEntries[rhs.dish] { return dishEntries[lhs.dish] > dishEntries[rhs.dish] }
            return lhs.position < rhs.position
        }
        for candidate in ranked {
            let range = candidate.position..<(candidate.position + candidate.length)
            guard range.allSatisfy({ !cut.consumed[$0] }) else { continue }
            for index in range { cut.consumed[index] = true }
            cut.matches.append(
                Match(
                    position: candidate.position, key: table.dishKeys[candidate.dish], surface: surface(tokens, range),
                    shown: true))
        }
    }

    /// The last steps: two-word foods learned from the diary among the words still free (the
    /// higher share, the more entries, the leftmost first), then every remaining food word
    /// on its own. The foods in order of position.
    func finishCut(_ cut: Cut, tokens: [Token], table: PhraseTable) -> [Match] {
        var cut = cut
        var candidates: [(position: Int, compound: PhraseTable.Compound)] = []
        if !table.compounds.isEmpty {
            for position in tokens.indices.dropFirst() where tokens[position].joined {
                let first = tokens[position - 1].word
                let second = tokens[position].word
                guard !cut.consumed[position - 1], !cut.consumed[position], wordIsFood[first], wordIsFood[second],
                    let compound = table.compounds[WordPair(first: wordKey[first], second: wordKey[second])]
                else { continue }
                candidates.append((position - 1, compound))
            }
        }
        candidates.sort { lhs, rhs in
            if lhs.compound.outranks(rhs.compound) { return true }
            if rhs.compound.outranks(lhs.compound) { return false }
            return lhs.position < rhs.position
        }
        for (position, compound) in candidates where !cut.consumed[position] && !cut.consumed[position + 1] {
            cut.consumed[position] = true
            cut.consumed[position + 1] = true
            cut.matches.append(
                Match(
                    position: position, key: compound.key, surface: surface(tokens, position..<(position + 2)),
                    shown: true))
        }
        for (position, token) in tokens.enumerated() where !cut.consumed[position] && wordIsFood[token.word] {
            cut.matches.append(
                Match(position: position, key: keys[wordKey[token.word]], surface: words[token.word], shown: true))
        }
        return cut.matches.sorted { $0.position < $1.position }
    }

    /// The words of `range`, as written (lowercased), joined by one space.
    private func surface(_ tokens: [Token], _ range: Range<Int>) -> String {
        range.map { words[tokens[$0].word] }.joined(separator: " ")
    }

    /// Calls `body` on phrases of words written side by side, left to right, the longest (up
    /// to `longest` words) at each word first; when `body` takes a phrase, the next starts
    /// after it.
    private func forEachPhrase(in tokens: [Token], longest: Int, _ body: (Range<Int>) -> Bool) {
        var position = 0
        while position < tokens.count {
            var runEnd = position + 1
            while runEnd < tokens.count, tokens[runEnd].joined { runEnd += 1 }
            var taken = 0
            for length in stride(from: min(longest, runEnd - position), through: 1, by: -1)
            where body(position..<(position + length)) {
                taken = length
                break
            }
            position += max(taken, 1)
        }
    }
}
