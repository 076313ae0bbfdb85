import Charts
import Days
import Diary
import Insights
import Templating
import Words

/// What `month.md` sees.
struct MonthPageContext: TemplateNode, Sendable {
    var title: String
    var heatmap: Block
    var stats: Block
    var topFoods: Block
    var weeks: [LinkContext]
    /// Whether the month has a weekly recap (its list's heading shows only then).
    var hasWeeks: Bool
    var previous: LinkContext?
    var next: LinkContext?
    var year: LinkContext
    var hasEntries: Bool
    /// The month's weekly recaps to print; nil when it has none.
    var print: LinkContext?
    /// The month's photo calendar (`components/photo-calendar.html`); nil when it has no photo.
    var photos: Block?
    /// The month against the same days of the month before and of the same month last year;
    /// nil when the diary was kept on neither.
    var thenAndNow: MonthThenNowContext?
}

/// What `year.md` sees.
struct YearPageContext: TemplateNode, Sendable {
    var title: String
    var heatmap: Block
    var stats: Block
    var topFoods: Block
    var months: [MonthRowContext]
    var previous: LinkContext?
    var next: LinkContext?
    var hasEntries: Bool
    /// The year-in-review card and its downloads.
    var card: Block
    /// The year's weekly recaps to print; nil when it has none.
    var print: LinkContext?
    /// The year's photo mosaic (`components/photo-mosaic.html`); nil when it has no photo.
    var photos: Block?
    /// The year against the same dates of the year before; nil when the diary was not kept then.
    var thenAndNow: YearThenNowContext?
}

/// A month in a year's list.
struct MonthRowContext: TemplateNode, Sendable {
    var url: String
    var label: String
    var entries: String
    var days: String
}

