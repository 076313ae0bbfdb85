import Insights
import Testing

@Suite("Food vocabulary: describing words, connectors, known dishes")
struct FoodVocabularyPhraseTests {
    /// Each entry's foods by key.
    private func keys(_ vocabulary: FoodVocabulary) -> [[String]] {
        (0..<vocabulary.entryCount).map { vocabulary.foods(ofEntryAt: $0).map(\.key) }
    }

    @Test("A describing word is never a food on its own and never starts or ends a learned pair")
    func describingWords() {
        // "spicy paneer" is in 3 entries and holds every entry of both words: it would be
        // learned, but "spicy" describes.
        let vocabulary = FoodVocabulary(descriptions: [
            "extra spicy", "Spicy paneer", "spicy paneer", "spicy paneer", "Half portion", "paneer, fresh",
            "cold coffee, hot", "3 slices leftover pizza", "big bowl of mixed salad",
        ])
        #expect(vocabulary.learnedCompounds == [])
        #expect(
            keys(vocabulary) == [
                [], ["paneer"], ["paneer"], ["paneer"], [], ["paneer"], ["cold coffee"], ["pizza"], ["salad"],
            ])
        #expect(vocabulary.foods.map(\.key).filter(FoodWords.describingWords.contains) == [])
    }

    @Test("Describing words stay inside the dishes known by them")
    func describingDishes() {
        let vocabulary = FoodVocabulary(descriptions: [
            "Hot dog", "mixed grill", "a piece of dark chocolate", "hot", "dark", "mixed", "2 hot dogs, extra hot",
        ])
        #expect(
            keys(vocabulary) == [["hot dog"], ["mixed grill"], ["dark chocolate"], [], [], [], ["hot dog"]])
    }

    @Test("Configured not-foods are never a food on their own, in any case or number")
    func notFoods() {
        let descriptions = ["masala", "Masala chai", "filter", "filters and masala", "Chai"]
        #expect(
            keys(FoodVocabulary(descriptions: descriptions)) == [
                ["masala"], ["masala chai"], ["filter"], ["filter", "masala"], ["chai"],
            ])
        let vocabulary = FoodVocabulary(descriptions: descriptions, notFoods: ["Masala", "filters"])
        #expect(keys(vocabulary) == [[], ["masala chai"], [], [], ["chai"]])
    }

    @Test("The issue's examples: known dishes read as dishes")
    func knownDishes() {
        let vocabulary = FoodVocabulary(descriptions: [
            "masala dosa with coconut chutney", "chicken biryani raita", "paneer tikka naan half portion",
            "Samosa and chai", "hummus carrots", "Oatmeal berries",
        ])
        #expect(
            keys(vocabulary) == [
                ["masala dosa", "coconut chutney"], ["chicken biryani", "raita"], ["paneer tikka", "naan"],
                ["samosa", "chai"], ["hummus", "carrot"], ["oatmeal", "berry"],
            ])
        #expect(vocabulary.learnedCompounds == [])
    }

    @Test("No learned pair spans a connector; dishes named with one come from the known list")
    func connectors() {
        // "samosa" and "chai" are always written together, but always with a connector.
        let vocabulary = FoodVocabulary(descriptions: [
            "Samosa and chai", "samosa with chai", "samosa & chai", "Samosa + chai", "samosa n chai",
            "Fish and chips", "fish & chips", "fish n chips", "Fish, chips", "Mac & Cheese", "chili con carne",
        ])
        #expect(vocabulary.learnedCompounds == [])
        #expect(
            keys(vocabulary) == [
                ["samosa", "chai"], ["samosa", "chai"], ["samosa", "chai"], ["samosa", "chai"], ["samosa", "chai"],
                ["fish and chip"], ["fish and chip"], ["fish and chip"], ["fish", "chip"], ["mac and cheese"],
                ["chilli con carne"],
            ])
        #expect(vocabulary.food(named: "fish n chips")?.key == "fish and chip")
        #expect(vocabulary.food(key: "fish and chip")?.name == "fish and chips")
    }

    @Test("What was typed or said tells where a connector or comma stood between a description's words")
    func originals() {
        // The app's descriptions drop connectors: "samosa chai" in 4 entries would be a pair.
        let descriptions = ["samosa chai", "samosa chai", "samosa chai", "samosa chai", "fish chips", "poha chivda"]
        let alone = FoodVocabulary(descriptions: descriptions)
        #expect(alone.learnedCompounds == ["samosa chai"])
        let vocabulary = FoodVocabulary(
            descriptions: descriptions,
            originals: [
                "Samosa and chai", "um I had a samosa with some chai", "[SAMPLE] Samosa, chai", nil, "Fish and chips",
                "Poha chivda",
            ])
        #expect(vocabulary.learnedCompounds == [])
        #expect(
            keys(vocabulary) == [
                ["samosa", "chai"], ["samosa", "chai"], ["samosa", "chai"], ["samosa", "chai"], ["fish and chip"],
                ["poha", "chivda"],
            ])
        // The names still come from the descriptions.
        #expect(vocabulary.food(key: "fish and chip")?.name == "fish and chips")
        #expect(vocabulary.spellings(ofFoodAt: 1) == [FoodSpelling(text: "chivda", entries: 1)])
    }

    @Test("A description is read with the original of the first entry that has one")
    func firstOriginal() {
        let vocabulary = FoodVocabulary(
            descriptions: ["samosa chai", "samosa chai", "samosa chai", "fish chips", "fish chips"],
            originals: [nil, "Samosa & chai", "samosa chai", "fish chips", "Fish and chips"])
        #expect(
            keys(vocabulary) == [
                ["samosa", "chai"], ["samosa", "chai"], ["samosa", "chai"], ["fish", "chip"], ["fish", "chip"],
            ])
    }

    @Test("An original that writes the words side by side, or does not show them, changes nothing")
    func originalsAgreeing() {
        let vocabulary = FoodVocabulary(
            descriptions: ["poha chivda", "poha chivda", "poha chivda", "masala dosa"],
            originals: ["Poha chivda", "3F2A.jpg", "poha chivda and later some poha, chivda", "Masala dosa"])
        #expect(vocabulary.learnedCompounds == ["poha chivda"])
        #expect(keys(vocabulary) == [["poha chivda"], ["poha chivda"], ["poha chivda"], ["masala dosa"]])
    }

    @Test("Overlapping known dishes: the longer first, then the one more entries write")
    func dishEvidence() {
        let curry = FoodVocabulary(descriptions: ["butter chicken curry", "chicken curry", "chicken curry"])
        #expect(keys(curry) == [["butter", "chicken curry"], ["chicken curry"], ["chicken curry"]])
        let butter = FoodVocabulary(descriptions: ["butter chicken curry", "butter chicken", "Butter chicken"])
        #expect(keys(butter) == [["butter chicken", "curry"], ["butter chicken"], ["butter chicken"]])
        let longer = FoodVocabulary(descriptions: ["chicken tikka masala", "chicken tikka", "tikka masala"])
        #expect(keys(longer) == [["chicken tikka masala"], ["chicken tikka"], ["tikka masala"]])
    }

    @Test("Known dishes are normalised like descriptions, and their other spellings are the same food")
    func dishSpellings() {
        let vocabulary = FoodVocabulary(descriptions: [
            "Chili con carne", "chilli con carne", "Macaroni and cheese", "mac n cheese", "French Fries",
        ])
        #expect(
            keys(vocabulary) == [
                ["chilli con carne"], ["chilli con carne"], ["mac and cheese"], ["mac and cheese"], ["french fry"],
            ])
        #expect(vocabulary.food(key: "chilli con carne")?.name == "chili con carne")
    }

    @Test("Every food's spellings, an alias's source included, with their entries")
    func spellings() {
        let vocabulary = FoodVocabulary(
            descriptions: ["Eggs", "egg", "eggs on toast", "flat white", "Coffee", "flat whites"],
            aliases: ["flat white": "coffee"])
        #expect(vocabulary.foods.map(\.key) == ["coffee", "egg", "toast"])
        #expect(
            vocabulary.spellings(ofFoodAt: 0)
                == [
                    FoodSpelling(text: "flat white", entries: 1), FoodSpelling(text: "flat whites", entries: 1),
                    FoodSpelling(text: "coffee", entries: 1),
                ].sorted())
        #expect(
            vocabulary.spellings(ofFoodAt: 1) == [
                FoodSpelling(text: "eggs", entries: 2), FoodSpelling(text: "egg", entries: 1),
            ])
        #expect(vocabulary.spellings(ofFoodAt: 3) == [])
    }
}
