import Diary
import Insights

extension PublicView {
    /// The clock time an entry shows its meal at when the times are withheld: a stand-in
    /// hour for the meal, so that a day keeps its meals in order and the time-of-day charts
    /// show meals, never a minute of someone's day.
    package static func mealTime(_ category: MealCategory?) -> LocalTime {
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
    /// with the site's aliases and not-foods), and the pantry's items of hidden foods when the
    /// pantry is let in; original inputs, photos and clock times withheld unless let back in;
    /// the goals (the config file's, in its order) whose food or name is a hidden food's
    /// withheld, each page and line of theirs would name it; and what was withheld, with the
    /// texts no file may hold.
    package func apply(
        to diary: Diary, pantry: [PantryItem]?, goals: [Goal] = [], aliases: [String: String], notFoods: [String],
        diaryLanguage: DiaryLanguage = .defaultDiaryLanguage()
    ) -> (diary: Diary, pantry: [PantryItem]?, withheld: Withheld) {
        var withheld = Withheld()
        var kept: [DiaryEntry] = []
        kept.reserveCapacity(diary.entries.count)
        let hiding = Hiding(
            hide, diary: diary, aliases: aliases, notFoods: notFoods, diaryLanguage: diaryLanguage)
        var hidden = hiding.entries(of: diary)
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
        var shownPantry: [PantryItem]?
        if self.pantry, let pantry {
            withheld.pantryShown = true
            shownPantry = pantry.filter { item in
                guard hiding.hides(item, counting: &hidden.words) else { return true }
                withheld.hiddenPantryItems += 1
                withheld.texts.insert(item.name)
                if !item.notes.isEmpty { withheld.texts.insert(item.notes) }
                return false
            }
        }
        withheld.hidden = hidden.words
        for (index, goal) in goals.enumerated() {
            guard
                let word = [goal.subject?.isFood == true ? goal.subject?.word : nil, goal.name].compactMap({ $0 })
                    .first(where: hiding.hides)
            else { continue }
            withheld.goals.append(WithheldGoal(number: index + 1, name: goal.name, word: word))
        }
        withheld.times = !times
        withheld.pantry = !self.pantry && pantry != nil
        let view = Diary(
            entries: kept, skipped: diary.skipped, warnings: diary.warnings, source: diary.source,
            timeZone: diary.timeZone)
        return (view, shownPantry, withheld)
    }
}
