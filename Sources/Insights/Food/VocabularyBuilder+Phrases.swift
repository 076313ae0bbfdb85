extension VocabularyBuilder {
    /// The phrase table: aliases, built-in two-word foods, and the two-word foods the diary
    /// itself shows (see `FoodWords.compoundMinimumEntries` and `compoundMinimumShare`).
    func phraseTable(aliases: [String: String]) -> (table: PhraseTable, displays: [String: String]) {
        var table = PhraseTable()
        var displays: [String: String] = [:]
        addAliases(aliases, to: &table, displays: &displays)
        for phrase in FoodWords.builtInCompounds {
            guard let ids = knownKeyIDs(of: phrase), ids.count == 2 else { continue }
            let pair = WordPair(first: ids[0], second: ids[1])
            table.compounds[pair] = PhraseTable.Compound(
                key: keys[ids[0]] + " " + keys[ids[1]], builtIn: true, entries: 0,
                share: (numerator: 1, denominator: 1))
        }
        for (pair, compound) in learnedCompounds() where table.compounds[pair] == nil {
            table.compounds[pair] = compound
        }
        return (table, displays)
    }

    /// Alias sources (and multi-word targets, so that they stay one food too) become
    /// phrases. When two sources normalise to the same phrase, the one first in sorted
    /// order wins.
    private func addAliases(
        _ aliases: [String: String], to table: inout PhraseTable, displays: inout [String: String]
    ) {
        for (source, target) in aliases.sorted(by: { $0.key < $1.key }) {
            let targetKey = phraseKey(target)
            guard !targetKey.isEmpty else { continue }
            let display = FoodWords.tokens(in: target).map(\.text).joined(separator: " ")
            if displays[targetKey].map({ display < $0 }) ?? true {
                displays[targetKey] = display
            }
            if let ids = knownKeyIDs(of: source), table.aliases[ids] == nil {
                table.aliases[ids] = PhraseTable.AliasHit(
                    target: targetKey, isTarget: phraseKey(source) == targetKey)
                table.longestAlias = max(table.longestAlias, ids.count)
            }
        }
        for (targetKey, display) in displays.sorted(by: { $0.key < $1.key }) {
            guard let ids = knownKeyIDs(of: display), ids.count > 1, table.aliases[ids] == nil
            else { continue }
            table.aliases[ids] = PhraseTable.AliasHit(target: targetKey, isTarget: true)
            table.longestAlias = max(table.longestAlias, ids.count)
        }
    }

    /// Pairs of food words written side by side in at least `compoundMinimumEntries`
    /// entries, holding at least `compoundMinimumShare` of the entries of each word.
    /// Counted per entry, over every entry, before aliases apply.
    private func learnedCompounds() -> [WordPair: PhraseTable.Compound] {
        var wordEntries = [Int](repeating: 0, count: keys.count)
        var pairEntries: [WordPair: Int] = [:]
        var seenWords: [Int] = []
        var seenPairs: [WordPair] = []
        // Each distinct description counts once for every entry that has it.
        for description in distinctDescriptions {
            let tokens = description.tokens
            seenWords.removeAll(keepingCapacity: true)
            seenPairs.removeAll(keepingCapacity: true)
            for (position, token) in tokens.enumerated() where wordIsFood[token.word] {
                let key = wordKey[token.word]
                if !seenWords.contains(key) {
                    seenWords.append(key)
                    wordEntries[key] += description.entries
                }
                guard position > 0, token.joined else { continue }
                let previous = tokens[position - 1].word
                guard wordIsFood[previous], wordKey[previous] != key else { continue }
                let pair = WordPair(first: wordKey[previous], second: key)
                if !seenPairs.contains(pair) {
                    seenPairs.append(pair)
                    pairEntries[pair, default: 0] += description.entries
                }
            }
        }
        let (numerator, denominator) = FoodWords.compoundMinimumShare
        var learned: [WordPair: PhraseTable.Compound] = [:]
        for (pair, count) in pairEntries where count >= FoodWords.compoundMinimumEntries {
            let first = wordEntries[pair.first]
            let second = wordEntries[pair.second]
            guard count * denominator >= numerator * first, count * denominator >= numerator * second
            else { continue }
            learned[pair] = PhraseTable.Compound(
                key: keys[pair.first] + " " + keys[pair.second], builtIn: false, entries: count,
                share: (numerator: count, denominator: max(first, second)))
        }
        return learned
    }
}
