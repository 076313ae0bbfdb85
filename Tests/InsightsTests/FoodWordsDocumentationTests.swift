import Foundation
import Insights
import TestSupport
import Testing

/// `docs/food-words.md` lists the built-in stopwords, describing words and known dishes as
/// the code has them. Regenerate deliberately with `FOODSTORY_UPDATE_DOCS=1 swift test
/// --filter FoodWordsDocumentation`.
@Suite("docs/food-words.md")
struct FoodWordsDocumentationTests {
    /// The generated sections, by marker name.
    static let sections: [(name: String, text: String)] = [
        (
            "stopwords",
            list(
                [("connectors", FoodWords.connectors.sorted())]
                    + FoodWords.extraStopwordKinds.map { ($0.kind, $0.words) })
        ),
        ("describing", list(FoodWords.describingKinds.map { ($0.kind, $0.words) })),
        (
            "dishes",
            FoodWords.knownDishGroups.map {
                "**\($0.cuisine)** (\($0.dishes.count)): \($0.dishes.joined(separator: ", "))\n"
            }
            .joined(separator: "\n")
        ),
        (
            "spellings",
            FoodWords.knownDishSpellings.sorted { $0.key < $1.key }.map { "- \($0.key) → \($0.value)\n" }.joined()
        ),
    ]

    static func list(_ kinds: [(String, [String])]) -> String {
        kinds.map { "- **\($0.0)**: `\($0.1.joined(separator: " "))`\n" }.joined()
    }

    @Test("Lists exactly the stopwords, describing words, known dishes and their spellings of the code")
    func inSync() throws {
        for (name, generated) in Self.sections {
            #expect(try GeneratedDocs.section(name, of: "food-words.md", generated: generated) == generated, "\(name)")
        }
    }

    @Test("The tables are tidy: no word both a stopword and a describing word, every dish two to four words")
    func tidyTables() {
        #expect(FoodWords.stopwords.intersection(FoodWords.describingWords) == [])
        #expect(FoodWords.appStopwords.isSubset(of: FoodWords.stopwords))
        #expect(FoodWords.connectors.isSubset(of: FoodWords.stopwords))
        let describing = FoodWords.describingKinds.flatMap(\.words)
        #expect(describing.count == Set(describing).count)
        let stopwords = FoodWords.extraStopwordKinds.flatMap(\.words)
        #expect(stopwords.count == Set(stopwords).count)
        #expect(FoodWords.knownDishes.count >= 300)
        #expect(FoodWords.knownDishes.count == Set(FoodWords.knownDishes).count)
        #expect(
            FoodWords.knownDishes.filter { !(2...4).contains(FoodWords.tokens(in: $0).count) } == [],
            "every dish two to four words")
        let dishes = Set(FoodWords.knownDishes)
        #expect(FoodWords.knownDishSpellings.values.filter { !dishes.contains($0) } == [])
        #expect(FoodWords.knownDishSpellings.keys.filter { dishes.contains($0) } == [])
    }
}
