import Insights
import Testing

@Suite("Food-word rules")
struct FoodWordsTests {
    @Test("Words are runs of letters and digits; only spaces, hyphens and apostrophes join them; & and + are words")
    func tokens() {
        #expect(
            FoodWords.tokens(in: "Peanut-butter, toast & jam. Mom's ice cream, dal+rice")
                == [
                    WordToken(text: "peanut", joinedToPrevious: false),
                    WordToken(text: "butter", joinedToPrevious: true),
                    WordToken(text: "toast", joinedToPrevious: false),
                    WordToken(text: "and", joinedToPrevious: true),
                    WordToken(text: "jam", joinedToPrevious: true),
                    WordToken(text: "mom", joinedToPrevious: false),
                    WordToken(text: "s", joinedToPrevious: true),
                    WordToken(text: "ice", joinedToPrevious: true),
                    WordToken(text: "cream", joinedToPrevious: true),
                    WordToken(text: "dal", joinedToPrevious: false),
                    WordToken(text: "plus", joinedToPrevious: true),
                    WordToken(text: "rice", joinedToPrevious: true),
                ])
        #expect(FoodWords.tokens(in: "  ") == [])
        #expect(
            FoodWords.tokens(in: "Crème BRÛLÉE") == [
                WordToken(text: "crème", joinedToPrevious: false), WordToken(text: "brûlée", joinedToPrevious: true),
            ])
    }

    @Test("Accents are folded for identity")
    func folding() {
        #expect(
            ["crème", "brûlée", "jalapeño", "café", "smørrebrød", "æble", "tea", "東京"].map(FoodWords.folded)
                == ["creme", "brulee", "jalapeno", "cafe", "smorrebrod", "aeble", "tea", "東京"])
    }

    @Test(
        "Singular candidates",
        arguments: [
            ("eggs", ["egg"]),
            ("berries", ["berry", "berrie"]),
            ("cookies", ["cookie"]),
            ("pies", ["pie"]),
            ("peaches", ["peach", "peache"]),
            ("quiches", ["quich", "quiche"]),
            ("potatoes", ["potato", "potatoe"]),
            ("glasses", ["glass", "glasse"]),
            ("cheeses", ["cheese"]),
            ("leaves", ["leaf"]),
            ("olives", ["olive"]),
            ("peas", ["pea"]),
            ("hummus", ["hummus"]),
            ("couscous", ["couscous"]),
            ("asparagus", ["asparagus"]),
            ("molasses", ["molasses"]),
            ("swiss", ["swiss"]),
            ("tea", ["tea"]),
            ("oats", ["oat"]),
            ("bus", ["bus"]),
            ("crêpes", ["crêpes"]),  // only folded ASCII words are touched
        ])
    func singular(word: String, candidates: [String]) {
        #expect(FoodWords.singularCandidates(of: word) == candidates)
    }

    @Test("A food word has three letters and is no stopword")
    func foodWords() {
        #expect(FoodWords.isFoodWord("tea", singular: "tea"))
        #expect(!FoodWords.isFoodWord("oj", singular: "oj"))
        #expect(!FoodWords.isFoodWord("100g", singular: "100g"))
        #expect(!FoodWords.isFoodWord("with", singular: "with"))
        #expect(!FoodWords.isFoodWord("cups", singular: "cup"))
        #expect(
            FoodWords.appStopwords == ["a", "the", "and", "with", "of", "in", "for", "had", "ate", "some", "my", "an"])
        #expect(FoodWords.appStopwords.isSubset(of: FoodWords.stopwords))
    }
}
