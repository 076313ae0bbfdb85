extension VocabularyBuilder {
    /// The phrase table before the diary's own two-word foods are learned: the aliases, and
    /// the known dishes (and their other spellings) whose words all occur in the diary.
    func phraseTable(aliases: [String: String]) -> (table: PhraseTable, displays: [String: String]) {
        var table = PhraseTable()
        var displays: [String: String] = [:]
        addAliases(aliases, to: &table, displays: &displays)
        table.startsDish = [Bool](repeating: false, count: keys.count)
        var dishIDs: [String: Int] = [:]
        let spellings =
            language.knownDishes.map { ($0, $0) }
            + language.knownDishSpellings.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) }
        for (phrase, dish) in spellings {
            guard let ids = knownKeyIDs(of: phrase), ids.count > 1, table.dishes[ids] == nil else { continue }
            let key = phraseKey(dish)
            let id: Int
            if let known = dishIDs[key] {
                id = known
            } else {
                id = table.dishKeys.count
                dishIDs[key] = id
                table.dishKeys.append(key)
            }
            table.dishes[ids] = id
            table.startsDish[ids[0]] = true
            table.longestDish = max(table.longestDish, ids.count)
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

    /// Pairs of food words written side by side where no alias or known dish took them, in
    /// at least `compoundMinimumEntries` entries, holding at least `compoundMinimumShare` of
    /// the entries of each word (wherever the word is written, in a dish or not). Counted
    /// per entry, over every entry.
    func learnedCompounds(_ cuts: [Cut]) -> [WordPair: PhraseTable.Compound] {
        var wordEntries = [Int](repeating: 0, count: keys.count)
        var pairEntries: [WordPair: Int] = [:]
        var seenWords: [Int] = []
        var seenPairs: [WordPair] = []
        // Each distinct text counts once for every entry that has it.
        for (unit, cut) in zip(units, cuts) {
            let tokens = unit.tokens
            seenWords.removeAll(keepingCapacity: true)
            seenPairs.removeAll(keepingCapacity: true)
            for (position, token) in tokens.enumerated() where wordIsFood[token.word] {
                let key = wordKey[token.word]
                if !seenWords.contains(key) {
                    seenWords.append(key)
                    wordEntries[key] += unit.entries
                }
                guard position > 0, token.joined, !cut.consumed[position], !cut.consumed[position - 1] else { continue }
                let previous = tokens[position - 1].word
                guard wordIsFood[previous], wordKey[previous] != key else { continue }
                let pair = WordPair(first: wordKey[previous], second: key)
                if !seenPairs.contains(pair) {
                    seenPairs.append(pair)
                    pairEntries[pair, default: 0] += unit.entries
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
                key: keys[pair.first] + " " + keys[pair.second], entries: count,
                share: (numerator: count, denominator: max(first, second)))
        }
        return learned
    }
}
