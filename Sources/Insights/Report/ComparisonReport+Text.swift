import Days
import Diary

extension ComparisonReport {
    /// The report as aligned plain text, for a terminal: the two periods' numbers side by
    /// side with the change, their categories and top foods, then the sentences.
    public func plainText() -> String {
        let (now, then) = (comparison.current, comparison.baseline)
        let words = ComparisonSentences.self
        var text = "FoodStory compare: \(words.span(now.range)) against \(words.span(then.range)), as of \(asOf)\n"
        text += "  \(period): \(now.range.start) to \(now.range.end) (\(Self.days(now.range.days)))\n"
        text += "  \(against): \(then.range.start) to \(then.range.end) (\(Self.days(then.range.days)))\n"
        if isCut { text += "  (counted up to \(asOf), and the other period over the like days)\n" }
        var table = TextTable()
        table.add("", period, against, "change")
        table.add(words.entriesLabel, now.entries, then.entries)
        table.add(words.daysLoggedLabel, now.daysLogged, then.daysLogged)
        table.add(words.foodsLabel, now.foods, then.foods)
        table.add(words.newFoodsLabel, now.newFoods.count, then.newFoods.count)
        text += "\n" + table.rendered()
        var categories = TextTable()
        for row in comparison.categories { categories.add(row.category.rawValue, row.current, row.baseline) }
        text += "\nCategories\n" + categories.rendered()
        var foods = TextTable()
        for row in comparison.topFoods { foods.add(row.food, row.current, row.baseline) }
        text += "\nTop foods\n" + foods.rendered()
        return text + "\n" + sentences.map { $0 + "\n" }.joined()
    }

    private static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
}

extension TextTable {
    /// A row of a label, two counts and the signed change between them.
    fileprivate mutating func add(_ label: String, _ current: Int, _ baseline: Int) {
        let change = current - baseline
        add(label, String(current), String(baseline), change > 0 ? "+\(change)" : String(change))
    }
}
