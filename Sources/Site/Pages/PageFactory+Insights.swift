import Charts
import Days
import Diary
import Insights
import Templating
import Words

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
    /// The period's entries against the same number of days just before it; nil when the
    /// diary was not kept on all of those (always for All).
    var change: String?
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
        let (headline, subheadline) = model.summary(for: week)?.story(words) ?? (words(.cardQuietWeek), "")
        let story =
            "<section class=\"story\"><p class=\"eyebrow\">\(XMLText.escape(words(.thisWeeksStory)))</p>"
            + "<p class=\"story-headline\">\(XMLText.escape(headline))</p>"
            + "<p class=\"story-sub\">\(XMLText.escape(subheadline))</p></section>"
        let names: [AnalyticsPeriod: String] = [
            .week: words(.periodWeek), .month: words(.periodMonth), .threeMonths: words(.periodThreeMonths),
            .year: words(.periodYear), .allTime: words(.periodAll),
        ]
        let periods = AnalyticsPeriod.allCases.map { period in
            let stats = model.insights.periodStats(period, asOf: asOf)
            let id = "p-\(period.rawValue)"
            let streak = model.insights.currentStreak(asOf: asOf)
            let comparison = model.insights.weekComparison(asOf: asOf)
            let pairs = stats.foodPairs.compactMap { pair -> PairContext? in
                guard let first = foodLink(key: pair.firstKey, name: pair.first, from: path),
                    let second = foodLink(key: pair.secondKey, name: pair.second, from: path)
                else { return nil }
                return PairContext(first: first, second: second, days: words.count(.days, pair.count))
            }
            return PeriodContext(
                id: id, anchor: blocks.add("<span class=\"anchor\" id=\"\(id)\"></span>"), label: period.label,
                name: names[period] ?? period.label,
                dates: words.span(stats.range.start, stats.range.end),
                stats: blocks.add(
                    StatTiles.html(
                        [
                            (words(.tileCurrentStreak), words.count(.days, streak.length), ""),
                            (
                                words(.tileEntries), words.number(stats.entries),
                                words.count(.noteInDays, stats.range.days)
                            ),
                            (words(.tileDaysLogged), words.number(stats.daysLogged), ""),
                        ], icons: [0: StreakFlame(days: streak.length).svg])),
                change: model.insights.periodComparison(period, asOf: asOf).map { comparison in
                    let sentences = ComparisonWords(words)
                    return sentences.change(
                        comparison.current.entries, against: comparison.baseline.entries, .entries,
                        then: sentences.baseline(comparison))
                },
                ring: blocks.add(
                    ConsistencyRing(
                        title: words(.chartConsistency), daysLogged: stats.daysLogged, totalDays: stats.range.days),
                    id: id + "-ring"),
                topFoods: blocks.add(topFoodsChart(stats.range, on: path), id: id + "-foods"),
                daily: blocks.add(
                    DailyLineChart(
                        title: words(.chartDailyActivity),
                        days: stats.dailyCounts.map { Charts.DayCount(date: $0.day, count: $0.count) }
                    ), id: id + "-daily"),
                categories: blocks.add(
                    DonutChart(
                        title: words(.chartCategories),
                        segments: stats.categories.map {
                            DonutChart.Segment(
                                label: Wording.category($0.category.rawValue, words), value: $0.count,
                                color: Palette.category($0.category.rawValue),
                                icon: CategoryIcon.path($0.category.rawValue))
                        }, emptyMessage: words(.emptyCategoriesPeriod)
                    ), id: id + "-categories"),
                timing: blocks.add(
                    HourChart(title: words(.chartMealTiming), counts: stats.mealTiming), id: id + "-timing"),
                comparison: blocks.add(
                    ComparisonChart(
                        title: words(.chartWeeks),
                        groups: (0..<7).map { day in
                            ComparisonChart.Group(
                                label: words.weekdayName(day + 1, .abbreviated), name: words.weekdayName(day + 1),
                                current: comparison.thisWeekDays[day], previous: comparison.lastWeekDays[day])
                        }, currentName: words(.thisWeek), previousName: words(.lastWeek)
                    ), id: id + "-weeks"),
                inputTypes: blocks.add(
                    HorizontalBarChart(
                        title: words(.chartInputTypes),
                        bars: stats.inputTypes.map {
                            .init(
                                label: words.capitalizingFirst($0.inputType.name(words)),
                                value: $0.count,
                                name: $0.inputType.name(words))
                        },
                        kind: .shares
                    ), id: id + "-inputs"),
                pairs: pairs, hasPairs: !pairs.isEmpty)
        }
        let periodNav =
            "<nav class=\"period-nav\" aria-label=\"\(XMLText.escape(words(.periods)))\">"
            + AnalyticsPeriod.allCases.map { "<a href=\"#p-\($0.rawValue)\">\(names[$0] ?? $0.label)</a>" }.joined()
            + "</nav>"
        let context = InsightsPageContext(
            title: words(.titleInsights), asOf: words.date(asOf, .long), story: blocks.add(story),
            periodNav: blocks.add(periodNav),
            records: blocks.add(
                StatTiles.html([
                    (
                        words(.tileLongestStreak), words.count(.days, records.longestStreak.length),
                        records.longestStreak.start.map {
                            words(.noteFrom, ["date": .text(words.date($0, .shortWithYear))])
                        } ?? ""
                    ),
                    (
                        words(.tileBestDay), records.bestDay.map { words.count(.entries, $0.count) } ?? "–",
                        records.bestDay.map { words.date($0.day, .shortWithYear) } ?? ""
                    ),
                    (words(.tileFoods), words.number(records.uniqueFoods), words(.noteDifferentFoodsAllTime)),
                ])),
            periods: periods)
        return Page(
            path: path, template: PageKind.insights.template, title: words(.titleInsights),
            summary: words(.insightsSummary),
            context: context, blocks: blocks)
    }

    /// A link to a food's page by key.
    func foodLink(key: String, name: String, from page: String) -> LinkContext? {
        model.insights.vocabulary.food(key: key).flatMap(model.foodPath).map {
            LinkContext(url: link(page, $0), label: name)
        }
    }
}