extension PageFactory {
    /// Every month from the first entry's to the last's.
    static func months(of model: SiteModel) -> [(year: Int, month: Int)] {
        guard let first = model.days.first, let last = model.days.last else { return [] }
        var result: [(Int, Int)] = []
        var (year, month) = (first.year, first.month)
        while (year, month) <= (last.year, last.month) {
            result.append((year, month))
            (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        }
        return result
    }

    func monthPage(year: Int, month: Int, previous: (year: Int, month: Int)?, next: (year: Int, month: Int)?) -> Page {
        let path = SitePath.month(year: year, month: month)
        let first = LocalDay(year: year, month: month, day: 1) ?? model.options.asOf
        let last = first.adding(days: LocalDay.daysInMonth(year: year, month: month) - 1)
        var blocks = BlockStore()
        let title = words.month(year: year, month: month)
        let heatmap = MonthHeatmap(
            title: title, year: year, month: month, days: dayCounts(from: first, to: last, on: path),
            today: (first...last).contains(model.options.asOf) ? model.options.asOf : nil,
            emptyMessage: words(.emptyMonth))
        let range = DayRange(start: first, end: min(last, max(first, model.options.asOf)))
        let monthLink = { (item: (year: Int, month: Int)) in
            LinkContext(
                url: link(path, SitePath.month(year: item.year, month: item.month)),
                label: words.month(year: item.year, month: item.month))
        }
        let recaps = weeks(year: year, month: month)
        let weeks = recaps.map { week in
            LinkContext(
                url: link(path, SitePath.week(week)),
                label: words(
                    .weekLink,
                    ["week": .text(words.number(week.week)), "dates": .text(words.span(week.monday, week.sunday))]))
        }
        let context = MonthPageContext(
            title: title, heatmap: blocks.add(heatmap, id: "month"),
            stats: blocks.add(rangeStats(range)),
            topFoods: blocks.add(topFoodsChart(range, on: path), id: "month-foods"),
            weeks: weeks, hasWeeks: !weeks.isEmpty, previous: previous.map(monthLink), next: next.map(monthLink),
            year: LinkContext(url: link(path, SitePath.year(year)), label: words.year(year)),
            hasEntries: model.insights.entryCount(in: range) > 0,
            print: recaps.isEmpty
                ? nil
                : LinkContext(
                    url: link(path, SitePath.printMonth(year: year, month: month)), label: words(.printMonth)),
            photos: photoCalendar(year: year, month: month, on: path).map {
                blocks.add(source: .component("photo-calendar", context: $0))
            },
            thenAndNow: monthThenNow(year: year, month: month, blocks: &blocks))
        return Page(
            path: path, template: PageKind.month.template, title: title,
            summary: words(
                .monthSummaryPage, ["month": .text(title), "count": .count(model.insights.entryCount(in: range))]),
            context: context, blocks: blocks, stylesheets: context.photos == nil ? [] : [SitePath.photoStylesheet])
    }

    func yearPage(_ year: Int) -> Page {
        let years = model.years ?? year...year
        let path = SitePath.year(year)
        let first = LocalDay(year: year, month: 1, day: 1) ?? model.options.asOf
        let last = LocalDay(year: year, month: 12, day: 31) ?? model.options.asOf
        var blocks = BlockStore()
        let heatmap = YearHeatmap(
            title: "\(year)", first: first, last: last, days: dayCounts(from: first, to: last, on: path),
            today: (first...last).contains(model.options.asOf) ? model.options.asOf : nil,
            emptyMessage: words(.emptyYear, ["year": .text(words.year(year))]))
        let range = DayRange(start: first, end: min(last, max(first, model.options.asOf)))
        let rows = (1...12).compactMap { month -> MonthRowContext? in
            guard let start = LocalDay(year: year, month: month, day: 1),
                months.contains(where: { $0 == (year, month) })
            else { return nil }
            let end = start.adding(days: LocalDay.daysInMonth(year: year, month: month) - 1)
            let monthRange = DayRange(start: start, end: min(end, max(start, model.options.asOf)))
            return MonthRowContext(
                url: link(path, SitePath.month(year: year, month: month)), label: words.monthName(month),
                entries: Wording.number(model.insights.entryCount(in: monthRange)),
                days: Wording.number(model.insights.daysLogged(in: monthRange)))
        }
        let yearLink = { (other: Int) in LinkContext(url: link(path, SitePath.year(other)), label: words.year(other)) }
        let card = yearCard(year)
        let context = YearPageContext(
            title: words.year(year), heatmap: blocks.add(heatmap, id: "year"),
            stats: blocks.add(rangeStats(range)),
            topFoods: blocks.add(topFoodsChart(range, on: path), id: "year-foods"), months: rows,
            previous: year > years.lowerBound ? yearLink(year - 1) : nil,
            next: year < years.upperBound ? yearLink(year + 1) : nil,
            hasEntries: model.insights.entryCount(in: range) > 0,
            card: blocks.add(cardFigure(on: path, subject: .year(year), alt: card.title(words))),
            print: printYears.contains(year)
                ? LinkContext(url: link(path, SitePath.printYear(year)), label: words(.printYear)) : nil,
            photos: photoMosaic(year: year, on: path).map {
                blocks.add(source: .component("photo-mosaic", context: $0))
            },
            thenAndNow: yearThenNow(year, blocks: &blocks))
        return Page(
            path: path, template: PageKind.year.template, title: words.year(year),
            summary: words(
                .yearSummaryPage,
                ["year": .text(words.year(year)), "count": .count(model.insights.entryCount(in: range))]),
            context: context, blocks: blocks, stylesheets: context.photos == nil ? [] : [SitePath.photoStylesheet],
            openGraph: openGraph(
                path: path, title: "\(year): \(card.shownTitleHeadline(words))", description: card.sentence(words),
                subject: .year(year), alt: card.title(words)))
    }

    /// The weeks with entries that overlap a month, in order.
    func weeks(year: Int, month: Int) -> [ISOWeek] {
        Self.weeks(year: year, month: month).filter(model.weeks.contains)
    }

    /// Every ISO week that overlaps the month, in order.
    static func weeks(year: Int, month: Int) -> [ISOWeek] {
        guard let first = LocalDay(year: year, month: month, day: 1) else { return [] }
        let last = first.adding(days: LocalDay.daysInMonth(year: year, month: month) - 1)
        var weeks: [ISOWeek] = []
        var monday = first.startOfISOWeek
        while monday <= last {
            weeks.append(ISOWeek(containing: monday))
            monday = monday.adding(days: 7)
        }
        return weeks
    }

    /// Entries, days logged and consistency of a range, as tiles.
    func rangeStats(_ range: DayRange) -> String {
        let entries = model.insights.entryCount(in: range)
        let logged = model.insights.daysLogged(in: range)
        return StatTiles.html([
            (words(.tileEntries), words.number(entries), ""),
            (words(.tileDaysLogged), words(.daysOf, ["logged": .count(logged), "days": .count(range.days)]), ""),
            (words(.tileConsistency), words.percent(model.insights.consistency(in: range)), ""),
            (words(.tileFoods), words.number(model.insights.uniqueFoodCount(in: range)), words(.noteDifferentFoods)),
        ])
    }

    /// The top foods of a range as a horizontal bar chart linking to food pages.
    func topFoodsChart(_ range: DayRange, on path: String, limit: Int = 10) -> HorizontalBarChart {
        let bars = model.insights.topFoods(in: range, limit: limit).map { food in
            HorizontalBarChart.Bar(
                label: food.food, value: food.count,
                link: model.insights.vocabulary.food(key: food.key).flatMap(model.foodPath).map { link(path, $0) })
        }
        return HorizontalBarChart(title: words(.chartTopFoods), bars: bars)
    }
}
