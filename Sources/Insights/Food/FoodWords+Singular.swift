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

    /// The possible singular forms of a lowercase, accent-folded word, the likeliest first;
    /// just the word itself when it does not look like an English plural.
    ///
    /// `eggs` → `egg`; `berries` → `berry`, `berrie`; `cookies` → `cookie`; `peaches` →
    /// `peach`, `peache`; `quiches` → `quich`, `quiche`; `potatoes` → `potato`, `potatoe`;
    /// `idlis` → `idlis`, `idli` (the second only where the diary has `idli`); `hummus`,
    /// `glass`, `tea` → themselves. Only words made of ASCII letters are touched.
    public static func singularCandidates(of word: String) -> [String] {
        if let irregular = irregularPlurals[word] { return [irregular] }
        guard word.count > 3, word.hasSuffix("s"), !invariantWords.contains(word),
            !word.hasSuffix("ss"), !word.hasSuffix("us"),
            word.utf8.allSatisfy({ (0x61...0x7A).contains($0) })
        else { return [word] }
        // "tennis" is no plural, but "idlis" and "rotis" are: the diary decides.
        if word.hasSuffix("is") { return [word, String(word.dropLast())] }
        let withoutS = String(word.dropLast())
        let withoutES = String(word.dropLast(2))
        if word.hasSuffix("ies"), word.count > 4 {
            let ie = withoutS
            let y = String(word.dropLast(3)) + "y"
            return ieSingulars.contains(ie) ? [ie] : [y, ie]
        }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes")
            || word.hasSuffix("xes") || word.hasSuffix("zes") || word.hasSuffix("sses")
        {
            return [withoutES, withoutS]
        }
        return [withoutS]
    }

    /// The singular form by the rules alone: the first candidate.
    public static func singular(_ word: String) -> String {
        singularCandidates(of: word).first ?? word
    }

    /// The singular form chosen with the diary's words in view: the first candidate that is
    /// itself a word of the diary (so `quiches` joins `quiche` when the diary has `quiche`),
    /// otherwise the first candidate.
    static func singular(_ word: String, knownWords: Set<String>) -> String {
        let candidates = singularCandidates(of: word)
        return candidates.first(where: { $0 != word && knownWords.contains($0) })
            ?? candidates.first ?? word
    }

    /// A word's key: folded (`FoodWords.folded`), a connector's usual spelling (`n` is
    /// `and`), and singular with the diary's words in view (`singular(_:knownWords:)`).
    static func key(ofWord word: String, knownWords: Set<String>) -> String {
        let folded = folded(word)
        if let connector = connectorSpellings[folded] { return connector }
        return singular(folded, knownWords: knownWords)
    }
}
