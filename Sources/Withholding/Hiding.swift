import Diary
import Insights

/// The foods of `[public] hide` as the food-word rules read them, and what each one hid: an
/// entry that mentions the food itself, or a food whose name holds it as a word (`whisky`
/// hides `whisky sour`); a pantry item whose name does.
package struct Hiding {
    /// A word of `hide`, and the food key it is read as.
    private struct Target {
        package var word: String
        package var key: String
    }

    private let targets: [Target]
    /// The diary's foods; nil when nothing is hidden.
    private let vocabulary: FoodVocabulary?
    /// The configured words that are never a food, as keys.
    private let notFoods: Set<String>
    /// The diary language's food words.
    private let language: FoodLanguage
    /// The site's aliases, as the config file writes them (a name, the food it means).
    private let aliases: [String: String]

    /// The words of `hide`, read with the foods of `diary`, the site's aliases and not-foods,
    /// in the diary's language.
    package init(
        _ hide: [String], diary: Diary, aliases: [String: String], notFoods: [String],
        diaryLanguage: DiaryLanguage = .defaultDiaryLanguage()
    ) {
        language = diaryLanguage.foodWords
        self.aliases = aliases
        guard !hide.isEmpty else {
            targets = []
            vocabulary = nil
            self.notFoods = []
            return
        }
        let vocabulary = FoodVocabulary(
            entries: diary.entries, aliases: aliases, notFoods: notFoods, language: diaryLanguage)
        targets = hide.map { word in
            Target(word: word, key: vocabulary.food(named: word)?.key ?? vocabulary.key(ofName: word))
        }
        self.vocabulary = vocabulary
        self.notFoods = Set(notFoods.map { FoodWords.folded($0.lowercased()) })
    }

    /// The positions of `diary`'s entries that a word hides, and each word with the number of
    /// entries it hid.
    package func entries(of diary: Diary) -> (positions: Set<Int>, words: [HiddenFood]) {
        guard let vocabulary else { return ([], []) }
        var positions: Set<Int> = []
        var counts = Array(repeating: 0, count: targets.count)
        for position in diary.entries.indices {
            let keys = vocabulary.foods(ofEntryAt: position).map(\.key)
            for (index, target) in targets.enumerated() where keys.contains(where: { Self.holds($0, target.key) }) {
                positions.insert(position)
                counts[index] += 1
            }
        }
        let words = targets.indices.map { index in
            HiddenFood(
                word: targets[index].word, entries: counts[index], pantryItems: 0,
                isNeverAFood: isNeverAFood(targets[index].word))
        }
        return (positions, words)
    }

    /// Whether a word hides pantry `item` (its name read as a description is), counted in
    /// `words` (as `entries(of:)` gave them) for each word that does.
    package func hides(_ item: PantryItem, counting words: inout [HiddenFood]) -> Bool {
        guard let vocabulary else { return false }
        let key = vocabulary.food(named: item.name)?.key ?? vocabulary.key(ofName: item.name)
        var hidden = false
        for (index, target) in targets.enumerated() where Self.holds(key, target.key) {
            words[index].pantryItems += 1
            hidden = true
        }
        return hidden
    }

    /// Whether a word hides `text` read as a food's name (a goal's food or name): the food it
    /// names, or the food an alias of that name means (whether or not the diary has it), is or
    /// holds a hidden food.
    package func hides(_ text: String) -> Bool {
        guard let vocabulary, !text.isEmpty else { return false }
        let named = vocabulary.key(ofName: text)
        let names = [text] + aliases.compactMap { vocabulary.key(ofName: $0.key) == named ? $0.value : nil }
        return names.contains { name in
            let key = vocabulary.food(named: name)?.key ?? vocabulary.key(ofName: name)
            return targets.contains { Self.holds(key, $0.key) }
        }
    }

    /// Whether the food `key` is the food `target` or holds it as a word.
    private static func holds(_ key: String, _ target: String) -> Bool {
        !target.isEmpty && (key == target || (" " + key + " ").contains(" " + target + " "))
    }

    /// Whether no word of `word` can be a food on its own: describing words (`sweets`,
    /// `extra`), stopwords and the configured not-foods.
    private func isNeverAFood(_ word: String) -> Bool {
        FoodWords.tokens(in: word).allSatisfy { token in
            let folded = FoodWords.folded(token.text)
            let singular = FoodWords.singular(folded, language: language)
            return !FoodWords.isFoodWord(folded, singular: singular, language: language)
                || notFoods.contains(folded) || notFoods.contains(singular)
        }
    }
}
