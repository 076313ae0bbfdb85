/// The rules that turn a description into food words, as pure functions and tables.
///
/// `FoodVocabulary` applies them to a whole diary; `docs/food-words.md` explains them with
/// examples. Every table here holds lowercase, accent-folded words.
public enum FoodWords {
    /// The app's stopwords (the app's `InsightsService`).
    public static let appStopwords: Set<String> = [
        "a", "the", "and", "with", "of", "in", "for", "had", "ate", "some", "my", "an",
    ]

    /// Words FoodStory ignores as well: function words, quantities, containers and meal
    /// names, none of which is a food ("a cup of tea" is tea, "lunch: dal" is dal).
    public static let extraStopwords: Set<String> = [
        // function words
        "about", "after", "again", "all", "also", "any", "are", "before", "both", "but", "each",
        "from", "has", "have", "her", "his", "into", "its", "just", "more", "much", "not",
        "other", "our", "out", "plus", "than", "that", "their", "them", "then", "they",
        "this", "too", "very", "was", "were", "while", "without", "you", "your",
        "eat", "eaten", "eating", "drank",
        // numbers and amounts
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "dozen", "half", "couple", "few", "lot", "bit", "little",
        // containers and measures (singular: plurals are folded first)
        "cup", "mug", "glass", "bowl", "plate", "slice", "piece", "serving", "portion",
        "handful", "spoon", "spoonful", "tablespoon", "teaspoon", "tbsp", "tsp", "scoop",
        "pinch", "can", "bottle", "pint", "packet", "gram",
        // meals
        "breakfast", "brunch", "lunch", "dinner", "supper", "meal", "snack",
    ]

    /// Every word that is never a food: the app's stopwords and FoodStory's.
    public static let stopwords: Set<String> = appStopwords.union(extraStopwords)

    /// The app's minimum: a food word has at least this many letters.
    public static let minimumLetters = 3

    /// Whether a word (lowercase, accent-folded; `singular` is its singular form) can be a
    /// food: at least three letters, and neither it nor its singular is a stopword.
    public static func isFoodWord(_ word: String, singular: String) -> Bool {
        word.reduce(0) { $0 + ($1.isLetter ? 1 : 0) } >= minimumLetters
            && !stopwords.contains(word) && !stopwords.contains(singular)
    }
}
