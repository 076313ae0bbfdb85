import Charts
import Days
import Diary
import Insights
import Templating
import Words

import struct Insights.DayCount

/// What `foods.md` sees.
struct FoodsPageContext: TemplateNode, Sendable {
    var title: String
    var filter: Block
    var count: String
    var foods: [FoodRowContext]
    var hasFoods: Bool
}

/// A food in the list of foods.
struct FoodRowContext: TemplateNode, Sendable {
    var url: String
    var name: String
    var count: Int
    var first: String
    var last: String
}

/// What `food.md` sees.
struct FoodPageContext: TemplateNode, Sendable {
    var title: String
    var total: String
    var firstEaten: String
    var lastEaten: String
    var lastEatenURL: String
    var sentence: String
    /// Whether it was eaten once: the sentence then says when, and no "last eaten" follows.
    var once: Bool
    /// How often it was eaten this year against the same dates of last year; nil when the
    /// diary was not kept on all of those.
    var thisYear: String?
    var stats: Block
    var overTime: Block
    var weekdays: Block
    var hours: Block
    /// How often it was eaten, and when most, in each of the app's periods.
    var periods: [FoodPeriodRow]
    /// The days it was eaten in the twelve months up to the last one, by month, newest first.
    var months: [FoodMonthContext]
    /// The years before those months, newest first, each with how many days of each month it
    /// was eaten; `since` is the first of the twelve months (e.g. `December 2025`).
    var years: [FoodYearContext]
    var hasYears: Bool
    var since: String
    var eatenWith: [FoodWithContext]
    var hasEatenWith: Bool
    var pantry: PantryFoodContext?
}

/// A month's days a food was eaten, newest first: each day's number, linked to its page
/// (`more`: another day follows).
struct FoodMonthContext: TemplateNode, Sendable {
    var name: String
    var days: [FoodDayContext]
}

/// A day a food was eaten, by its number in the month.
struct FoodDayContext: TemplateNode, Sendable {
    var url: String
    var label: String
    var more: Bool
}

/// A year before a food's last twelve months: how many days it was eaten (`days`, e.g. `250
/// days`), and in each month.
struct FoodYearContext: TemplateNode, Sendable {
    var year: String
    var days: String
    var months: [FoodYearMonthContext]
}

/// A month of an earlier year: its name, its page and on how many days the food was eaten then
/// (`more`: another month follows).
struct FoodYearMonthContext: TemplateNode, Sendable {
    var name: String
    var url: String
    var count: String
    var more: Bool
}

/// A food eaten on the same days.
struct FoodWithContext: TemplateNode, Sendable {
    var url: String
    var name: String
    var count: String
}

