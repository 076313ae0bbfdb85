import Charts
import Days
import Diary
import Insights
import Support
import Templating
import Words

/// What `print.md` sees: a year's or a month's weekly recaps as one document made for paper, a
/// cover with the period's numbers and then every week with entries, one to a printed page.
struct PrintPageContext: TemplateNode, Sendable {
    var title: String
    var span: String
    var numbers: Block
    /// Every day of the year as a heatmap (a printed month has none).
    var heatmap: Block?
    /// The period's entries by category, as tiles.
    var categories: Block
    var hasCategories: Bool
    var topFoods: Block
    var hasTopFoods: Bool
    /// A printed year's headline against the same dates of the year before, as its page says it.
    var yearThenAndNow: String?
    /// A printed month against the month before and the same month a year earlier, in its
    /// page's sentences (the cover keeps to one page: no table).
    var monthThenAndNow: PrintThenNowContext?
    var weekCount: String
    var back: LinkContext
    var weeks: [PrintWeekContext]
}

/// A printed month's comparison: what is set against what, and the sentences its page lists.
struct PrintThenNowContext: TemplateNode, Sendable {
    var introduction: String
    var sentences: [SentenceContext]
}

/// A week of a printed year or month: its recap, the partial `partials/recap.md` that `week.md`
/// uses too, rendered with the week page's own context (`WeekPageContext`).
struct PrintWeekContext: TemplateNode, Sendable {
    /// The week, e.g. `2026-W09`.
    var label: String
    var recap: Block
}

extension PageKind {
    /// A year's weekly recaps to print (`print/YYYY.html`): for each year with a week with entries.
    static let printYear = PageKind(
        template: "print", section: .calendar, isLarge: true, count: { $0.printYears.count },
        recipe: { factory, index in factory.printYearRecipe(factory.printYears[index]) },
        path: { SitePath.printYear($0.printYears[$1]) }, usesWeekKeys: true)
    /// A month's weekly recaps to print (`print/YYYY-MM.html`): for each month with a week with entries.
    static let printMonth = PageKind(
        template: "print", section: .calendar, isLarge: true, count: { $0.printMonths.count },
        recipe: { factory, index in
            let month = factory.printMonths[index]
            return factory.printMonthRecipe(year: month.year, month: month.month)
        },
        path: { factory, index in
            let month = factory.printMonths[index]
            return SitePath.printMonth(year: month.year, month: month.month)
        }, usesWeekKeys: true)
}

extension PageFactory {
    /// The years shown with a week with entries (by ISO week-numbering year, as weeks are
    /// labelled), of `model`.
    static func printYears(of model: SiteModel) -> [Int] {
        let shown = model.years
        var printed: [Int] = []
        for week in model.weeks where printed.last != week.year && shown?.contains(week.year) == true {
            printed.append(week.year)
        }
        return printed
    }

    /// The months of `months` with a week with entries of `model` (a week that overlaps the
    /// month, as the month page lists them).
    static func printMonths(of months: [(year: Int, month: Int)], model: SiteModel) -> [(year: Int, month: Int)] {
        let weeks = Set(model.weeks)
        return months.filter { month in
            Self.weeks(year: month.year, month: month.month).contains(where: weeks.contains)
        }
    }

    /// The weeks with entries of ISO year `year`, in order.
    func weeks(ofYear year: Int) -> [ISOWeek] {
        model.weeks.filter { $0.year == year }
    }

    /// The printable recaps of the year `year`.
    func printYearPage(_ year: Int) -> Page {
        printYearRecipe(year).make()
    }

    /// The printable recaps of a month.
    func printMonthPage(year: Int, month: Int) -> Page {
        printMonthRecipe(year: year, month: month).make()
    }

    /// The printable recaps of the year `year`, known by its cover and its weeks' keys.
    func printYearRecipe(_ year: Int) -> PageRecipe {
        let first = LocalDay(year: year, month: 1, day: 1) ?? model.options.asOf
        let last = LocalDay(year: year, month: 12, day: 31) ?? model.options.asOf
        let path = SitePath.printYear(year)
        // For paper: no links or tooltips (365 of each; the year page has them).
        let heatmap = YearHeatmap(
            title: "\(year)", first: first, last: last, days: dayCounts(from: first, to: last, on: nil),
            today: (first...last).contains(model.options.asOf) ? model.options.asOf : nil,
            emptyMessage: words(.emptyYear, ["year": .text(words.year(year))]), tooltips: false)
        return printRecipe(
            path: path, title: words(.titlePrintYear, ["year": .text(words.year(year))]),
            range: DayRange(start: first, end: min(last, max(first, model.options.asOf))), heatmap: heatmap,
            period: .year(year), weeks: weeks(ofYear: year),
            back: (SitePath.year(year), words(.backTo, ["page": .text(words.year(year))])))
    }

