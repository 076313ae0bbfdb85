/// Every food of a diary with the entries that mention it and the spellings it came from:
/// what `foodstory stats --foods` prints, so that a person can spot a wrong food and fix it
/// with an alias or a not-food in the config file. As JSON (`Codable`, stable keys) or as
/// text (`plainText()`).
public struct FoodList: Hashable, Sendable, Codable {
    /// One food.
    public struct Item: Hashable, Sendable, Codable {
        /// How the food is shown.
        public var food: String
        /// Its identity (see `Food.key`).
        public var key: String
        /// Entries that mention it, over the whole diary.
        public var count: Int
        /// Every way the diary writes it, the most written first.
        public var spellings: [FoodSpelling]

        /// Creates an item.
        public init(food: String, key: String, count: Int, spellings: [FoodSpelling]) {
            self.food = food
            self.key = key
            self.count = count
            self.spellings = spellings
        }
    }

    /// Entries of the diary.
    public var entries: Int
    /// Every food, in most entries first, then by name.
    public var foods: [Item]
    /// The two-word foods learned from this diary (keys, sorted; known dishes not included).
    public var learned: [String]

    /// Creates a list.
    public init(entries: Int, foods: [Item], learned: [String]) {
        self.entries = entries
        self.foods = foods
        self.learned = learned
    }

    /// The foods of `vocabulary`, over every entry it was built from.
    public init(vocabulary: FoodVocabulary) {
        var counts = [Int](repeating: 0, count: vocabulary.foods.count)
        for ids in vocabulary.entryFoodIDs {
            for id in ids { counts[id] += 1 }
        }
        let order = vocabulary.foods.indices.sorted { lhs, rhs in
            counts[lhs] != counts[rhs] ? counts[lhs] > counts[rhs] : vocabulary.foods[lhs] < vocabulary.foods[rhs]
        }
        self.init(
            entries: vocabulary.entryCount,
            foods: order.map { id in
                let food = vocabulary.foods[id]
                return Item(
                    food: food.name, key: food.key, count: counts[id], spellings: vocabulary.spellings(ofFoodAt: id))
            },
            learned: vocabulary.learnedCompounds)
    }

    /// The list as aligned plain text, for a terminal: a food a line with its entries and
    /// spellings (`eggs (12), egg (3)`), then the learned two-word foods.
    public func plainText() -> String {
        var text = "FoodStory foods: \(counted(foods.count, "food", "foods")) in "
        text += "\(counted(entries, "entry", "entries")); spellings as written, with their entries\n\n"
        var table = TextTable()
        table.textColumns = [2]
        table.rows = foods.map { item in
            [
                item.food, String(item.count),
                item.spellings.map { "\($0.text) (\($0.entries))" }.joined(separator: ", "),
            ]
        }
        text += table.rendered()
        text += "\nLearned from this diary (two words written together, in no dish list)\n"
        text += learned.isEmpty ? "  (none)\n" : learned.map { "  \($0)\n" }.joined()
        return text
    }

    private func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}
