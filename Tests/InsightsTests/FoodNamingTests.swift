import Insights
import Testing

@Suite("Foods a person would name")
struct FoodNamingTests {
    /// The share of descriptions whose foods must be exactly their labels.
    static let requiredShare = 0.98

    @Test("The labelled diary's foods match its labels for at least 98% of descriptions")
    func labelledDiary() {
        let entries = LabelledDiary.entries
        #expect(entries.count >= 150)
        let vocabulary = FoodVocabulary(descriptions: entries.map(\.description))
        var misses: [String] = []
        for (index, entry) in entries.enumerated() {
            let found = vocabulary.foods(ofEntryAt: index).map(\.key)
            if Set(found) != Set(entry.foods) || found.count != entry.foods.count {
                misses.append("\"\(entry.description)\": found \(found), labelled \(entry.foods)")
            }
        }
        let share = Double(entries.count - misses.count) / Double(entries.count)
        #expect(
            share >= Self.requiredShare,
            "\(misses.count) of \(entries.count) missed:\n\(misses.joined(separator: "\n"))")
        print("Labelled diary: \(entries.count - misses.count) of \(entries.count) descriptions match their labels")
        for miss in misses { print("  miss: \(miss)") }
    }

    @Test("No food of the labelled diary is a describing word on its own")
    func noDescribingFood() {
        let vocabulary = FoodVocabulary(descriptions: LabelledDiary.entries.map(\.description))
        let describing = vocabulary.foods.map(\.key).filter { FoodWords.describingWords.contains($0) }
        #expect(describing == [])
    }
}
