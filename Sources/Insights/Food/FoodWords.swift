/// The rules that turn a description into food words, as pure functions and tables.
///
/// `FoodVocabulary` applies them to a whole diary; `docs/food-words.md` explains them with
/// examples. Every table here holds lowercase, accent-folded words.
public enum FoodWords {
    /// The app's stopwords (the app's `InsightsService`).
    public static let appStopwords: Set<String> = [
        "a", "the", "and", "with", "of", "in", "for", "had", "ate", "some", "my", "an",
    ]

    /// Words that join two foods in a description ("dosa with chutney", "samosa & chai"):
    /// never a food, and no two-word food is learned across one. `&` is read as `and`, `+`
    /// as `plus`, and `n` (as in "mac n cheese") as `and`.
    public static let connectors: Set<String> = [
        "and", "with", "or", "plus", "of", "on", "in", "n", "w", "alongside", "along", "over", "served", "then",
        "also", "followed", "by", "without", "inside", "into", "atop", "topped", "from", "to", "at",
    ]

    /// Words FoodStory ignores as well, by kind: function words, fillers of speech, places
    /// and company, numbers and meal names, none of which is a food ("lunch: dal" is dal, "um
    /// I had poha at the office" is poha).
    public static let extraStopwordKinds: [(kind: String, words: [String])] = [
        (
            "function words and fillers of speech",
            [
                "about", "after", "again", "all", "any", "are", "before", "both", "but", "each", "has", "have",
                "her", "his", "its", "just", "not", "other", "our", "out", "than", "that", "their", "them", "they",
                "this", "too", "very", "was", "were", "while", "you", "your", "eat", "eaten", "eating", "drank",
                "drink", "drinking", "having", "got", "get", "made", "make", "ordered", "tried", "shared",
                "finished", "like", "really", "actually", "maybe", "probably", "think", "well", "yeah", "okay",
                "today", "tonight", "yesterday", "morning", "afternoon", "evening", "night", "late", "early",
                "quick", "sample", "umm", "uhh", "hmm", "went", "day",
            ]
        ),
        (
            "places and company",
            [
                "office", "stall", "canteen", "restaurant", "gym", "workout", "work", "party", "friend", "family",
                "mom", "dad", "hotel", "dhaba", "cafeteria", "shop", "place", "outside", "school", "college",
                "train", "flight", "airport", "station",
            ]
        ),
        (
            "numbers",
            [
                "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "dozen",
            ]
        ),
        (
            "meals",
            [
                "breakfast", "brunch", "lunch", "dinner", "supper", "meal", "snack",
            ]
        ),
    ]

    /// Every word of `extraStopwordKinds`.
    public static let extraStopwords: Set<String> = Set(extraStopwordKinds.flatMap(\.words))

    /// Every word that is never a food and is not a describing word: the app's stopwords,
    /// the connectors and FoodStory's own.
    public static let stopwords: Set<String> = appStopwords.union(connectors).union(extraStopwords)

    /// The app's minimum: a food word has at least this many letters.
    public static let minimumLetters = 3

    /// Whether a word (lowercase, accent-folded; `singular` is its singular form) can be a
    /// food on its own in `language`: at least three letters (or one of the language's short
    /// foods, German `ei`), and neither it nor its singular is a stopword or a describing word.
    public static func isFoodWord(_ word: String, singular: String, language: FoodLanguage = .english) -> Bool {
        (letterCount(word) >= minimumLetters || language.shortFoods.contains(word)
            || language.shortFoods.contains(singular))
            && !language.stopwords.contains(word) && !language.stopwords.contains(singular)
            && !language.describingWords.contains(word) && !language.describingWords.contains(singular)
    }

    /// The letters of `word` as a reader counts them: each letter and each mark that writes a
    /// sound (a Devanagari vowel sign, an Arabic haraka: Unicode's alphabetic marks), not each
    /// character as the screen groups them (`दाल` is three, `द` `ा` `ल`, though it shows as
    /// two); digits, and accents over Latin letters, are not letters.
    public static func letterCount(_ word: String) -> Int {
        word.unicodeScalars.reduce(0) { $0 + ($1.properties.isAlphabetic ? 1 : 0) }
    }

    /// Words written for a connector: `n` (as in "mac n cheese") is `and`. (`&` and `+` are
    /// read as `and` and `plus` when the text is split into words.)
    static let connectorSpellings: [String: String] = ["n": "and"]
}