    /// The printable recaps of a month, known by its cover and its weeks' keys.
    func printMonthRecipe(year: Int, month: Int) -> PageRecipe {
        let first = LocalDay(year: year, month: month, day: 1) ?? model.options.asOf
        let last = first.adding(days: LocalDay.daysInMonth(year: year, month: month) - 1)
        let name = words.month(year: year, month: month)
        return printRecipe(
            path: SitePath.printMonth(year: year, month: month), title: words(.titlePrintMonth, ["month": .text(name)]),
            range: DayRange(start: first, end: min(last, max(first, model.options.asOf))), heatmap: nil,
            period: .month(year: year, month: month), weeks: weeks(year: year, month: month),
            back: (SitePath.month(year: year, month: month), words(.backTo, ["page": .text(name)])))
    }

    /// A printed period, known without making its recaps: by its cover (the page without its
    /// weeks) and the key of each week's page (`weekKeys`), which changes whenever anything a
    /// recap shows does.
    private func printRecipe(
        path: String, title: String, range: DayRange, heatmap: YearHeatmap?, period: ComparedPeriod, weeks: [ISOWeek],
        back: (path: String, label: String)
    ) -> PageRecipe {
        let recaps = weeks.filter { weekKeys[$0] != nil }
        let cover = printPage(
            path: path, title: title, range: range, heatmap: heatmap, period: period, weeks: weeks, recaps: [],
            back: back)
        let inputs = PrintInputs(
            cover: cover,
            recaps: recaps.compactMap { week in
                weekKeys[week].map { PrintInputs.Recap(week: week.description, page: $0.hash) }
            })
        return PageRecipe(path: path, inputs: inputs) {
            printPage(
                path: path, title: title, range: range, heatmap: heatmap, period: period, weeks: weeks,
                recaps: recaps, back: back)
        }
    }

    /// What a printed period is made from: its cover, and each recap's week with the key of the
    /// week's page.
    private struct PrintInputs: Encodable {
        var cover: Page
        var recaps: [Recap]

        struct Recap: Encodable {
            var week: String
            var page: ContentHash
        }
    }

    /// A cover with the numbers of `range` and the comparison its page makes of `period` (a year
    /// or a month), then the recap of each of `recaps` (the weeks of `weeks` that have one;
    /// none: the cover alone).
    private func printPage(
        path: String, title: String, range: DayRange, heatmap: YearHeatmap?, period: ComparedPeriod,
        weeks: [ISOWeek], recaps: [ISOWeek], back: (path: String, label: String)
    ) -> Page {
        var blocks = BlockStore()
        let numbers = blocks.add(rangeStats(range))
        let heatmapBlock = heatmap.map { blocks.add($0, id: "print-year") }
        let categories = model.insights.categories(in: range)
        let categoryTiles = blocks.add(
            StatTiles.html(
                categories.map {
                    ($0.category.rawValue.capitalized, words.percent($0.percent), words.count(.entries, $0.count))
                }))
        let topFoods = blocks.add(topFoodsChart(range, on: path), id: "print-foods")
        var (yearThenAndNow, monthThenAndNow): (String?, PrintThenNowContext?) = (nil, nil)
        var screen = BlockStore()  // the page's table and chart, which paper leaves out
        if case .year(let year) = period { yearThenAndNow = yearThenNow(year, blocks: &screen)?.headline }
        if case .month(let year, let month) = period {
            monthThenAndNow = monthThenNow(year: year, month: month, blocks: &screen).map {
                PrintThenNowContext(introduction: $0.introduction, sentences: $0.sentences)
            }
        }
        let contexts = recaps.compactMap { week -> PrintWeekContext? in
            model.summary(for: week).map { summary in
                var own = BlockStore()
                let recap = weekContext(
                    week, summary: summary, on: path, chartIDs: "week-\(week)", blocks: &own, previous: nil, next: nil,
                    forPaper: true)
                return PrintWeekContext(
                    label: week.description, recap: blocks.add(source: .markdown("recap", context: recap, blocks: own)))
            }
        }
        let span = weeks.first.map { first in words.span(first.monday, (weeks.last ?? first).sunday) } ?? ""
        let weekCount = words.count(.printRecaps, weeks.count { model.summary(for: $0) != nil })
        let context = PrintPageContext(
            title: title, span: span, numbers: numbers, heatmap: heatmapBlock, categories: categoryTiles,
            hasCategories: !categories.isEmpty, topFoods: topFoods,
            hasTopFoods: model.insights.entryCount(in: range) > 0, yearThenAndNow: yearThenAndNow,
            monthThenAndNow: monthThenAndNow, weekCount: weekCount,
            back: LinkContext(url: link(path, back.path), label: back.label), weeks: contexts)
        return Page(
            path: path, template: PageKind.printYear.template, title: title,
            summary: words(.printSummary, ["title": .text(title), "recaps": .text(context.weekCount)]),
            context: context, blocks: blocks)
    }
}
