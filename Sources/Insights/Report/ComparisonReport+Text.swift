import Days
import Diary

extension ComparisonReport {
    /// The report as aligned plain text, for a terminal: the two periods' numbers side by
    /// side with the change, their categories and top foods, then the sentences.
    public func plainText() -> String {
        let (now, then) = (comparison.current, comparison.baseline)
        let words = ComparisonSentences.self
        var text = words.reportTitle(comparison, asOf: asOf) + "\n"
        text += "  \(words.reportPeriod(period, now.range))\n  \(words.reportPeriod(against, then.range))\n"
        if isCut { text += "  \(words.reportCut(asOf: asOf))\n" }
        var table = TextTable()
        table.add("", period, against, words.changeHeading)
        table.add(words.entriesLabel, now.entries, then.entries)
        table.add(words.daysLoggedLabel, now.daysLogged, then.daysLogged)
        table.add(words.foodsLabel, now.foods, then.foods)
        table.add(words.newFoodsLabel, now.newFoods.count, then.newFoods.count)
        text += "\n" + table.rendered()
        var categories = TextTable()
        for row in comparison.categories { categories.add(row.category.rawValue, row.current, row.baseline) }
        text += "\n\(words.categoriesHeading)\n" + categories.rendered()
        var foods = TextTable()
        for row in comparison.topFoods { foods.add(row.food, row.current, row.baseline) }
        text += "\n\(words.topFoodsHeading)\n" + foods.rendered()
        return text + "\n" + sentences.map { $0 + "\n" }.joined()
    }
}

extension TextTable {
    /// A row of a label, two counts and the signed change between them.
    fileprivate mutating func add(_ label: String, _ current: Int, _ baseline: Int) {
        let change = current - baseline
        add(label, String(current), String(baseline), change > 0 ? "+\(change)" : String(change))
    }
}
