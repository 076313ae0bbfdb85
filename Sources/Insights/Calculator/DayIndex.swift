import Diary

/// The per-day and per-food indexes `Insights` answers from, built in one pass over
/// entries in diary order, so that no question loops over entries × days.
struct DayIndex {
    var dayStart: [Int] = [0]
    var loggedBefore: [Int] = [0]
    var runs: [DayRange] = []
    var dayFoods: [[Int]] = []
    var postings: [[Int]]

    init(entries: [DiaryEntry], vocabulary: FoodVocabulary) {
        postings = Array(repeating: [], count: vocabulary.foods.count)
        for (position, ids) in vocabulary.entryFoodIDs.enumerated() {
            for id in ids { postings[id].append(position) }
        }
        guard let first = entries.first?.day, let last = entries.last?.day else { return }
        let span = first.days(to: last) + 1
        var counts = [Int](repeating: 0, count: span)
        for entry in entries { counts[first.days(to: entry.day)] += 1 }
        dayStart = [Int](repeating: 0, count: span + 1)
        loggedBefore = [Int](repeating: 0, count: span + 1)
        dayFoods = Array(repeating: [], count: span)
        var runStart: Int?
        for day in 0..<span {
            dayStart[day + 1] = dayStart[day] + counts[day]
            loggedBefore[day + 1] = loggedBefore[day] + (counts[day] > 0 ? 1 : 0)
            if counts[day] > 0 {
                var foods = Set<Int>()
                for position in dayStart[day]..<dayStart[day + 1] {
                    foods.formUnion(vocabulary.entryFoodIDs[position])
                }
                dayFoods[day] = foods.sorted()
                if runStart == nil { runStart = day }
            } else if let start = runStart {
                runs.append(DayRange(start: first.adding(days: start), end: first.adding(days: day - 1)))
                runStart = nil
            }
        }
        if let start = runStart {
            runs.append(DayRange(start: first.adding(days: start), end: last))
        }
    }
}
