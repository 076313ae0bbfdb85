import Charts
import Diary
import Foundation
import Insights
import Keying
import Templating
import TestSupport
import Testing

@testable import Site

/// The printed year and month (`print/YYYY.html`, `print/YYYY-MM.html`), and the print
/// palette the charts read from the style sheet.
@Suite("Print pages and the print palette")
struct PrintPageTests {
    /// The small diary's pages: weeks 2025-W10, 2026-W09, 2026-W10 and 2026-W11 have entries.
    static func factory() throws -> PageFactory {
        let model = SiteModel(
            diary: try SiteFixture.diary(),
            options: SiteOptions(
                settings: BuildSettings(input: nil, title: "Test Diary", sampleTimeZone: .gmt),
                asOf: LocalDay(year: 2026, month: 3, day: 10) ?? LocalDay(dayNumber: 0)))
        return PageFactory(model: model, templates: try TemplateSet.load(overrides: nil))
    }

    @Test("Print pages have their own paths, one folder down like the year and month pages")
    func paths() throws {
        #expect(SitePath.printYear(2026) == "print/2026.html")
        #expect(SitePath.printYear(987) == "print/0987.html")
        #expect(SitePath.printMonth(year: 2026, month: 3) == "print/2026-03.html")
        #expect(SitePath.printMonth(year: 2025, month: 12) == "print/2025-12.html")
        #expect(
            SitePath.link(
                from: SitePath.printYear(2026), to: SitePath.week(try #require(ISOWeek(year: 2026, week: 10))))
                == "../week/2026-W10.html")
    }

    @Test("A year and a month are printed when they have a week with entries; the kinds are registered")
    func whichPages() throws {
        let factory = try Self.factory()
        #expect(factory.printYears == [2025, 2026])
        #expect(factory.printMonths.map { "\($0.year)-\($0.month)" } == ["2025-3", "2026-2", "2026-3"])
        let paths = factory.pages().map(\.path).filter { $0.hasPrefix("print/") }
        #expect(
            paths == [
                "print/2025-03.html", "print/2025.html", "print/2026-02.html", "print/2026-03.html", "print/2026.html",
            ])
        #expect(PageKind.section(ofTemplate: "print") == .calendar)
    }