extension PageFactory {
    /// `days` cut into runs of the same month, in their order.
    static func months(_ days: some Sequence<LocalDay>) -> [[LocalDay]] {
        var months: [[LocalDay]] = []
        for day in days {
            if let last = months.last?.last, last.year == day.year, last.month == day.month {
                months[months.count - 1].append(day)
            } else {
                months.append([day])
            }
        }
        return months
    }

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
        // The filter takes its room from the start, unseen until its script shows it: shown by
        // the script after the first paint, it moved the table down (layout shift 0.03–0.04 on
        // a laptop, where the fonts arrive late). Without the script the room stays empty.
        let filter = blocks.add(
            "<p class=\"filter\" style=\"visibility:hidden\"><label for=\"food-filter\">\(XMLText.escape(words(.filterFoods)))</label> <input id=\"food-filter\" type=\"search\" autocomplete=\"off\"/></p>"
        )
        let context = FoodsPageContext(
            title: words(.titleFoods), filter: filter, count: words.count(.foods, rows.count), foods: rows,
            hasFoods: !rows.isEmpty)
        return Page(
            path: path, template: PageKind.foods.template, title: words(.titleFoods),
            summary: words(.foodsSummary),
            context: context, blocks: blocks, scripts: [SitePath.asset("filter.js")])
    }

    /// The inputs of the page of the food `summary` counts; nil when it has no page.
    func foodInputs(_ summary: FoodSummary) -> FoodInputs? {
        guard let food = model.insights.vocabulary.food(key: summary.key), let slug = model.slugs.slug(for: food),
            let timeline = model.insights.foodTimeline(for: food, period: .allTime, asOf: model.options.asOf)
        else { return nil }
        // The last twelve months day by day: ten years of days would be a smear, and cost.
        let yearAgo = model.options.asOf.adding(days: -364)
        let recent = timeline.dailyCounts.filter { $0.day >= yearAgo }
        return FoodInputs(
            food: food, slug: slug, firstEaten: summary.firstEaten, lastEaten: summary.lastEaten,
            totalCount: timeline.totalCount, days: timeline.days,
            recentDays: recent.map(\.day), recentCounts: recent.map(\.count),
            onlyTime: timeline.totalCount == 1 && model.options.showsTimes
                ? onlyTime(of: food, on: summary.firstEaten) : nil,
            weekdays: timeline.weekdays,
            hours: timeline.hours,
            periods: model.insights.foodHabits(for: food, asOf: model.options.asOf)?.map {
                FoodPeriodRow($0, words: words)
            } ?? [],
            eatenWith: timeline.eatenWith.map { other in
                FoodInputs.Companion(
                    food: other, slug: model.insights.vocabulary.food(key: other.key).flatMap(model.slugs.slug(for:)))
            },
            pantry: pantryNote(for: food, on: SitePath.food(slug: slug)),
            thisYear: model.insights.foodYearComparison(for: food, asOf: model.options.asOf)
                .flatMap(ComparisonWords(words).foodYear))
    }

    /// The clock time of the entry of `day` that has `food` ("16:00"), for a food eaten once.
    private func onlyTime(of food: Food, on day: LocalDay) -> String? {
        guard let id = model.insights.vocabulary.id(ofKey: food.key) else { return nil }
        return model.byDay.positions(on: day).first { model.foodIDs(ofEntryAt: $0).contains(id) }
            .map { model.diary.entries[$0].time.description }
    }

    /// The days a food was eaten as its page lists them: day by day in the twelve months up to
    /// the last one (its month and the eleven before), newest first; the years before, a line
    /// each, a month by its number of days, linked to the month's page. Ten years of a food
    /// eaten most days are 2,000 days, a link each (80 KB); a phone gets a year of days and a
    /// line a year before it.
    static func eatenDays(_ days: [LocalDay], on path: String, words: Catalog) -> (
        months: [FoodMonthContext], years: [FoodYearContext], since: String
    ) {
        let link = { (target: String) in SitePath.link(from: path, to: target) }
        guard let last = days.last else { return ([], [], "") }
        // Months counted from year 0; `cut` is the first of the twelve.
        let monthNumber = { (day: LocalDay) in day.year * 12 + day.month - 1 }
        let cut = monthNumber(last) - 11
        let recent = days.filter { monthNumber($0) >= cut }
        let earlier = days.filter { monthNumber($0) < cut }
        let months = Self.months(recent.reversed()).compactMap { month in
            month.first.map { first in
                FoodMonthContext(
                    name: words.month(year: first.year, month: first.month),
                    days: month.enumerated().map {
                        FoodDayContext(
                            url: link(SitePath.day($0.element)), label: "\($0.element.day)",
                            more: $0.offset < month.count - 1)
                    })
            }
        }
        var years: [FoodYearContext] = []
        for year in Set(earlier.map(\.year)).sorted(by: >) {
            let inYear = Self.months(earlier.filter { $0.year == year })
            years.append(
                FoodYearContext(
                    year: String(year), days: words.count(.days, inYear.reduce(0) { $0 + $1.count }),
                    months: inYear.enumerated().compactMap { index, month in
                        month.first.map {
                            FoodYearMonthContext(
                                name: words.monthName($0.month),
                                url: link(SitePath.month(year: $0.year, month: $0.month)), count: String(month.count),
                                more: index < inYear.count - 1)
                        }
                    }))
        }
        let since = words.month(year: cut / 12, month: cut % 12 + 1)
        return (months, years, since)
    }

    /// The page of a food, made from its inputs alone.
    static func foodPage(_ inputs: FoodInputs, words: Catalog) -> Page {
        let food = inputs.food
        let path = SitePath.food(slug: inputs.slug)
        let link = { (target: String) in SitePath.link(from: path, to: target) }
        var blocks = BlockStore()
        let counts = zip(inputs.recentDays, inputs.recentCounts).map { Charts.DayCount(date: $0, count: $1) }
        let eaten = eatenDays(inputs.days, on: path, words: words)
        // "Most often on a Tuesday" only when one weekday stands out.
        let most = inputs.weekdays.max() ?? 0
        let favourite =
            most > 1 && inputs.weekdays.filter { $0 == most }.count == 1 ? inputs.weekdays.firstIndex(of: most) : nil
        let sentence = words(
            .foodSummary,
            [
                "shape": .text(
                    inputs.totalCount == 1
                        ? (inputs.onlyTime == nil ? "single" : "single-at") : favourite == nil ? "other" : "weekday"),
                "count": .count(inputs.totalCount), "date": .text(words.date(inputs.firstEaten, .long)),
                "time": .text(inputs.onlyTime ?? ""),
                "weekday": .text(favourite.map { words.weekdayName($0 + 1) } ?? ""),
            ])
        let context = FoodPageContext(
            title: words.capitalizingFirst(food.name), total: words.count(.times, inputs.totalCount),
            firstEaten: words.date(inputs.firstEaten), lastEaten: words.date(inputs.lastEaten),
            lastEatenURL: link(SitePath.day(inputs.lastEaten)), sentence: sentence, once: inputs.totalCount == 1,
            thisYear: inputs.thisYear,
            stats: blocks.add(
                StatTiles.html([
                    (
                        words(.tileEaten), words.count(.times, inputs.totalCount),
                        words.count(.noteOnDays, inputs.days.count)
                    ),
                    (words(.tileFirst), words.date(inputs.firstEaten, .shortWithYear), ""),
                    (words(.tileLast), words.date(inputs.lastEaten, .shortWithYear), ""),
                ])),
            overTime: blocks.add(
                DailyLineChart(
                    title: words(.chartLastTwelveMonths), days: counts, counted: .eaten,
                    emptyMessage: words(.emptyFoodYear)
                ), id: "food-time"),
            weekdays: blocks.add(
                WeekdayChart(title: words(.chartDayOfWeek), counts: inputs.weekdays, counted: .eaten),
                id: "food-weekdays"),
            hours: blocks.add(
                HourChart(title: words(.chartTimeOfDay), counts: inputs.hours, counted: .eaten), id: "food-hours"),
            periods: inputs.periods,
            months: eaten.months, years: eaten.years, hasYears: !eaten.years.isEmpty, since: eaten.since,
            eatenWith: inputs.eatenWith.compactMap { other in
                other.slug.map {
                    FoodWithContext(
                        url: link(SitePath.food(slug: $0)), name: other.food.food,
                        count: words.count(.days, other.food.count))
                }
            },
            hasEatenWith: !inputs.eatenWith.isEmpty, pantry: inputs.pantry)
        return Page(
            path: path, template: PageKind.food.template, title: context.title, summary: sentence, context: context,
            blocks: blocks)
    }
}

