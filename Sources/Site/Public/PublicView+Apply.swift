import Diary
import Insights

extension PublicView {
    /// The clock time an entry shows its meal at when the times are withheld: a stand-in
    /// hour for the meal, so that a day keeps its meals in order and the time-of-day charts
    /// show meals, never a minute of someone's day.
    static func mealTime(_ category: MealCategory?) -> LocalTime {
        switch category {
        case .breakfast?: LocalTime(hour: 8, minute: 0)
        case .lunch?: LocalTime(hour: 13, minute: 0)
        case .beverage?: LocalTime(hour: 15, minute: 0)
        case .snack?: LocalTime(hour: 16, minute: 0)
        case .dinner?: LocalTime(hour: 20, minute: 0)
        case .dessert?: LocalTime(hour: 21, minute: 0)
        case nil: LocalTime(hour: 12, minute: 0)
        }
    }

    /// The public view of `diary` and its pantry: hidden entries left out (their foods found
    /// with the site's aliases and not-foods), original inputs, photos and clock times
    /// withheld unless let back in, and what was withheld, with the texts no file may hold.
    func apply(to diary: Diary, pantry: [PantryItem]?, aliases: [String: String], notFoods: [String])
        -> (diary: Diary, pantry: [PantryItem]?, withheld: Withheld)
    {
        var withheld = Withheld()
        var kept: [DiaryEntry] = []
        kept.reserveCapacity(diary.entries.count)
        let hidden = hiddenEntries(of: diary, aliases: aliases, notFoods: notFoods)
        withheld.hiddenFoods = hidden.foods
        for (position, entry) in diary.entries.enumerated() {
            var entry = entry
            let typed = entry.record.inputType != .image && entry.record.rawInput != entry.description
            if hidden.positions.contains(position) {
                withheld.hiddenEntries += 1
                withheld.texts.insert(entry.description)
                withheld.texts.insert(entry.record.rawInput)
                if let photo = entry.record.mediaFileName { withheld.texts.insert(photo) }
                continue
            }
            if !originalInputs, typed, !entry.record.rawInput.isEmpty {
                withheld.originalInputs += 1
                withheld.texts.insert(entry.record.rawInput)
            }
            if !originalInputs || entry.record.inputType == .image && !photos {
                // Read as its description everywhere, food names included.
                entry.record.rawInput = entry.description
            }
            if !photos, let photo = entry.record.mediaFileName {
                withheld.photos += 1
                withheld.texts.insert(photo)
                entry.record.mediaFileName = nil
            }
            if !times {
                entry.time = Self.mealTime(entry.category)
            }
            kept.append(entry)
        }
        withheld.times = !times
        withheld.pantry = !self.pantry && pantry != nil
        let view = Diary(
            entries: kept, skipped: diary.skipped, warnings: diary.warnings, source: diary.source,
            timeZone: diary.timeZone)
        return (view, self.pantry ? pantry : nil, withheld)
    }

    /// The positions of the entries that mention a food of `hide`: the food itself, or a food
    /// whose name holds it as a word (`whisky` hides `whisky sour`), as the food-word rules
    /// read them; and the words of `hide` that left an entry out.
    private func hiddenEntries(of diary: Diary, aliases: [String: String], notFoods: [String])
        -> (positions: Set<Int>, foods: [String])
    {
        guard !hide.isEmpty else { return ([], []) }
        let vocabulary = FoodVocabulary(entries: diary.entries, aliases: aliases, notFoods: notFoods)
        let targets = hide.map { word in
            (word: word, key: vocabulary.food(named: word)?.key ?? word.lowercased())
        }
        var positions: Set<Int> = []
        var used: Set<String> = []
        for position in diary.entries.indices {
            for food in vocabulary.foods(ofEntryAt: position) {
                let words = " " + food.key + " "
                for target in targets where food.key == target.key || words.contains(" " + target.key + " ") {
                    positions.insert(position)
                    used.insert(target.word)
                }
            }
        }
        return (positions, hide.filter(used.contains))
    }
}
