import Days
import Diary
import Words

extension ComparisonReport {
    /// The report as aligned plain text, for a terminal: the two periods' numbers side by
    /// side with the change, their categories and top foods, then the sentences. The lines
    /// around them are the command's own, in English as all its output is; the row labels and
    /// dates are the catalog's.
    public func plainText(_ words: ComparisonWords) -> String {
        let (now, then) = (comparison.current, comparison.baseline)
        let catalog = words.words
        let span = { (range: DayRange) in catalog.span(range.start, range.end) }
        let days = { (range: DayRange) in range.days == 1 ? "1 day" : "\(catalog.number(range.days)) days" }
        var text = "FoodStory compare: \(span(now.range)) against \(span(then.range)), as of \(asOf)\n"
        text += "  \(period): \(now.range.start) to \(now.range.end) (\(days(now.range)))\n"
        text += "  \(against): \(then.range.start) to \(then.range.end) (\(days(then.range)))\n"
        if isCut { text += "  (counted up to \(asOf), and the other period over the like days)\n" }
        var table = TextTable()
        table.add("", period, against, "change")
        table.add(catalog(.thenRowEntries), now.entries, then.entries)
        table.add(catalog(.thenRowDaysLogged), now.daysLogged, then.daysLogged)
        table.add(catalog(.thenRowFoods), now.foods, then.foods)
        table.add(catalog(.thenRowNewFoods), now.newFoods.count, then.newFoods.count)
        text += "\n" + table.rendered()
        var categories = TextTable()
        for row in comparison.categories { categories.add(row.category.rawValue, row.current, row.baseline) }
        text += "\nCategories\n" + categories.rendered()
        var foods = TextTable()
        for row in comparison.topFoods { foods.add(row.food, row.current, row.baseline) }
        text += "\nTop foods\n" + foods.rendered()
        return text + "\n" + sentences.map { $0 + "\n" }.joined()
    }

    /// The warning when a period starts before the diary's first entry.
    public static func notKept(firstDay: LocalDay) -> String {
        "the diary's first entry is on \(firstDay): the days before it count as days without entries"
    }
}

extension TextTable {
    /// A row of a label, two counts and the signed change between them.
    fileprivate mutating func add(_ label: String, _ current: Int, _ baseline: Int) {
        let change = current - baseline
        add(label, String(current), String(baseline), change > 0 ? "+\(change)" : String(change))
    }
}
