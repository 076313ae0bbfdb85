import Charts
import Days
import Diary
import Insights

/// What `foods.md` sees.
struct FoodsPageContext: Sendable {
    var title: String
    var filter: Block
    var count: String
    var foods: [FoodRowContext]
    var hasFoods: Bool
}

extension FoodsPageContext: TemplateNode {
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
        ["count": count, "filter": filter, "foods": foods, "hasFoods": hasFoods, "title": title]
    }
}

/// A food in the list of foods.
struct FoodRowContext: Sendable {
    var url: String
    var name: String
    var count: Int
    var first: String
    var last: String
}

extension FoodRowContext: TemplateNode {
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
        ["count": count, "first": first, "last": last, "name": name, "url": url]
    }
}

/// What `food.md` sees.
struct FoodPageContext: Sendable {
    var title: String
    var total: String
    var firstEaten: String
    var lastEaten: String
    var lastEatenURL: String
    var sentence: String
    var stats: Block
    var overTime: Block
    var weekdays: Block
    var hours: Block
    var days: [LinkContext]
    var eatenWith: [FoodWithContext]
    var hasEatenWith: Bool
    var pantry: PantryFoodContext?
}

extension FoodPageContext: TemplateNode {
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
        [
            "days": days, "eatenWith": eatenWith, "firstEaten": firstEaten, "hasEatenWith": hasEatenWith,
            "hours": hours, "lastEaten": lastEaten, "lastEatenURL": lastEatenURL, "overTime": overTime,
            "pantry": pantry, "sentence": sentence, "stats": stats, "title": title, "total": total,
            "weekdays": weekdays,
        ]
    }
}

/// A food eaten on the same days.
struct FoodWithContext: Sendable {
    var url: String
    var name: String
    var count: String
}

extension FoodWithContext: TemplateNode {
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
        ["count": count, "name": name, "url": url]
    }
}

extension PageFactory {
    func foodsPage() -> Page {
        let path = SitePath.foods
        let rows = model.foods.compactMap { summary -> FoodRowContext? in
            guard let food = model.insights.vocabulary.food(key: summary.key), let target = model.foodPath(food) else {
                return nil
            }
            return FoodRowContext(
                url: link(path, target), name: summary.food, count: summary.count,
                first: summary.firstEaten.description, last: summary.lastEaten.description)
        }
        var blocks = BlockStore()
        let filter = blocks.add(
            "<p class=\"filter\" hidden=\"hidden\"><label for=\"food-filter\">Filter foods</label> <input id=\"food-filter\" type=\"search\" autocomplete=\"off\"/></p>"
        )
        let context = FoodsPageContext(
            title: "Foods", filter: filter, count: Words.count(rows.count, "food", "foods"), foods: rows,
            hasFoods: !rows.isEmpty)
        return Page(
            path: path, template: "foods", title: "Foods", summary: "Every food in the diary, with counts.",
            context: context, blocks: blocks, scripts: [SitePath.asset("filter.js")])
    }

    func foodPage(_ summary: FoodSummary) -> Page? {
        guard let food = model.insights.vocabulary.food(key: summary.key), let path = model.foodPath(food),
            let timeline = model.insights.foodTimeline(for: food, period: .allTime, asOf: model.options.asOf)
        else { return nil }
        var blocks = BlockStore()
        // The last twelve months day by day: ten years of days would be a smear, and cost.
        let yearAgo = model.options.asOf.adding(days: -364)
        let counts = timeline.dailyCounts.filter { $0.day >= yearAgo }.map {
            Charts.DayCount(date: $0.day, count: $0.count)
        }
        // "Most often on Tuesdays" only when one weekday stands out.
        let most = timeline.weekdays.max() ?? 0
        let favourite =
            timeline.weekdays.filter { $0 == most }.count == 1 ? timeline.weekdays.firstIndex(of: most) : nil
        let sentence =
            "\(Wording.capitalizedFirst(food.name)), \(Words.count(timeline.totalCount, "time", "times"))"
            + (favourite.map { most > 0 ? ", most often on \(LocalDay.weekdayNames[$0])s" : "" } ?? "") + "."
        let context = FoodPageContext(
            title: Wording.capitalizedFirst(food.name), total: Words.count(timeline.totalCount, "time", "times"),
            firstEaten: summary.firstEaten.longText, lastEaten: summary.lastEaten.longText,
            lastEatenURL: link(path, SitePath.day(summary.lastEaten)), sentence: sentence,
            stats: blocks.add(
                StatTiles.html([
                    (
                        "Eaten", Words.count(timeline.totalCount, "time", "times"),
                        "on \(Words.count(timeline.days.count, "day", "days"))"
                    ),
                    ("First", summary.firstEaten.shortText, ""), ("Last", summary.lastEaten.shortText, ""),
                ])),
            overTime: blocks.add(
                DailyLineChart(
                    title: "The last twelve months", days: counts, noun: .time,
                    emptyMessage: "Not eaten in the last twelve months"
                ), id: "food-time"),
            weekdays: blocks.add(
                WeekdayChart(title: "Day of the week", counts: timeline.weekdays, noun: .time), id: "food-weekdays"),
            hours: blocks.add(
                HourChart(title: "Time of day", counts: timeline.hours, noun: .time), id: "food-hours"),
            days: timeline.days.reversed().map {
                LinkContext(url: link(path, SitePath.day($0)), label: Words.longDay($0))
            },
            eatenWith: timeline.eatenWith.compactMap { other in
                guard let otherFood = model.insights.vocabulary.food(key: other.key),
                    let target = model.foodPath(otherFood)
                else { return nil }
                return FoodWithContext(
                    url: link(path, target), name: other.food, count: Words.count(other.count, "day", "days"))
            },
            hasEatenWith: !timeline.eatenWith.isEmpty, pantry: pantryNote(for: food, on: path))
        return Page(
            path: path, template: "food", title: Wording.capitalizedFirst(food.name), summary: sentence,
            context: context,
            blocks: blocks)
    }
}
