import Charts
import Days
import Diary
import Insights
import Templating
import Words

/// A month page's "Then and now": the month against the same days of the month before and of
/// the same month last year.
struct MonthThenNowContext: TemplateNode, Sendable {
    /// What is set against what, each baseline stated once, e.g. "1–20 November 2026, the month
    /// so far, against 1–20 October 2026 and 1–20 November 2025."
    var introduction: String
    /// The numbers side by side (entries, days logged, different foods, new foods, each
    /// category, the top foods), as a table.
    var table: Block
    /// The comparison in sentences, each baseline named briefly ("than in October").
    var sentences: [SentenceContext]
}

/// A year page's comparison with the same dates of the year before.
struct YearThenNowContext: TemplateNode, Sendable {
    /// "412 entries so far in 2026, 37 more than on the same dates of 2025."
    var headline: String
    /// The two years' months side by side, a chart with its table and caption.
    var chart: Block
}

/// One sentence of a list.
struct SentenceContext: TemplateNode, Sendable {
    var text: String
}

extension PageFactory {
    /// The month's "Then and now"; nil when the diary was kept on neither baseline.
    func monthThenNow(year: Int, month: Int, blocks: inout BlockStore) -> MonthThenNowContext? {
        let sentences = ComparisonWords(words)
        guard let months = model.insights.monthComparison(year: year, month: month, asOf: model.options.asOf),
            let introduction = sentences.monthIntroduction(months)
        else { return nil }
        let sides = [months.monthBefore, months.lastYear].compactMap { $0 }
        guard let current = sides.first?.current else { return nil }
        let number = { (value: Int) in self.words.number(value) }
        var rows: [[String]] = [
            [words(.thenRowEntries), number(current.entries)] + sides.map { number($0.baseline.entries) },
            [words(.thenRowDaysLogged), number(current.daysLogged)] + sides.map { number($0.baseline.daysLogged) },
            [words(.thenRowFoods), number(current.foods)] + sides.map { number($0.baseline.foods) },
            [words(.thenRowNewFoods), number(current.newFoods.count)]
                + sides.map { number($0.baseline.newFoods.count) },
        ]
        for category in MealCategory.allCases {
            let counts = sides.map { side in side.categories.first { $0.category == category } }
            guard let first = counts.compactMap({ $0 }).first else { continue }
            rows.append(
                [Wording.category(category.rawValue, words), number(first.current)]
                    + counts.map { number($0?.baseline ?? 0) })
        }
        // The month's top five, each beside its entries on the baselines' days.
        for food in current.topFoods {
            let baselines = sides.map { side in
                side.topFoods.first { $0.key == food.key }?.baseline
                    ?? foodCount(key: food.key, in: side.baseline.range)
            }
            rows.append([words.capitalizingFirst(food.food), number(food.count)] + baselines.map(number))
        }
        let table = DataTable(
            caption: introduction,
            columns: [words(.thenRowMeasure), sentences.monthHeading(months)] + sides.map(sentences.baselineHeading),
            rows: rows)
        let said =
            sides.flatMap { sentences.figures($0, briefly: true) }
            + [sentences.newFoods(current.newFoods, when: sentences.monthWhen(months))]
        return MonthThenNowContext(
            introduction: introduction, table: blocks.add(table.html(className: "then-now")),
            sentences: said.map(SentenceContext.init))
    }

    /// The year against the same dates of the year before; nil when the diary was not kept then.
    func yearThenNow(_ year: Int, blocks: inout BlockStore) -> YearThenNowContext? {
        guard let comparison = model.insights.yearComparison(year: year, asOf: model.options.asOf) else { return nil }
        let sentences = ComparisonWords(words)
        let names = sentences.yearChartNames(comparison)
        // Twelve months' names do not fit a phone's width: their first letters then, the names
        // in the table and the tooltips.
        let width: NameWidth = comparison.months.count > 6 ? .narrow : .abbreviated
        let chart = ComparisonChart(
            title: sentences.yearChartTitle(comparison),
            groups: comparison.months.map {
                ComparisonChart.Group(
                    label: words.monthName($0.month, width),
                    name: words.monthName($0.month),
                    current: $0.current, previous: $0.baseline)
            }, currentName: names.current, previousName: names.baseline, emptyMessage: sentences.yearChartEmpty)
        return YearThenNowContext(
            headline: sentences.yearHeadline(comparison), chart: blocks.add(chart, id: "year-then-now"))
    }

    /// Entries of `range` that mention the food `key`.
    private func foodCount(key: String, in range: DayRange) -> Int {
        model.insights.topFoods(in: range, limit: .max).first { $0.key == key }?.count ?? 0
    }
}
