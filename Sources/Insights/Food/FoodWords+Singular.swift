extension FoodWords {
    /// Words that end in `s` but are not plurals, or whose plural is the same word.
    public static let invariantWords: Set<String> = [
        "hummus", "houmous", "couscous", "asparagus", "molasses", "swiss", "citrus", "octopus",
        "brussels", "schnapps", "haggis", "gras", "jus", "bass", "series", "species",
    ]

    /// Plurals no rule gets right.
    public static let irregularPlurals: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "calves": "calf",
        "knives": "knife", "geese": "goose",
    ]

    /// Singulars ending in `ie`, whose plural `-ies` must not become `-y`.
    public static let ieSingulars: Set<String> = [
        "cookie", "smoothie", "brownie", "veggie", "hoagie", "calorie", "goodie", "zombie",
        "brekkie", "sweetie", "pie",
    ]

    /// The possible singular forms of a lowercase, accent-folded word in `language`, the
    /// likeliest first; just the word itself when it does not look like a plural. The rule is
    /// the language's (`FoodLanguage.PluralRule`); only words made of ASCII letters are touched.
    ///
    /// English: `eggs` → `egg`; `berries` → `berry`, `berrie`; `cookies` → `cookie`; `peaches` →
    /// `peach`, `peache`; `quiches` → `quich`, `quiche`; `potatoes` → `potato`, `potatoe`;
    /// `idlis` → `idlis`, `idli` (the second only where the diary has `idli`); `hummus`,
    /// `glass`, `tea` → themselves.
    public static func singularCandidates(of word: String, language: FoodLanguage = .english) -> [String] {
        if let irregular = language.irregularPlurals[word] { return [irregular] }
        guard word.count > 3, !language.invariantWords.contains(word),
            word.utf8.allSatisfy({ (0x61...0x7A).contains($0) })
        else { return [word] }
        switch language.plural {
        case .english: return englishSingulars(of: word, language: language)
        case .whereSeen(let endings):
            return [word]
                + endings.filter { word.hasSuffix($0) && word.count - $0.count >= 3 }.map {
                    String(word.dropLast($0.count))
                }
        case .french: return frenchSingulars(of: word)
        case .spanish: return spanishSingulars(of: word)
        case .asTyped: return [word]
        }
    }

    private static func englishSingulars(of word: String, language: FoodLanguage) -> [String] {
        guard word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else { return [word] }
        // "tennis" is no plural, but "idlis" and "rotis" are: the diary decides.
        if word.hasSuffix("is") { return [word, String(word.dropLast())] }
        let withoutS = String(word.dropLast())
        let withoutES = String(word.dropLast(2))
        if word.hasSuffix("ies"), word.count > 4 {
            let ie = withoutS
            let y = String(word.dropLast(3)) + "y"
            return language.ieSingulars.contains(ie) ? [ie] : [y, ie]
        }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes")
            || word.hasSuffix("xes") || word.hasSuffix("zes") || word.hasSuffix("sses")
        {
            return [withoutES, withoutS]
        }
        return [withoutS]
    }

    private static func frenchSingulars(of word: String) -> [String] {
        if word.hasSuffix("x") {
            let dropped = String(word.dropLast())
            return ["eau", "eu", "ou", "au"].contains(where: dropped.hasSuffix) ? [dropped] : [word]
        }
        guard word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else { return [word] }
        // "radis", "anchois", "ananas" are no plurals, but "kiwis" is: the diary decides.
        if word.hasSuffix("is") || word.hasSuffix("as") || word.hasSuffix("os") {
            return [word, String(word.dropLast())]
        }
        return [String(word.dropLast())]
    }

    private static func spanishSingulars(of word: String) -> [String] {
        guard word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else { return [word] }
        if word.hasSuffix("is") { return [word, String(word.dropLast())] }
        let letters = Array(word)
        // "limones" → "limon", "panes" → "pan", "postres" → "postre", "tomates" → "tomate".
        if word.hasSuffix("es"), letters.count > 4, "lnrdjy".contains(letters[letters.count - 3]),
            "aeiou".contains(letters[letters.count - 4])
        {
            return [String(word.dropLast(2)), String(word.dropLast())]
        }
        return [String(word.dropLast())]
    }

    /// The singular form by the rules alone: the first candidate.
    public static func singular(_ word: String, language: FoodLanguage = .english) -> String {
        singularCandidates(of: word, language: language).first ?? word
    }

    /// The singular form chosen with the diary's words in view: the first candidate that is
    /// itself a word of the diary (so `quiches` joins `quiche` when the diary has `quiche`),
    /// otherwise the first candidate.
    static func singular(_ word: String, knownWords: Set<String>, language: FoodLanguage = .english) -> String {
        let candidates = singularCandidates(of: word, language: language)
        return candidates.first(where: { $0 != word && knownWords.contains($0) })
            ?? candidates.first ?? word
    }

    /// A word's key: folded (`FoodWords.folded`), a connector's usual spelling (`n` is
    /// `and`), and singular with the diary's words in view (`singular(_:knownWords:)`).
    static func key(ofWord word: String, knownWords: Set<String>, language: FoodLanguage = .english) -> String {
        let folded = folded(word)
        if let connector = language.connectorSpellings[folded] { return connector }
        return singular(folded, knownWords: knownWords, language: language)
    }
}
