extension VocabularyBuilder {
    /// Finds every entry's foods and names each food by its most common spelling.
    func build(aliases: [String: String]) -> FoodVocabulary {
        let (table, aliasDisplays) = phraseTable(aliases: aliases)
        var foundIDs: [String: Int] = [:]
        var foundKeys: [String] = []
        var spellings: [[String: Int]] = []
        // Each distinct description is matched once, in order of first appearance (which is
        // the order of the entries that first have it, so foods are found in the same order);
        // its spellings count once for every entry that has it.
        var descriptionFound: [[Int]] = []
        descriptionFound.reserveCapacity(distinctDescriptions.count)
        for description in distinctDescriptions {
            var ids: [Int] = []
            for match in matches(in: description.tokens, table: table) {
                let id: Int
                if let known = foundIDs[match.key] {
                    id = known
                } else {
                    id = foundKeys.count
                    foundIDs[match.key] = id
                    foundKeys.append(match.key)
                    spellings.append([:])
                }
                if let surface = match.surface { spellings[id][surface, default: 0] += description.entries }
                if !ids.contains(id) { ids.append(id) }
            }
            descriptionFound.append(ids)
        }
        let order = foundKeys.indices.sorted { foundKeys[$0] < foundKeys[$1] }
        var finalID = [Int](repeating: 0, count: order.count)
        for (final, found) in order.enumerated() { finalID[found] = final }
        let foods = order.map { found in
            let key = foundKeys[found]
            let name = Self.mostCommon(spellings[found]) ?? aliasDisplays[key] ?? key
            return Food(key: key, name: name)
        }
        let learned = table.compounds.values.filter { !$0.builtIn }.map(\.key).sorted()
        let finalFound = descriptionFound.map { $0.map { finalID[$0] } }
        return FoodVocabulary(
            foods: foods,
            entryFoodIDs: entryDescription.map { finalFound[$0] },
            learnedCompounds: learned,
            lookup: FoodVocabulary.Lookup(knownWords: knownWords, keyIDs: keyIDs, aliases: table.aliases))
    }

    /// The spelling used most; ties go to the first in alphabetical order.
    static func mostCommon(_ counts: [String: Int]) -> String? {
        counts.min { lhs, rhs in
            lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key
        }?.key
    }
}
