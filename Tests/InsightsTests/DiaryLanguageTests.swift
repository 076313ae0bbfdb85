import Insights
import Testing

@Suite("Food words in the diary's language")
struct DiaryLanguageTests {
    /// Precision and recall of the foods found per entry against the hand-written ones, as
    /// (entry, food) pairs.
    static func score(_ diary: [DiaryLanguageDiaries.Entry], _ language: DiaryLanguage)
        -> (precision: Double, recall: Double, found: [[String]])
    {
        let vocabulary = FoodVocabulary(descriptions: diary.map(\.description), language: language)
        let found = diary.indices.map { vocabulary.foods(ofEntryAt: $0).map(\.name) }
        var hits = 0
        var foundCount = 0
        var expectedCount = 0
        for (entry, foods) in zip(diary, found) {
            hits += Set(foods).intersection(entry.foods).count
            foundCount += foods.count
            expectedCount += entry.foods.count
        }
        return (Double(hits) / Double(max(foundCount, 1)), Double(hits) / Double(max(expectedCount, 1)), found)
    }

    @Test("A German diary's foods, with precision and recall 1.00")
    func germanDiary() {
        let result = Self.score(DiaryLanguageDiaries.german, .de)
        #expect(result.found == DiaryLanguageDiaries.german.map(\.foods))
        #expect(result.precision == 1)
        #expect(result.recall == 1)
    }

    @Test("A French diary's foods, with precision and recall 1.00")
    func frenchDiary() {
        let result = Self.score(DiaryLanguageDiaries.french, .fr)
        #expect(result.found == DiaryLanguageDiaries.french.map(\.foods))
        #expect(result.precision == 1)
        #expect(result.recall == 1)
    }

    @Test("Read as English, the German diary's connectors are its top foods")
    func germanAsEnglish() {
        let vocabulary = FoodVocabulary(descriptions: DiaryLanguageDiaries.german.map(\.description), language: .en)
        let counts = vocabulary.foods.indices.map { id in
            (vocabulary.foods[id].name, vocabulary.spellings(ofFoodAt: id).reduce(0) { $0 + $1.entries })
        }
        let top = counts.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.prefix(2).map(\.0)
        #expect(top == ["mit", "und"])
    }

    @Test("A language is named by the language subtag of a BCP 47 tag")
    func codes() {
        #expect(
            ["en", "de", "DE-ch", "fr_FR", "es-419", "pl", "hi-IN", "ar-EG", "ja", "xx", "", "german"].map(
                DiaryLanguage.init(code:)) == [.en, .de, .de, .fr, .es, .pl, .hi, .ar, .ja, nil, nil, nil])
        #expect(DiaryLanguage.knownCodes == "en, de, fr, es, pl, hi, ar, ja")
        #expect(DiaryLanguage.defaultDiaryLanguage() == .en)
        #expect([DiaryLanguage.hi, .ar, .ja].map(\.foodWords.code) == ["en", "en", "en"])
    }

    @Test(
        "Each language's plurals",
        arguments: [
            (
                DiaryLanguage.de, ["beeren", "kuchen", "eier", "nusse", "pommes"],
                ["beeren", "kuchen", "ei", "nuss", "pommes"]
            ),
            (
                .fr, ["frites", "gateaux", "choux", "noix", "radis", "jus", "oeufs", "kiwis"],
                ["frite", "gateau", "chou", "noix", "radis", "jus", "oeuf", "kiwis"]
            ),
            (
                .es, ["huevos", "tomates", "limones", "panes", "postres", "nueces", "cafes", "kiwis"],
                ["huevo", "tomate", "limon", "pan", "postre", "nuez", "cafe", "kiwis"]
            ),
            (.pl, ["pierogi", "jajka", "naleśniki"], ["pierogi", "jajka", "naleśniki"]),
            (.en, ["eggs", "berries", "idlis"], ["egg", "berry", "idlis"]),
        ])
    func plurals(language: DiaryLanguage, words: [String], singulars: [String]) {
        #expect(words.map { FoodWords.singular($0, language: language.foodWords) } == singulars)
    }

    @Test("Where the diary has the singular, a German plural joins it")
    func germanPluralWhereSeen() {
        let vocabulary = FoodVocabulary(descriptions: ["Beeren", "eine Beere", "Kuchen", "Nudeln"], language: .de)
        #expect(vocabulary.foods.map(\.key) == ["beere", "kuchen", "nudeln"])
    }

    @Test("Connectors, meals and describing words of each language are never foods")
    func connectors() {
        let cases: [(DiaryLanguage, [String], [String])] = [
            (
                .de, ["Frühstück: Brot mit Butter u. Marmelade", "heißer Kakao & Kekse"],
                ["brot", "butter", "kakao", "kekse", "marmelade"]
            ),
            (
                .fr, ["petit-déjeuner : pain avec du beurre", "thé chaud et madeleines"],
                ["beurre", "madeleine", "pain", "the"]
            ),
            (
                .es, ["desayuno: pan con tomate", "un té y dos tostadas con mantequilla"],
                ["mantequilla", "pan con tomate", "te", "tostada"]
            ),
            (
                .pl, ["śniadanie: chleb z masłem i dżem", "obiad: pierogi ruskie oraz kompot"],
                ["chleb", "dzem", "kompot", "maslem", "pierogi ruskie"]
            ),
        ]
        for (language, descriptions, keys) in cases {
            #expect(FoodVocabulary(descriptions: descriptions, language: language).foods.map(\.key) == keys)
        }
    }

    @Test("The tables of every language: stopwords and describing words apart, dishes of two to four words")
    func tables() {
        for language in DiaryLanguage.allCases.map(\.foodWords) {
            #expect(language.stopwords.intersection(language.describingWords) == [], "\(language.code)")
            #expect(language.connectors.isSubset(of: language.stopwords))
            #expect(language.knownDishes.count == Set(language.knownDishes).count, "\(language.code)")
            #expect(language.knownDishes.filter { !(2...4).contains(FoodWords.tokens(in: $0).count) } == [])
            let dishes = Set(language.knownDishes)
            #expect(language.knownDishSpellings.values.filter { !dishes.contains($0) } == [], "\(language.code)")
        }
        #expect(FoodLanguage.english.stopwords == FoodWords.stopwords)
        #expect(FoodLanguage.english.describingWords == FoodWords.describingWords)
        #expect(FoodLanguage.english.knownDishes == FoodWords.knownDishes)
    }
}