    @Test("A year's print page: a cover with the year's numbers, then every week of the year with entries, in order")
    func yearContext() throws {
        let factory = try Self.factory()
        let page = factory.printYearPage(2026)
        #expect(page.path == "print/2026.html")
        #expect(page.template == "print")
        #expect(page.title == "2026: the year in weekly recaps")
        #expect(page.summary == "2026: the year in weekly recaps: 3 weekly recaps, one to a printed page.")
        let context = try #require(page.context as? PrintPageContext)
        #expect(context.title == "2026: the year in weekly recaps")
        #expect(context.span == "23 February – 15 March 2026")
        #expect(context.weekCount == "3 weekly recaps")
        #expect(context.hasTopFoods)
        #expect(context.back == LinkContext(url: "../year/2026.html", label: "Back to 2026"))
        #expect(context.weeks.map(\.label) == ["2026-W09", "2026-W10", "2026-W11"])
        #expect(context.heatmap != nil)
        #expect(context.hasCategories)
        // The cover's numbers, every day of the year, the categories and the top foods, then
        // each week's recap: the partial rendered with the week page's context (no neighbours)
        // and blocks of its own.
        #expect(page.blocks.sources.count == 4 + 3)
        guard case .html(let numbers) = page.blocks.sources[0],
            case .chart(let heatmap as YearHeatmap, _, _, true) =
                page.blocks.sources[1], case .html(let categories) = page.blocks.sources[2]
        else {
            Issue.record("the cover's numbers, heatmap and categories are not its first blocks")
            return
        }
        let range = DayRange(
            start: try #require(LocalDay(year: 2026, month: 1, day: 1)),
            end: try #require(LocalDay(year: 2026, month: 3, day: 10)))
        #expect(numbers == factory.rangeStats(range))
        #expect(heatmap.first == range.start)
        #expect(heatmap.last == LocalDay(year: 2026, month: 12, day: 31))
        #expect(heatmap.days.count == 365)
        #expect(heatmap.days.map(\.count).reduce(0, +) == factory.model.insights.entryCount(in: range))
        // Drawn for paper: no day a link, none a tooltip.
        #expect(heatmap.days.allSatisfy { $0.link == nil } && !heatmap.tooltips)
        let shares = factory.model.insights.categories(in: range)
        #expect(!shares.isEmpty)
        #expect(
            categories
                == StatTiles.html(
                    shares.map {
                        ($0.category.rawValue.capitalized, "\($0.percent)%", english.count(.entries, $0.count))
                    }))
        let recaps = page.blocks.sources.compactMap {
            source -> (name: String, week: WeekPageContext, blocks: BlockStore)? in
            guard case .markdown(let name, let week as WeekPageContext, let blocks) = source else { return nil }
            return (name, week, blocks)
        }
        #expect(recaps.map(\.name) == ["recap", "recap", "recap"])
        #expect(recaps.map(\.week.label) == ["2026-W09", "2026-W10", "2026-W11"])
        #expect(recaps.map { $0.week.previous == nil && $0.week.next == nil } == [true, true, true])
        #expect(
            context.weeks.map(\.recap)
                == page.blocks.sources.indices.dropFirst(4).map { Block(marker: "\u{E000}block\($0)\u{E000}") })
        // The weeks' charts have ids of their own.
        let ids = (page.blocks.sources + recaps.flatMap(\.blocks.sources)).compactMap { source -> String? in
            if case .chart(_, let id, _, _) = source { id } else { nil }
        }
        #expect(ids == ["print-year", "print-foods", "week-2026-W09-days", "week-2026-W10-days", "week-2026-W11-days"])
        // Each recap drawn for paper: its categories as tiles (as its week page's donut gives
        // their shares), its seven days without links, tooltips or table (its list of days is).
        for recap in recaps {
            let week = try #require(ISOWeek(recap.week.label))
            let summary = try #require(factory.model.summary(for: week))
            let tiles = Self.categoryTiles(summary)
            let html = recap.blocks.sources.compactMap { source -> String? in
                if case .html(let html) = source { html } else { nil }
            }
            #expect(html.contains(tiles), "\(week)")
            let dots = recap.blocks.sources.compactMap { source -> (WeekDots, Bool)? in
                if case .chart(let dots as WeekDots, _, _, let table) = source { (dots, table) } else { nil }
            }
            #expect(dots.count == 1)
            #expect(
                dots.allSatisfy { dots, table in !table && !dots.tooltips && dots.days.allSatisfy { $0.link == nil } })
            #expect(recap.week.days.filter { $0.url != nil }.count == summary.daysLogged)
        }
    }

    /// A week's categories as a printed recap shows them: a tile each with its share, as the
    /// week page's donut gives it, and its count.
    static func categoryTiles(_ summary: WeeklySummary) -> String {
        let total = summary.categories.reduce(0) { $0 + $1.count }
        return StatTiles.html(
            summary.categories.map {
                (
                    $0.category.rawValue.capitalized, Wording.percentText($0.count, of: total, english),
                    english.count(.entries, $0.count)
                )
            })
    }

    @Test(
        "A printed year or month is known by its cover and its weeks' page keys: a week's new key changes its year and month only"
    )
    func keys() throws {
        let factory = try Self.factory()
        let week = try #require(ISOWeek(year: 2026, week: 10))
        let weekIndex = try #require(factory.model.weeks.firstIndex(of: week))
        let weekPage = try #require(factory.weekPage(at: weekIndex))
        #expect(factory.weekKeys[week] == OutputKey(weekPage))
        #expect(factory.weekKeys.count == factory.model.weeks.count)
        var changedKeys = factory.weekKeys
        changedKeys[week] = OutputKey("another week page")
        let changed = PageFactory(model: factory.model, templates: factory.templates, weekKeys: changedKeys)
        func keys(_ factory: PageFactory) -> [OutputKey] {
            [
                factory.printYearRecipe(2025).key, factory.printYearRecipe(2026).key,
                factory.printMonthRecipe(year: 2025, month: 3).key, factory.printMonthRecipe(year: 2026, month: 2).key,
                factory.printMonthRecipe(year: 2026, month: 3).key,
            ]
        }
        let (before, after) = (keys(factory), keys(changed))
        #expect(Set(before).count == 5)
        #expect(zip(before, after).map { $0 == $1 } == [true, false, true, true, false])
        // The page a recipe makes is the page its key stands for.
        #expect(
            OutputKey(factory.printYearRecipe(2026).make()) == OutputKey(changed.printYearPage(2026)))
    }

    @Test("A month's print page holds the weeks that overlap the month, as the month page lists them")
    func monthContext() throws {
        let factory = try Self.factory()
        let page = factory.printMonthPage(year: 2026, month: 2)
        #expect(page.path == "print/2026-02.html")
        #expect(page.title == "February 2026: the month in weekly recaps")
        let context = try #require(page.context as? PrintPageContext)
        #expect(context.weeks.map(\.label) == ["2026-W09"])
        #expect(context.heatmap == nil)
        #expect(context.span == "23 February – 1 March 2026")
        #expect(context.weekCount == "1 weekly recap")
        #expect(context.back == LinkContext(url: "../month/2026-02.html", label: "Back to February 2026"))
        let month = try #require(
            factory.monthPage(at: factory.months.firstIndex { $0 == (2026, 2) } ?? 0).context as? MonthPageContext)
        #expect(month.weeks.map(\.label) == ["Week 9: 23 February – 1 March 2026"])
        #expect(month.print == LinkContext(url: "../print/2026-02.html", label: "Print the month"))
        let quiet = try #require(
            factory.monthPage(at: factory.months.firstIndex { $0 == (2025, 6) } ?? 0).context as? MonthPageContext)
        #expect(quiet.print == nil)
        let year = try #require(factory.yearPage(2025).context as? YearPageContext)
        #expect(year.print == LinkContext(url: "../print/2025.html", label: "Print the year"))
    }

    /// The HTML of `main` in a page.
    static func main(_ html: String) -> String {
        guard let start = html.range(of: "<main id=\"main\">\n"), let end = html.range(of: "</main>") else { return "" }
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test(
        "Each week of a printed year is its week page's recap drawn for paper (categories as tiles, days without links or table); the cover links back"
    )
    func recapsAreTheWeekPages() async throws {
        let files = try await SiteFixture.build(SiteFixture.diary())
        let factory = try Self.factory()
        var printed = Self.main(SiteFixture.text(files, "print/2026.html"))
        // The layout puts a line break before `</main>`.
        #expect(printed.hasSuffix("</ul>\n\n"))
        printed.removeLast()
        var parts = printed.components(separatedBy: "<hr />\n")
        let cover = parts.removeFirst()
        #expect(
            cover.hasPrefix(
                "<h1>2026: the year in weekly recaps</h1>\n<p>3 weekly recaps, one to a page: 23 February – 15 March 2026.</p>\n"
            ))
        #expect(cover.hasSuffix("<p><a href=\"../year/2026.html\">Back to 2026</a></p>\n"))
        #expect(parts.count == 3)
        for (part, label) in zip(parts, ["2026-W09", "2026-W10", "2026-W11"]) {
            let page = Self.main(SiteFixture.text(files, "week/\(label).html"))
            let recap = try #require(page.components(separatedBy: "<h2>Share</h2>").first)
            // The same up to its categories and from its list of days on; between them, the
            // categories as tiles and the seven days drawn for paper.
            let head =
                try #require(recap.components(separatedBy: "<h2>Categories</h2>\n").first) + "<h2>Categories</h2>\n"
            let tail = try #require(recap.range(of: "\n<ul>\n")).lowerBound
            let week = try #require(ISOWeek(label))
            let summary = try #require(factory.model.summary(for: week))
            let tiles = Self.categoryTiles(summary)
            let dots = WeekDots(
                title: "The seven days", weekStart: week.monday,
                days: factory.dayCounts(from: week.monday, to: week.sunday, on: nil),
                today: week.days.contains(factory.model.options.asOf) ? factory.model.options.asOf : nil,
                tooltips: false)
            let days = BlockStore.figure(
                dots.render(id: "week-\(label)-days", words: english), className: "chart", table: false, words: english)
            #expect(part == head + tiles + "\n<h2>Consistency</h2>\n" + days + recap[tail...])
        }
        let year = SiteFixture.text(files, "year/2026.html")
        #expect(
            year.contains(
                "<p><a href=\"../print/2026.html\">Print the year</a>: every weekly recap of the year, one to a printed page.</p>"
            ))
    }

    /// The custom properties set in `block` of the style sheet, by name.
    static func properties(_ block: Substring) -> [String: String] {
        var found: [String: String] = [:]
        for match in block.matches(of: /--([a-z-]+):\s*(#[0-9A-Fa-f]{6})/) {
            found[String(match.1)] = String(match.2)
        }
        return found
    }

    @Test("The style sheet holds the palette's colours on screen, and the print style sheet every chart colour again")
    func palette() async throws {
        let files = try await SiteFixture.build(SiteFixture.diary())
        let css = SiteFixture.text(files, "assets/style.css")
        let rootStart = try #require(css.range(of: ":root {"))
        let rootEnd = try #require(css[rootStart.upperBound...].range(of: "}"))
        let screen = Self.properties(css[rootStart.upperBound..<rootEnd.lowerBound])
        let print = Self.properties(Substring(SiteFixture.text(files, "assets/print.css")))
        let named =
            [
                Palette.void, Palette.ground, Palette.primary, Palette.accent, Palette.warm, Palette.surface,
                Palette.success, Palette.decline, Palette.uncategorized, Palette.muted,
            ] + Palette.categoryNames.map { Palette.category($0) } + TimeOfDay.allCases.map(\.color)
        for color in named {
            let name = try #require(color.name)
            #expect(screen[name] == color.hex, "--\(name) on screen")
            if name != "void" {
                #expect(print[name] != nil && print[name] != color.hex, "--\(name) for print")
            }
        }
        #expect(print["ground"] == "#FFFFFF")
    }
}
