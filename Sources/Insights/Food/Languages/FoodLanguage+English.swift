extension FoodLanguage {
    /// English, the tables of `FoodWords` (also read for Hindi, Arabic and Japanese diaries).
    public static let english = FoodLanguage(
        code: "en", connectors: FoodWords.connectors.sorted(),
        stopwordKinds: [("the app's stopwords", FoodWords.appStopwords.sorted())] + FoodWords.extraStopwordKinds,
        describingKinds: FoodWords.describingKinds, connectorSpellings: FoodWords.connectorSpellings,
        plural: .english, invariantWords: FoodWords.invariantWords.sorted(),
        irregularPlurals: FoodWords.irregularPlurals, ieSingulars: FoodWords.ieSingulars.sorted(),
        knownDishGroups: FoodWords.knownDishGroups, knownDishSpellings: FoodWords.knownDishSpellings)
}
