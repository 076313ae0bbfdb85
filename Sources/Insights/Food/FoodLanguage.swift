/// The food words of one diary language: the tables `FoodWords`' rules read a description
/// with. One value per language (`FoodLanguage.english`, `.german`, …, each in its own file
/// under `Languages/`), chosen by `DiaryLanguage.foodWords`; the rules are shared.
///
/// Tables may be written with their accents (`frühstück`, `à`): every word is folded
/// (`FoodWords.folded`) when the value is made, as a description's words are.
public struct FoodLanguage: Sendable {
    /// How a language's plurals become the singular a food is counted by.
    public enum PluralRule: Sendable, Equatable {
        /// English: `eggs` → `egg`, `berries` → `berry`, `peaches` → `peach`; a word ending
        /// in `is` (`idlis`, `tennis`) only where the diary has the shorter word.
        case english
        /// A word is left as typed unless the diary also has it without one of these
        /// endings (German: `Beeren` joins `Beere`, `Tomaten` joins `Tomate`, but `Kuchen`
        /// stays `kuchen`).
        case whereSeen(endings: [String])
        /// French: a final `-s` is dropped, and `-x` after `eau`, `eu`, `ou`, `au`
        /// (`gâteaux` → `gâteau`); a word ending in `is`, `as` or `os` (`radis`, `ananas`)
        /// loses its `s` only where the diary has the shorter word; `ss` and `us` (`jus`) stay.
        case french
        /// Spanish: a final `-s` is dropped (`huevos` → `huevo`, `tomates` → `tomate`);
        /// `-es` after `l`, `n`, `r`, `d`, `j` or `y` that follows a vowel goes whole
        /// (`limones` → `limón`, `panes` → `pan`, `postres` → `postre`).
        case spanish
        /// Every word is counted as typed (Polish: its plurals and cases are not safe to
        /// guess).
        case asTyped
    }

    /// The language's code (`en`, `de`, …).
    public let code: String
    /// Words that join two foods ("Brot mit Butter", "café au lait" as written, not as a
    /// dish): never a food, and no two-word food is learned across one. Every language has
    /// `and` and `plus`, the words `&` and `+` are read as.
    public let connectors: Set<String>
    /// Words that are never a food and are not describing words, by kind (function words and
    /// fillers, meals, numbers, …).
    public let stopwordKinds: [(kind: String, words: [String])]
    /// Every word that is never a food and is not a describing word: the connectors and
    /// `stopwordKinds`.
    public let stopwords: Set<String>
    /// Words that describe a food rather than name one, by kind, as written in the tables.
    public let describingKinds: [(kind: String, words: [String])]
    /// Every describing word, with the endings of `describingEndings` added to each.
    public let describingWords: Set<String>
    /// Endings added to every describing word of the tables (German: `frisch` is also
    /// `frische`, `frischen`, `frischer`, `frisches`, `frischem`).
    public let describingEndings: [String]
    /// Foods shorter than `FoodWords.minimumLetters` letters that are still foods (German `ei`).
    public let shortFoods: Set<String>
    /// Words written for a connector, and the connector they are (English `n` is `and`).
    public let connectorSpellings: [String: String]
    /// How plurals become singulars.
    public let plural: PluralRule
    /// Words the plural rule must leave as they are (`hummus`, `ananas`).
    public let invariantWords: Set<String>
    /// Plurals no rule gets right, and their singulars (`loaves` → `loaf`, `eier` → `ei`).
    public let irregularPlurals: [String: String]
    /// Singulars ending in `ie`, whose plural `-ies` must not become `-y` (English).
    public let ieSingulars: Set<String>
    /// Dishes named by two to four words that are always one food, by kind.
    public let knownDishGroups: [(cuisine: String, dishes: [String])]
    /// Other spellings of known dishes, and the dish each is.
    public let knownDishSpellings: [String: String]

    /// Every dish of `knownDishGroups`, in order.
    public let knownDishes: [String]

    /// A language's tables; every word is folded, and `and` and `plus` join the connectors.
    public init(
        code: String, connectors: [String], stopwordKinds: [(kind: String, words: [String])],
        describingKinds: [(kind: String, words: [String])], describingEndings: [String] = [],
        shortFoods: [String] = [], connectorSpellings: [String: String] = [:], plural: PluralRule,
        invariantWords: [String] = [], irregularPlurals: [String: String] = [:], ieSingulars: [String] = [],
        knownDishGroups: [(cuisine: String, dishes: [String])], knownDishSpellings: [String: String] = [:]
    ) {
        func fold(_ words: [String]) -> Set<String> { Set(words.map(FoodWords.folded)) }
        self.code = code
        self.connectors = fold(connectors).union(["and", "plus"])
        self.stopwordKinds = stopwordKinds
        self.stopwords = self.connectors.union(fold(stopwordKinds.flatMap(\.words)))
        self.describingKinds = describingKinds
        self.describingEndings = describingEndings
        let describing = fold(describingKinds.flatMap(\.words))
        self.describingWords = describing.union(describing.flatMap { word in describingEndings.map { word + $0 } })
        self.shortFoods = fold(shortFoods)
        self.connectorSpellings = Dictionary(
            connectorSpellings.map { (FoodWords.folded($0.key), FoodWords.folded($0.value)) },
            uniquingKeysWith: { first, _ in first })
        self.plural = plural
        self.invariantWords = fold(invariantWords)
        self.irregularPlurals = Dictionary(
            irregularPlurals.map { (FoodWords.folded($0.key), FoodWords.folded($0.value)) },
            uniquingKeysWith: { first, _ in first })
        self.ieSingulars = fold(ieSingulars)
        self.knownDishGroups = knownDishGroups
        self.knownDishes = knownDishGroups.flatMap(\.dishes)
        self.knownDishSpellings = knownDishSpellings
    }
}
