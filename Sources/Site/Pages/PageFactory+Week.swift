import Charts
import Days
import Diary
import Insights
import Templating
import Words

/// What `week.md` sees: the app's six recap parts (hero, stats, top food, categories,
/// consistency, share) and the week's days.
struct WeekPageContext: TemplateNode, Sendable {
    var title: String
    var label: String
    var dates: String
    var headline: String
    var subheadline: String
    var headlineType: String
    var perfect: Bool
    var celebration: Block
    var isComplete: Bool
    var through: String
    var entries: Int
    var daysLogged: Int
    var lastWeekEntries: Int
    var trend: String
    var stats: Block
    /// The week (to the as-of day while it is under way) against the average of the same days
    /// of the eight weeks before, as the home page says it; nil when the diary was not kept
    /// through them.
    var weekAverage: String?
    var topFood: LinkContext?
    var topFoodCount: String
    var categories: Block
    var consistency: Block
    var card: Block
    var cardURL: String
    var days: [WeekDayContext]
    var previous: LinkContext?
    var next: LinkContext?
    var goals: [GoalLineContext]
    var hasGoals: Bool
}

/// A day of a week page.
struct WeekDayContext: TemplateNode, Sendable {
    var label: String
    var url: String?
    var countText: String
}

extension PageFactory {
    /// The page of `week` (nil: the week has no recap).
    func weekPage(_ week: ISOWeek, previous: ISOWeek?, next: ISOWeek?) -> Page? {
        model.summary(for: week).map { weekPage(week, summary: $0, previous: previous, next: next) }
    }

    /// The page of `week`, whose recap is `summary`.
    func weekPage(_ week: ISOWeek, summary: WeeklySummary, previous: ISOWeek?, next: ISOWeek?) -> Page {
        let path = SitePath.week(week)
        var blocks = BlockStore()
        let context = weekContext(
            week, summary: summary, on: path, chartIDs: "week", blocks: &blocks, previous: previous, next: next)
        let title = words(.titleWeek, ["week": .text(words.number(week.week)), "year": .text(words.year(week.year))])
        let (headline, subheadline) = summary.story(words)
        return Page(
            path: path, template: PageKind.week.template, title: title,
            summary: "\(headline) \(subheadline)", context: context, blocks: blocks,
            openGraph: shareCard(week).flatMap { card in
                openGraph(
                    path: path, title: "\(title): \(headline)", description: card.sentence(words),
                    subject: .week(week), alt: card.title(words))
            })
    }

    /// The recap of `week` as the page at `path` shows it (its week page, or a printed year or
    /// month), its blocks kept in `blocks`, its charts' ids starting with `chartIDs`.
    ///
    /// `forPaper` draws it for a printed year or month, where the page is the paper's and a
    /// year holds up to 53 recaps: the categories as the cover's tiles (share and count) instead
    /// of a donut with its legend and table, and the seven days without links, tooltips or table
    /// (the list of days below it is that table, with the links): a recap in a third of the bytes.
    func weekContext(
        _ week: ISOWeek, summary: WeeklySummary, on path: String, chartIDs: String, blocks: inout BlockStore,
        previous: ISOWeek?, next: ISOWeek?, forPaper: Bool = false
    ) -> WeekPageContext {
        let trend = words(
            .noteVersusLastWeek,
            [
                "trend": .text(summary.vsLastWeek == 0 ? "same" : summary.vsLastWeek > 0 ? "more" : "fewer"),
                "difference": .count(abs(summary.vsLastWeek)),
            ])
        let stats = blocks.add(
            StatTiles.html([
                (words(.tileEntries), words.number(summary.entries), trend),
                (
                    words(.tileDaysLogged),
                    words(.daysOf, ["logged": .count(summary.daysLogged), "days": .count(7)]),
                    words.count(.noteMissed, summary.missedDays)
                ),
                (words(.tileStreak), words.count(.days, summary.streak.length), words(.noteEndOfWeek)),
            ]))
        let donut = DonutChart(
            title: words(.chartCategories),
            segments: summary.categories.map {
                DonutChart.Segment(
                    label: $0.category.rawValue.capitalized, value: $0.count,
                    color: Palette.category($0.category.rawValue),
                    icon: CategoryIcon.path($0.category.rawValue))
            }, emptyMessage: words(.emptyCategoriesWeek))
        let dots = WeekDots(
            title: words(.chartSevenDays), weekStart: week.monday,
            days: dayCounts(from: week.monday, to: week.sunday, on: forPaper ? nil : path),
            today: week.days.contains(model.options.asOf) ? model.options.asOf : nil, tooltips: !forPaper)
        let food = summary.topFoodKey.flatMap(model.insights.vocabulary.food(key:))
        let weekLink = { (other: ISOWeek) in
            LinkContext(
                url: link(path, SitePath.week(other)),
                label: words(
                    .titleWeek, ["week": .text(words.number(other.week)), "year": .text(words.year(other.year))]))
        }
        let (headline, subheadline) = summary.story(words)
        let goals = goalLines(on: path, week: week, through: summary.through)
        return WeekPageContext(
            title: words(.titleWeek, ["week": .text(words.number(week.week)), "year": .text(words.year(week.year))]),
            label: week.description,
            dates: words.span(week.monday, week.sunday), headline: headline, subheadline: subheadline,
            headlineType: summary.headlineType.rawValue, perfect: summary.missedDays == 0 && summary.isComplete,
            celebration: blocks.add(
                "<div class=\"confetti\" aria-hidden=\"true\"></div><p class=\"perfect-badge\">\(XMLText.escape(words(.perfectBadge)))</p>"
            ),
            isComplete: summary.isComplete, through: words.date(summary.through), entries: summary.entries,
            daysLogged: summary.daysLogged, lastWeekEntries: summary.lastWeekEntries, trend: trend, stats: stats,
            weekAverage: model.comparison(of: summary, words: words),
            topFood: food.flatMap { food in  // its name begins the week's top-food sentence: a capital
                model.foodPath(food).map { LinkContext(url: link(path, $0), label: words.capitalizingFirst(food.name)) }
            },
            topFoodCount: words.count(.times, summary.topFoodCount),
            categories: forPaper ? blocks.add(categoryTiles(summary)) : blocks.add(donut, id: "\(chartIDs)-categories"),
            consistency: blocks.add(dots, id: "\(chartIDs)-days", table: !forPaper),
            card: blocks.add(
                cardFigure(
                    on: path, subject: .week(week), alt: words(.shareCardAlt, ["headline": .text(headline)]))),
            cardURL: link(path, SitePath.card(week)),
            days: (0..<7).map { offset in
                let day = week.monday.adding(days: offset)
                let count = model.entries(on: day).count
                return WeekDayContext(
                    label: words.date(day, .long), url: count > 0 ? link(path, SitePath.day(day)) : nil,
                    countText: words.count(.entries, count))
            },
            previous: previous.map(weekLink), next: next.map(weekLink), goals: goals, hasGoals: !goals.isEmpty)
    }

    /// A week's categories as tiles, for paper: each with its share (as its donut says it) and
    /// its count, most first; a sentence when no entry has a category.
    private func categoryTiles(_ summary: WeeklySummary) -> String {
        let total = summary.categories.reduce(0) { $0 + $1.count }
        guard total > 0 else { return "<p>\(XMLText.escape(words(.emptyCategoriesWeek)))</p>" }
        return StatTiles.html(
            summary.categories.map {
                (
                    $0.category.rawValue.capitalized, Wording.percentText($0.count, of: total, words),
                    words.count(.entries, $0.count)
                )
            })
    }
}