/// Everything a food's page shows, gathered from the model: `PageFactory.foodPage(_:)` makes
/// the page from this alone, so a food page whose inputs have the same `key` as at the last
/// build is the same page, and a rebuild keeps it without making it.
struct FoodInputs: Codable, Sendable {
    var food: Food
    /// The slug of its page.
    var slug: String
    var firstEaten: LocalDay
    var lastEaten: LocalDay
    /// How many times it was eaten, up to the as-of day.
    var totalCount: Int
    /// Every day it was eaten, ascending.
    var days: [LocalDay]
    /// The last twelve months up to the as-of day, day by day, and how many times it was eaten
    /// on each (two lists side by side rather than a list of pairs: every food page's key holds
    /// them).
    var recentDays: [LocalDay]
    var recentCounts: [Int]
    /// The clock time of its one meal, when it was eaten once and times are shown ("16:00").
    var onlyTime: String?
    /// How many times it was eaten on each weekday, Monday first, and in each hour.
    var weekdays: [Int]
    var hours: [Int]
    /// How often it was eaten, and on which weekday and at what time most, in each of the app's
    /// periods, as its page's table says it.
    var periods: [FoodPeriodRow]
    /// The foods most often eaten on the same days, each with the slug of its page (nil: none).
    var eatenWith: [Companion]
    /// The pantry item that holds it, when the pantry has one.
    var pantry: PantryFoodContext?
    /// How often it was eaten this year against the same dates of last year, as a sentence;
    /// nil when the diary was not kept on all of those.
    var thisYear: String?

    /// A food eaten on the same days, and the slug of its page.
    struct Companion: Codable, Sendable {
        var food: FoodCount
        var slug: String?
    }
}
