import Insights
import Testing

@Suite("Food vocabulary")
struct FoodVocabularyTests {
    /// Each entry's foods by key.
    private func keys(_ vocabulary: FoodVocabulary) -> [[String]] {
        (0..<vocabulary.entryCount).map { vocabulary.foods(ofEntryAt: $0).map(\.key) }
    }

    @Test("\"tea\" does not match \"steak\"")
    func wholeWords() {
        let vocabulary = FoodVocabulary(descriptions: ["steak", "tea", "steak and tea", "teacake"])
        #expect(keys(vocabulary) == [["steak"], ["tea"], ["steak", "tea"], ["teacake"]])
        #expect(vocabulary.foods == [TestDiary.food("steak"), TestDiary.food("tea"), TestDiary.food("teacake")])
    }

    @Test("Devanagari and Arabic words count their vowel signs and harakat as letters: मसाला डोसा and दाल are foods")
    func combiningMarks() {
        #expect(
            ["दाल", "डोसा", "मसाला", "خُبْز", "خبز", "दा", "tea", "100g"].map(FoodWords.letterCount) == [
                3, 4, 5, 5, 3, 2, 3, 1,
            ])
        // Written together in three entries, मसाला डोसा is one food (as "masala dosa" is); और
        // ("and") has two letters, औ and र.
        let vocabulary = FoodVocabulary(descriptions: [
            "मसाला डोसा", "मसाला डोसा", "मसाला डोसा और दाल", "दाल", "خُبْز",
        ])
        #expect(keys(vocabulary) == [["मसाला डोसा"], ["मसाला डोसा"], ["मसाला डोसा", "दाल"], ["दाल"], ["خُبْز"]])
        #expect(vocabulary.foods.map(\.name) == ["خُبْز", "दाल", "मसाला डोसा"])
    }

    @Test("\"eggs\" and \"egg\" are one food, shown as written most")
    func plurals() {
        let vocabulary = FoodVocabulary(descriptions: ["eggs", "Egg", "two eggs", "Eggs on toast"])
        #expect(keys(vocabulary) == [["egg"], ["egg"], ["egg"], ["egg", "toast"]])
        #expect(vocabulary.food(key: "egg") == TestDiary.food("egg", "eggs"))
        #expect(vocabulary.food(named: "EGG") == TestDiary.food("egg", "eggs"))
    }

    @Test("Plurals join a singular only where the rules or the diary say so")
    func pluralRules() {
        let vocabulary = FoodVocabulary(descriptions: [
            "berries", "berry", "hummus", "cookies", "cookie", "quiches", "quiche", "peaches", "a glass of juice",
        ])
        #expect(
            keys(vocabulary) == [
                ["berry"], ["berry"], ["hummus"], ["cookie"], ["cookie"], ["quiche"], ["quiche"], ["peach"], ["juice"],
            ])
        #expect(vocabulary.foods.map(\.name) == ["berries", "cookie", "hummus", "juice", "peaches", "quiche"])
    }

    @Test("\"peanut butter\" is one food; \"ice-cream\" too, but not across a comma")
    func builtInCompounds() {
        let vocabulary = FoodVocabulary(descriptions: ["peanut butter toast", "toast", "ice-cream", "ice, cream"])
        #expect(keys(vocabulary) == [["peanut butter", "toast"], ["toast"], ["ice cream"], ["ice", "cream"]])
        #expect(vocabulary.food(named: "Peanut Butter") == TestDiary.food("peanut butter"))
        #expect(vocabulary.food(key: "ice cream") == TestDiary.food("ice cream", "ice cream"))
        #expect(vocabulary.learnedCompounds == [])
    }

    @Test("A pair in 3 entries holding half of each word's entries becomes one food")
    func learnedCompounds() {
        // methi: 3 entries, all "methi thepla"; thepla: 4 entries, 3 of them "methi thepla".
        let vocabulary = FoodVocabulary(descriptions: [
            "methi thepla", "Methi thepla", "methi thepla, sambar", "thepla",
        ])
        #expect(vocabulary.learnedCompounds == ["methi thepla"])
        #expect(keys(vocabulary) == [["methi thepla"], ["methi thepla"], ["methi thepla", "sambar"], ["thepla"]])
    }

    @Test("A pair stays two foods below either threshold")
    func notCompounds() {
        // "chicken stew" is in 3 entries but chicken is in 7: 3 of 7 is under half.
        let chicken = FoodVocabulary(descriptions: [
            "chicken stew", "chicken stew", "chicken stew", "chicken", "chicken", "chicken", "chicken",
        ])
        #expect(chicken.learnedCompounds == [])
        #expect(keys(chicken).first == ["chicken", "stew"])
        // A pair in only 2 entries.
        let twice = FoodVocabulary(descriptions: ["methi thepla", "methi thepla"])
        #expect(twice.learnedCompounds == [])
        #expect(keys(twice) == [["methi", "thepla"], ["methi", "thepla"]])
    }

    @Test("A pair is learned only from the words no known dish took")
    func knownDishesFirst() {
        // "butter toast" would be learned (3 entries, all of butter, 3 of 4 toasts), but the
        // known dish "peanut butter" takes "butter" in each of them.
        let vocabulary = FoodVocabulary(descriptions: [
            "peanut butter toast", "peanut butter toast", "peanut butter toast", "toast",
        ])
        #expect(vocabulary.learnedCompounds == [])
        #expect(
            keys(vocabulary) == [
                ["peanut butter", "toast"], ["peanut butter", "toast"], ["peanut butter", "toast"], ["toast"],
            ])
    }

    @Test("Overlapping learned pairs: the stronger pair first")
    func overlaps() {
        // "poha chivda": 3 entries, all of poha's, 3 of chivda's 4 (share 3/4); "chivda sev":
        // 4 entries, all of chivda's and sev's (share 1): it takes "chivda".
        let vocabulary = FoodVocabulary(descriptions: [
            "poha chivda sev", "poha chivda sev", "poha chivda sev", "chivda sev",
        ])
        #expect(vocabulary.learnedCompounds == ["chivda sev", "poha chivda"])
        #expect(
            keys(vocabulary) == [
                ["poha", "chivda sev"], ["poha", "chivda sev"], ["poha", "chivda sev"], ["chivda sev"],
            ])
    }

    @Test("An alias merges two names, singular or plural, any case")
    func aliases() {
        let vocabulary = FoodVocabulary(
            descriptions: ["flat white", "coffee", "Latte", "Flat Whites and cake"],
            aliases: ["flat white": "coffee", "latte": "Coffee"])
        #expect(keys(vocabulary) == [["coffee"], ["coffee"], ["coffee"], ["coffee", "cake"]])
        #expect(vocabulary.foods == [TestDiary.food("cake"), TestDiary.food("coffee")])
        #expect(vocabulary.food(named: "flat white") == TestDiary.food("coffee"))
    }

    @Test("An alias to a name the diary never writes shows that name")
    func aliasTarget() {
        let vocabulary = FoodVocabulary(
            descriptions: ["flat white", "filter coffee", "mac and cheese"],
            aliases: ["Flat White": "Filter Coffee", "mac and cheese": "macaroni cheese"])
        #expect(keys(vocabulary) == [["filter coffee"], ["filter coffee"], ["macaroni cheese"]])
        #expect(vocabulary.foods == [TestDiary.food("filter coffee"), TestDiary.food("macaroni cheese")])
    }

    @Test("Accents are one food, shown as written most")
    func accents() {
        let vocabulary = FoodVocabulary(descriptions: [
            "Crème brûlée", "creme brulee", "crème brûlée", "café", "cafe", "Café",
        ])
        #expect(
            keys(vocabulary) == [["creme brulee"], ["creme brulee"], ["creme brulee"], ["cafe"], ["cafe"], ["cafe"]])
        #expect(vocabulary.foods == [TestDiary.food("cafe", "café"), TestDiary.food("creme brulee", "crème brûlée")])
        #expect(vocabulary.food(named: "CREME BRULEE") == TestDiary.food("creme brulee", "crème brûlée"))
    }

    @Test("A description written again counts for every entry that has it")
    func repeatedDescriptions() {
        // Each description is tokenised and matched once; its spellings and its entries for
        // two-word foods still count once per entry: "eggs" written three times beats "Egg"
        // and "egg" once each, and "methi thepla" is learned from one text written thrice.
        let descriptions = [
            "eggs", "methi thepla", "Egg", "tea", "eggs", "methi thepla", "egg", "thepla", "methi thepla", "eggs",
        ]
        let vocabulary = FoodVocabulary(descriptions: descriptions)
        #expect(vocabulary.learnedCompounds == ["methi thepla"])
        let expected = [
            "egg", "methi thepla", "egg", "tea", "egg", "methi thepla", "egg", "thepla", "methi thepla", "egg",
        ]
        #expect(keys(vocabulary) == expected.map { [$0] })
        #expect(
            vocabulary.foods == [
                TestDiary.food("egg", "eggs"), TestDiary.food("methi thepla"), TestDiary.food("tea"),
                TestDiary.food("thepla"),
            ])
    }

    @Test("Spelling ties go to the first alphabetically")
    func spellingTie() {
        let vocabulary = FoodVocabulary(descriptions: ["eggs", "egg"])
        #expect(vocabulary.foods == [TestDiary.food("egg", "egg")])
    }

    @Test("Stopwords, short words and amounts are not foods")
    func stopwords() {
        let vocabulary = FoodVocabulary(descriptions: [
            "Had a cup of tea", "lunch: dal", "2 slices of pb", "100g oats", "",
        ])
        #expect(keys(vocabulary) == [["tea"], ["dal"], [], ["oat"], []])
        #expect(vocabulary.foods(ofEntryAt: 9) == [])
    }
}
