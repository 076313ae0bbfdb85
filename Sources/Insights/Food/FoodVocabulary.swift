import Diary

/// Every food of a diary, and which foods each entry mentions.
///
/// Built once from all the diary's descriptions (the rules in `FoodWords`: describing words,
/// known dishes, two-word foods learned from the whole diary; and the configured aliases and
/// not-foods); entry `i` of the list it was built from has the foods `foods(ofEntryAt: i)`.
/// See `docs/food-words.md`.
public struct FoodVocabulary: Sendable {
    /// What name lookups need after the build.
    struct Lookup: Sendable {
        /// Folded forms of every word of the diary.
        var knownWords: Set<String>
        /// Word key ids by word key.
        var keyIDs: [String: Int]
        /// Alias phrases by their word key ids.
        var aliases: [[Int]: PhraseTable.AliasHit]
        /// The diary language's food words.
        var language: FoodLanguage
    }

    /// Every food, ordered by key; a food's position is its id inside the library.
    public let foods: [Food]
    /// The two-word foods learned from this diary (keys, sorted); known dishes not included.
    public let learnedCompounds: [String]
    /// Per entry: the ids of its distinct foods, in order of first mention.
    let entryFoodIDs: [[Int]]
    /// Per food id: every way the diary writes it, the most written first.
    let spellings: [[FoodSpelling]]
    /// Food ids by key.
    let idByKey: [String: Int]
    let lookup: Lookup

    init(
        foods: [Food], entryFoodIDs: [[Int]], learnedCompounds: [String], spellings: [[FoodSpelling]],
        lookup: Lookup
    ) {
        self.foods = foods
        self.entryFoodIDs = entryFoodIDs
        self.learnedCompounds = learnedCompounds
        self.spellings = spellings
        self.lookup = lookup
        var idByKey: [String: Int] = [:]
        for (id, food) in foods.enumerated() { idByKey[food.key] = id }
        self.idByKey = idByKey
    }

    /// Finds the foods of `descriptions` (one per entry, in entry order). `originals[i]`,
    /// when given, is what entry `i` was typed or said as: where the original of the first
    /// entry with a description shows a connector or a comma between two words the
    /// description writes side by side, they are not one food.
    /// `aliases` maps a name as people write it to the food it means (`"flat white":
    /// "coffee"`); both sides are normalised like descriptions, and an alias is applied once
    /// (not chained). `notFoods` are words that, like the built-in describing words, are
    /// never a food on their own. `language` is the diary's: its food words read the
    /// descriptions.
    public init(
        descriptions: [String], originals: [String?] = [], aliases: [String: String] = [:], notFoods: [String] = [],
        language: DiaryLanguage = .defaultDiaryLanguage()
    ) {
        self = VocabularyBuilder(
            count: descriptions.count, description: { descriptions[$0] },
            original: { $0 < originals.count ? originals[$0] : nil }, notFoods: notFoods,
            language: language.foodWords
        ).build(aliases: aliases)
    }

    /// Finds the foods of `entries`' descriptions, in the order given, reading each with what
    /// was typed or said (not a photo's file name), with the food words of `language`.
    public init(
        entries: [DiaryEntry], aliases: [String: String] = [:], notFoods: [String] = [],
        language: DiaryLanguage = .defaultDiaryLanguage()
    ) {
        // Texts are read in place, an original only where it is needed.
        self = VocabularyBuilder(
            count: entries.count, description: { entries[$0].record.processedDescription },
            original: { entries[$0].record.inputType == .image ? nil : entries[$0].record.rawInput },
            notFoods: notFoods,
            language: language.foodWords
        ).build(aliases: aliases)
    }

    /// How many entries the vocabulary was built from.
    public var entryCount: Int { entryFoodIDs.count }

    /// The positions in `foods` of the distinct foods of entry `index`, in order of first
    /// mention; empty for an index out of range.
    public func foodIDs(ofEntryAt index: Int) -> [Int] {
        entryFoodIDs.indices.contains(index) ? entryFoodIDs[index] : []
    }

    /// The distinct foods of entry `index`, in order of first mention; empty for an index
    /// out of range.
    public func foods(ofEntryAt index: Int) -> [Food] {
        guard entryFoodIDs.indices.contains(index) else { return [] }
        return entryFoodIDs[index].map { foods[$0] }
    }

    /// Every way the diary writes the food at `id` in `foods` (an alias's source included),
    /// with the entries that write it so, the most written first; empty for an id out of range.
    public func spellings(ofFoodAt id: Int) -> [FoodSpelling] {
        spellings.indices.contains(id) ? spellings[id] : []
    }

    /// The position of the food with this key among `foods`, if the diary has it.
    public func id(ofKey key: String) -> Int? {
        idByKey[key]
    }

    /// The food with this key, if the diary has it.
    public func food(key: String) -> Food? {
        idByKey[key].map { foods[$0] }
    }

    /// The food a name means, written any way a description could write it (`Eggs`,
    /// `creme brulee`, an alias such as `flat white`); nil when the diary has no such food.
    public func food(named name: String) -> Food? {
        let keys = wordKeys(of: name)
        let ids = keys.compactMap { lookup.keyIDs[$0] }
        if ids.count == keys.count, let hit = lookup.aliases[ids] {
            return food(key: hit.target)
        }
        return food(key: keys.joined(separator: " "))
    }

    /// The key a name is read as, its words as the diary's descriptions read them (`Whisky
    /// Sours` is `whisky sour`), whether or not the diary has that food.
    public func key(ofName name: String) -> String {
        wordKeys(of: name).joined(separator: " ")
    }

    private func wordKeys(of name: String) -> [String] {
        FoodWords.tokens(in: name).map {
            FoodWords.key(ofWord: $0.text, knownWords: lookup.knownWords, language: lookup.language)
        }
    }
}
