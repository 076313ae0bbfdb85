extension VocabularyBuilder {
    /// Finds every entry's foods and names each food by its most common spelling.
    func build(aliases: [String: String]) -> FoodVocabulary {
        let phrases = phraseTable(aliases: aliases)
        var table = phrases.table
        // Aliases first; then the known dishes, ranked by how many entries of the whole diary
        // write each; then the two-word foods the diary shows among the words left.
        var cuts = units.map { startCut(of: $0.tokens, table: table) }
        var dishEntries = [Int](repeating: 0, count: table.dishKeys.count)
        var seenDishes: [Int] = []
        for (unit, cut) in zip(units, cuts) where !cut.dishes.isEmpty {
            seenDishes.removeAll(keepingCapacity: true)
            for candidate in cut.dishes where !seenDishes.contains(candidate.dish) {
                seenDishes.append(candidate.dish)
                dishEntries[candidate.dish] += unit.entries
            }
        }
        for index in cuts.indices {
            takeDishes(&cuts[index], tokens: units[index].tokens, table: table, dishEntries: dishEntries)
        }
        table.compounds = learnedCompounds(cuts)
        var foundIDs: [String: Int] = [:]
        var foundKeys: [String] = []
        var shownSpellings: [[String: Int]] = []
        var allSpellings: [[String: Int]] = []
        // Each distinct text is matched once, in order of first appearance (which is the
        // order of the entries that first have it, so foods are found in the same order); its
        // spellings count once for every entry that has it.
        var unitFound: [[Int]] = []
        unitFound.reserveCapacity(units.count)
        for (unit, cut) in zip(units, cuts) {
            var ids: [Int] = []
            var written: [(id: Int, surface: String)] = []
            for match in finishCut(cut, tokens: unit.tokens, table: table) {
                let id: Int
                if let known = foundIDs[match.key] {
                    id = known
                } else {
                    id = foundKeys.count
                    foundIDs[match.key] = id
                    foundKeys.append(match.key)
                    shownSpellings.append([:])
                    allSpellings.append([:])
                }
                if match.shown { shownSpellings[id][match.surface, default: 0] += unit.entries }
                if !ids.contains(id) { ids.append(id) }
                if !written.contains(where: { $0.id == id && $0.surface == match.surface }) {
                    written.append((id, match.surface))
                    allSpellings[id][match.surface, default: 0] += unit.entries
                }
            }
            unitFound.append(ids)
        }
        let order = foundKeys.indices.sorted { foundKeys[$0] < foundKeys[$1] }
        var finalID = [Int](repeating: 0, count: order.count)
        for (final, found) in order.enumerated() { finalID[found] = final }
        let foods = order.map { found in
            let key = foundKeys[found]
            let name = Self.mostCommon(shownSpellings[found]) ?? phrases.displays[key] ?? key
            return Food(key: key, name: name)
        }
        let spellings = order.map { found in
            allSpellings[found].map { FoodSpelling(text: $0.key, entries: $0.value) }.sorted()
        }
        let learned = table.compounds.values.map(\.key).sorted()
        let finalFound = unitFound.map { $0.map { finalID[$0] } }
        return FoodVocabulary(
            foods: foods,
            entryFoodIDs: entryUnit.map { finalFound[$0] },
            learnedCompounds: learned,
            spellings: spellings,
            lookup: FoodVocabulary.Lookup(
                knownWords: knownWords, keyIDs: keyIDs, aliases: table.aliases, language: language))
    }

    /// The spelling used most; ties go to the first in alphabetical order.
    static func mostCommon(_ counts: [String: Int]) -> String? {
        counts.min { lhs, rhs in
            lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key
        }?.key
    }
}
