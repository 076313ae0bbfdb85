import Charts
import Days

/// Makes the pages of a site from its model: one producer per page kind
/// (`PageFactory+Day.swift`, `+Week`, …), each giving typed contexts for its template.
struct PageFactory: Sendable {
    let model: SiteModel
    let templates: TemplateSet
    /// Every month from the first entry's to the last's.
    let months: [(year: Int, month: Int)]

    init(model: SiteModel, templates: TemplateSet) {
        self.model = model
        self.templates = templates
        months = Self.months(of: model)
    }

    /// A link from `page` to `target`.
    func link(_ page: String, _ target: String) -> String {
        SitePath.link(from: page, to: target)
    }

    /// Every page of the site, in path order.
    func pages() -> [Page] {
        specs.compactMap(page).sorted { $0.path < $1.path }
    }

    /// What a page is made from: cheap to list, so pages can be made in parallel.
    enum Spec: Sendable {
        case home, foods, insights, search, notFound, pantry
        case day(Int)
        case week(Int)
        case month(Int)
        case year(Int)
        case food(Int)

        /// Whether the page is one of the few large ones (charts of a year, every food …)
        /// rather than one of the many small day and week pages.
        var isLarge: Bool {
            switch self {
            case .day, .week, .search, .notFound: false
            case .home, .foods, .insights, .pantry, .month, .year, .food: true
            }
        }
    }

    /// Every page to make.
    var specs: [Spec] {
        var specs: [Spec] = [.home, .foods, .insights, .search, .notFound]
        specs += model.days.indices.map(Spec.day)
        specs += model.weeks.indices.map(Spec.week)
        specs += months.indices.map(Spec.month)
        specs += (model.years.map(Array.init) ?? []).map(Spec.year)
        specs += model.foods.indices.map(Spec.food)
        if model.pantry != nil { specs.append(.pantry) }
        return specs
    }

    /// The page a spec describes (nil for a week or food with nothing to show).
    func page(_ spec: Spec) -> Page? {
        let neighbours = { (items: Int, index: Int) in
            (index > 0 ? index - 1 : nil, index + 1 < items ? index + 1 : nil)
        }
        switch spec {
        case .home: return homePage()
        case .foods: return foodsPage()
        case .insights: return insightsPage()
        case .search: return searchPage()
        case .notFound: return notFoundPage()
        case .pantry: return pantryPage()
        case .day(let index): return Self.dayPage(dayInputs(index))
        case .week(let index):
            let (before, after) = neighbours(model.weeks.count, index)
            return weekPage(
                model.weeks[index], previous: before.map { model.weeks[$0] }, next: after.map { model.weeks[$0] })
        case .month(let index):
            let (before, after) = neighbours(months.count, index)
            return monthPage(
                year: months[index].year, month: months[index].month, previous: before.map { months[$0] },
                next: after.map { months[$0] })
        case .year(let year): return yearPage(year)
        case .food(let index): return foodInputs(model.foods[index]).map(Self.foodPage)
        }
    }

    /// A page ready to be kept or made: its path, the key of everything it is made from, and
    /// how to make it.
    struct PageRecipe: Sendable {
        var path: String
        var key: UInt64
        var make: @Sendable () -> Page
    }

    /// The recipe of the page a spec describes (nil for a week or food with nothing to show).
    /// A page made from inputs gathered apart from the model (a day's page: `DayInputs`, a
    /// food's: `FoodInputs`) is known by their key before it is made; any other page is made
    /// now and known by the fingerprint of its value.
    func recipe(_ spec: Spec) -> PageRecipe? {
        switch spec {
        case .day(let index):
            let inputs = dayInputs(index)
            return PageRecipe(path: SitePath.day(inputs.day), key: inputs.key) { Self.dayPage(inputs) }
        case .food(let index):
            guard let inputs = foodInputs(model.foods[index]) else { return nil }
            return PageRecipe(path: SitePath.food(slug: inputs.slug), key: inputs.key) { Self.foodPage(inputs) }
        default:
            guard let page = page(spec) else { return nil }
            return PageRecipe(path: page.path, key: PageFingerprint.of(page)) { page }
        }
    }

    /// Day counts with links to day pages, for heatmaps, from `first` to `last`.
    func dayCounts(from first: LocalDay, to last: LocalDay, on page: String) -> [Charts.DayCount] {
        guard first <= last else { return [] }
        return (0...first.days(to: last)).map { offset in
            let day = first.adding(days: offset)
            let count = model.entries(on: day).count
            return Charts.DayCount(date: day, count: count, link: count > 0 ? link(page, SitePath.day(day)) : nil)
        }
    }
}
