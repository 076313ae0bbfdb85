import Charts
import Days
import Diary
import Insights
import Templating

/// What `insights.md` sees: the dashboard for every period, all on one page so it works
/// without JavaScript.
struct InsightsPageContext: TemplateNode, Sendable {
    var title: String
    var asOf: String
    var story: Block
    var periodNav: Block
    var records: Block
    var periods: [PeriodContext]
}

/// One period's section of the Insights page.
struct PeriodContext: TemplateNode, Sendable {
    var id: String
    var anchor: Block
    var label: String
    var name: String
    var dates: String
    var stats: Block
    var ring: Block
    var topFoods: Block
    var daily: Block
    var categories: Block
    var timing: Block
    var comparison: Block
    var inputTypes: Block
    var pairs: [PairContext]
    var hasPairs: Bool
}

/// Two foods often eaten on the same day.
struct PairContext: TemplateNode, Sendable {
    var first: LinkContext
    var second: LinkContext
    var days: String
}

extension PageFactory {
    func insightsPage() -> Page {
        let path = SitePath.insights
        let asOf = model.options.asOf
        var blocks = BlockStore()
        let records = model.insights.records(asOf: asOf)
        let week = ISOWeek(containing: asOf)
        let summary = model.summary(for: week)
        let story =
            "<section class=\"story\"><p class=\"eyebrow\">This week's story</p>"
            + "<p class=\"story-headline\">\(XMLText.escape(summary?.headline ?? "A quiet week."))</p>"
            + "<p class=\"story-sub\">\(XMLText.escape(summary?.subheadline ?? ""))</p></section>"
        let names = FoodPeriodRow.periodNames
        let periods = AnalyticsPeriod.allCases.map { period in
            let stats = model.insights.periodStats(period, asOf: asOf)
            let id = "p-\(period.rawValue)"
            let streak = model.insights.currentStreak(asOf: asOf)
            let comparison = model.insights.weekComparison(asOf: asOf)
            let pairs = stats.foodPairs.compactMap { pair -> PairContext? in
                guard let first = foodLink(key: pair.firstKey, name: pair.first, from: path),
                    let second = foodLink(key: pair.secondKey, name: pair.second, from: path)
                else { return nil }
                return PairContext(first: first, second: second, days: Words.count(pair.count, "day", "days"))
            }
            return PeriodContext(
                id: id, anchor: blocks.add("<span class=\"anchor\" id=\"\(id)\"></span>"), label: period.label,
                name: names[period] ?? period.label,
                dates: Words.span(stats.range.start, stats.range.end),
                stats: blocks.add(
                    StatTiles.html(
                        [
                            ("Current streak", Words.count(streak.length, "day", "days"), ""),
                            (
                                "Entries", Wording.number(stats.entries),
                                "in \(Words.count(stats.range.days, "day", "days"))"
                            ),
                            ("Days logged", Wording.number(stats.daysLogged), ""),
                        ], icons: [0: StreakFlame(days: streak.length).svg])),
                ring: blocks.add(
                    ConsistencyRing(title: "Consistency", daysLogged: stats.daysLogged, totalDays: stats.range.days),
                    id: id + "-ring"),
                topFoods: blocks.add(topFoodsChart(stats.range, on: path), id: id + "-foods"),
                daily: blocks.add(
                    DailyLineChart(
                        title: "Daily activity",
                        days: stats.dailyCounts.map { Charts.DayCount(date: $0.day, count: $0.count) }
                    ), id: id + "-daily"),
                categories: blocks.add(
                    DonutChart(
                        title: "Categories",
                        segments: stats.categories.map {
                            DonutChart.Segment(
                                label: $0.category.rawValue.capitalized, value: $0.count,
                                color: Palette.category($0.category.rawValue),
                                icon: CategoryIcon.path($0.category.rawValue))
                        }, emptyMessage: "No categorised entries in this period"
                    ), id: id + "-categories"),
                timing: blocks.add(
                    HourChart(title: "Meal timing", counts: stats.mealTiming), id: id + "-timing"),
                comparison: blocks.add(
                    ComparisonChart(
                        title: "This week vs last week",
                        groups: (0..<7).map { day in
                            ComparisonChart.Group(
                                label: String(LocalDay.weekdayNames[day].prefix(3)), name: LocalDay.weekdayNames[day],
                                current: comparison.thisWeekDays[day], previous: comparison.lastWeekDays[day])
                        }
                    ), id: id + "-weeks"),
                inputTypes: blocks.add(
                    HorizontalBarChart(
                        title: "How entries were logged",
                        bars: stats.inputTypes.map {
                            .init(
                                label: Words.inputType($0.inputType), value: $0.count)
                        },
                        itemNoun: .entry, valueNoun: .entry
                    ), id: id + "-inputs"),
                pairs: pairs, hasPairs: !pairs.isEmpty)
        }
        let periodNav =
            "<nav class=\"period-nav\" aria-label=\"Periods\">"
            + AnalyticsPeriod.allCases.map { "<a href=\"#p-\($0.rawValue)\">\(names[$0] ?? $0.label)</a>" }.joined()
            + "</nav>"
        let context = InsightsPageContext(
            title: "Insights", asOf: Words.longDay(asOf), story: blocks.add(story), periodNav: blocks.add(periodNav),
            records: blocks.add(
                StatTiles.html([
                    (
                        "Longest streak", Words.count(records.longestStreak.length, "day", "days"),
                        records.longestStreak.start.map { "from \($0.shortText)" } ?? ""
                    ),
                    (
                        "Best day", records.bestDay.map { Words.count($0.count, "entry", "entries") } ?? "–",
                        records.bestDay?.day.shortText ?? ""
                    ),
                    ("Foods", Wording.number(records.uniqueFoods), "different foods, all time"),
                ])),
            periods: periods)
        return Page(
            path: path, template: PageKind.insights.template, title: "Insights",
            summary: "Streaks, records, top foods and habits for 7 days, 30 days, 3 months, a year and all time.",
            context: context, blocks: blocks)
    }

    /// A link to a food's page by key.
    func foodLink(key: String, name: String, from page: String) -> LinkContext? {
        model.insights.vocabulary.food(key: key).flatMap(model.foodPath).map {
            LinkContext(url: link(page, $0), label: name)
        }
    }
}
