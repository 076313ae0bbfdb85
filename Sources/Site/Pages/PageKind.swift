import Templating
import Words

/// A kind of page, registered once, in `PageKind.all`. Adding a kind of page takes a producer
/// (`PageFactory+Kind.swift`: its context type, its pages, and its `PageKind` value), a
/// template, a path in `SitePath`, a line in `all`, and a test; nothing else asks which kind a
/// page is.
struct PageKind: Sendable {
    /// The Markdown template its pages are rendered with (`Templates/<template>.md`).
    let template: String
    /// The part of the site its pages belong to: the header marks that link as the current one.
    let section: NavigationSection?
    /// Whether its pages are the few large ones (a year's charts, every food …) rather than
    /// the many small day and week pages: large pages are handed out to the cores first, one
    /// at a time, and the small ones after them in runs.
    let isLarge: Bool
    /// How many pages of this kind a site has.
    let count: @Sendable (PageFactory) -> Int
    /// The recipe of the kind's page at an index below `count` (nil: nothing to show there).
    let recipe: @Sendable (PageFactory, Int) -> PageFactory.PageRecipe?
    /// The path the kind's page at an index below `count` has, known without making it (nil:
    /// it has none): a preview finds the pages it is asked for by it (`PageFactory.specs(at:)`).
    let path: @Sendable (PageFactory, Int) -> String?
    /// Whether its pages are made from the week pages' keys (`PageFactory.weekKeys`): a week
    /// page is known by its own, a printed period shows the weeks that have one.
    var usesWeekKeys = false

    /// Every kind of page of a site.
    static let all: [PageKind] = [
        home, foods, insights, search, notFound, day, week, month, year, food, pantry, printYear, printMonth, goal,
    ]

    /// The section of the pages rendered with `template`.
    static func section(ofTemplate template: String) -> NavigationSection? {
        sections[template] ?? nil
    }

    private static let sections = Dictionary(all.map { ($0.template, $0.section) }) { first, _ in first }
}

/// The parts of the site its header links to, in the header's order: a new section is a case
/// here (its name and page below) and the `section` of its kinds of page.
enum NavigationSection: Sendable, CaseIterable {
    case home, calendar, insights, foods, pantry, search

    /// The section's name in the header.
    func label(_ words: Catalog) -> String {
        switch self {
        case .home: words(.navHome)
        case .calendar: words(.navCalendar)
        case .insights: words(.titleInsights)
        case .foods: words(.titleFoods)
        case .pantry: words(.titlePantry)
        case .search: words(.titleSearch)
        }
    }

    /// The page the header links to for the section in a site with the layout facts `site`;
    /// nil when the site has no such section (a site without a pantry).
    func page(_ site: LayoutFacts) -> String? {
        switch self {
        case .home: SitePath.index
        case .calendar: SitePath.year(site.newestYear)
        case .insights: SitePath.insights
        case .foods: SitePath.foods
        case .pantry: site.pantry ? SitePath.pantry : nil
        case .search: SitePath.search
        }
    }
}

extension PageKind {
    /// A kind with one page, at `path` (nil: the site has none).
    static func single(
        _ template: String, path: String, section: NavigationSection?, isLarge: Bool,
        page: @escaping @Sendable (PageFactory) -> Page?
    ) -> PageKind {
        PageKind(
            template: template, section: section, isLarge: isLarge, count: { _ in 1 },
            recipe: { factory, _ in PageFactory.PageRecipe(page(factory)) }, path: { _, _ in path })
    }

    static let home = single("index", path: SitePath.index, section: .home, isLarge: true) { $0.homePage() }
    static let foods = single("foods", path: SitePath.foods, section: .foods, isLarge: true) { $0.foodsPage() }
    static let insights = single("insights", path: SitePath.insights, section: .insights, isLarge: true) {
        $0.insightsPage()
    }
    static let search = single("search", path: SitePath.search, section: .search, isLarge: false) {
        $0.searchPage()
    }
    static let notFound = single("404", path: SitePath.notFound, section: nil, isLarge: false) {
        $0.notFoundPage()
    }
    static let pantry = PageKind(
        template: "pantry", section: .pantry, isLarge: true, count: { $0.model.pantry == nil ? 0 : 1 },
        recipe: { factory, _ in PageFactory.PageRecipe(factory.pantryPage()) }, path: { _, _ in SitePath.pantry })
    static let goal = PageKind(
        template: "goal", section: .home, isLarge: false, count: { $0.model.goals.count },
        recipe: { PageFactory.PageRecipe($0.goalPage($1)) }, path: { SitePath.goal(slug: $0.model.goalSlugs[$1]) })
    static let day = PageKind(
        template: "day", section: .calendar, isLarge: false, count: { $0.model.days.count },
        recipe: { $0.dayRecipe($1) }, path: { SitePath.day($0.model.days[$1]) })
    static let week = PageKind(
        template: "week", section: .calendar, isLarge: false, count: { $0.model.weeks.count },
        recipe: { $0.weekRecipe($1) }, path: { SitePath.week($0.model.weeks[$1]) }, usesWeekKeys: true)
    static let month = PageKind(
        template: "month", section: .calendar, isLarge: true, count: { $0.months.count },
        recipe: { factory, index in PageFactory.PageRecipe(factory.monthPage(at: index)) },
        path: { factory, index in SitePath.month(year: factory.months[index].year, month: factory.months[index].month) }
    )
    static let year = PageKind(
        template: "year", section: .calendar, isLarge: true, count: { $0.years.count },
        recipe: { factory, index in PageFactory.PageRecipe(factory.yearPage(factory.years[index])) },
        path: { SitePath.year($0.years[$1]) })
    static let food = PageKind(
        template: "food", section: .foods, isLarge: true, count: { $0.model.foods.count },
        recipe: { $0.foodRecipe($1) },
        path: { factory, index in
            factory.model.insights.vocabulary.food(key: factory.model.foods[index].key).flatMap(factory.model.foodPath)
        })
}
