import Charts
import Days
import Diary
import Insights
import Keying
import Support
import Templating
import Words

/// Makes the pages of a site from its model: one producer per page kind
/// (`PageFactory+Day.swift`, `+Week`, …), each giving typed contexts for its template.
struct PageFactory: Sendable {
    let model: SiteModel
    let templates: TemplateSet
    /// Every month from the first entry's to the last's.
    let months: [(year: Int, month: Int)]
    /// The years and the months with a printed page (`printYears(of:)`, `printMonths(of:model:)`).
    let printYears: [Int]
    let printMonths: [(year: Int, month: Int)]
    /// The key of each week's page (`OutputKey`), by week: a week page is known by it, and a
    /// printed year or month by those of its weeks, so each week's page is keyed once.
    private(set) var weekKeys: [ISOWeek: OutputKey] = [:]

    /// A factory; the week pages' keys are worked out here, one after another, unless given
    /// (`weekKeys(model:templates:cores:)` works them out on the cores given).
    init(model: SiteModel, templates: TemplateSet, weekKeys: [ISOWeek: OutputKey]? = nil) {
        self.model = model
        self.templates = templates
        months = Self.months(of: model)
        printYears = Self.printYears(of: model)
        printMonths = Self.printMonths(of: months, model: model)
        self.weekKeys = weekKeys ?? Dictionary(model.weeks.indices.compactMap(weekKey(at:))) { first, _ in first }
    }

    /// The week pages' keys of `model`, worked out on every core.
    static func weekKeys(model: SiteModel, templates: TemplateSet, cores: Int) -> [ISOWeek: OutputKey] {
        let factory = PageFactory(model: model, templates: templates, weekKeys: [:])
        let keys = Parallel.map(Array(model.weeks.indices), cores: cores) {
            factory.weekKey(at: $0)
        }
        return Dictionary(keys.compactMap { $0 }) { first, _ in first }
    }

    /// The words the pages are written in.
    var words: Catalog { templates.words }

    /// A link from `page` to `target`.
    func link(_ page: String, _ target: String) -> String {
        SitePath.link(from: page, to: target)
    }

    /// Every page of the site, in path order.
    func pages() -> [Page] {
        specs.compactMap(page).sorted { $0.path < $1.path }
    }

    /// A page of the site, cheap to list, so pages can be made in parallel: its kind and its
    /// index among the kind's pages.
    struct Spec: Sendable {
        let kind: PageKind
        let index: Int

        /// Whether the page is one of the few large ones (`PageKind.isLarge`).
        var isLarge: Bool { kind.isLarge }
    }

    /// Every page to make, kind by kind.
    var specs: [Spec] {
        PageKind.all.flatMap { kind in (0..<kind.count(self)).map { Spec(kind: kind, index: $0) } }
    }

    /// The pages at `paths` (site paths, `day/2026-03-08.html`), found by their paths without
    /// making any page: a path that is no page of the site finds nothing.
    func specs(at paths: Set<String>) -> [Spec] {
        PageKind.all.flatMap { kind in
            (0..<kind.count(self)).filter { kind.path(self, $0).map(paths.contains) ?? false }
                .map { Spec(kind: kind, index: $0) }
        }
    }

    /// The page a spec describes (nil for a week or food with nothing to show).
    func page(_ spec: Spec) -> Page? {
        recipe(spec)?.make()
    }

    /// A page ready to be kept or made: its path, the key of everything it is made from but
    /// the templates and layout (`OutputKey` of its inputs), and how to make it.
    struct PageRecipe: Sendable {
        var path: String
        var key: OutputKey
        var make: @Sendable () -> Page

        /// A page made from `inputs` gathered apart from the model (a day's page: `DayInputs`,
        /// a food's: `FoodInputs`), known by their key before it is made.
        init(path: String, inputs: some Encodable, make: @escaping @Sendable () -> Page) {
            self.init(path: path, key: OutputKey(inputs), make: make)
        }

        /// A page known by `key` before it is made.
        init(path: String, key: OutputKey, make: @escaping @Sendable () -> Page) {
            self.path = path
            self.key = key
            self.make = make
        }

        /// A page made now, known by its value; nil for no page.
        init?(_ page: Page?) {
            guard let page else { return nil }
            self.init(path: page.path, inputs: page) { page }
        }
    }

    /// The recipe of the page a spec describes (nil for a week or food with nothing to show).
    func recipe(_ spec: Spec) -> PageRecipe? {
        spec.kind.recipe(self, spec.index)
    }

    /// The day page at `index` of the days with entries, known by its inputs' key.
    func dayRecipe(_ index: Int) -> PageRecipe {
        let inputs = dayInputs(index)
        return PageRecipe(path: SitePath.day(inputs.day), inputs: inputs) { [words] in
            Self.dayPage(inputs, words: words)
        }
    }

    /// The page of the food at `index` of the foods, known by its inputs' key (nil: no page).
    func foodRecipe(_ index: Int) -> PageRecipe? {
        guard let inputs = foodInputs(model.foods[index]) else { return nil }
        return PageRecipe(path: SitePath.food(slug: inputs.slug), inputs: inputs) { [words] in
            Self.foodPage(inputs, words: words)
        }
    }

    /// The week page at `index` of the weeks with entries, known by its key (nil: no page).
    func weekRecipe(_ index: Int) -> PageRecipe? {
        let week = model.weeks[index]
        guard let key = weekKeys[week], let summary = model.summary(for: week) else { return nil }
        let (previous, next) = weekNeighbours(index)
        return PageRecipe(path: SitePath.week(week), key: key) {
            weekPage(week, summary: summary, previous: previous, next: next)
        }
    }

    /// The week at `index` of the weeks with entries, with the key of its page (nil: no page).
    private func weekKey(at index: Int) -> (ISOWeek, OutputKey)? {
        weekPage(at: index).map { (model.weeks[index], OutputKey($0)) }
    }

    /// The week page at `index` of the weeks with entries, with its neighbours.
    func weekPage(at index: Int) -> Page? {
        let (previous, next) = weekNeighbours(index)
        return weekPage(model.weeks[index], previous: previous, next: next)
    }

    /// The weeks with entries before and after the one at `index`.
    private func weekNeighbours(_ index: Int) -> (previous: ISOWeek?, next: ISOWeek?) {
        let weeks = model.weeks
        return (index > 0 ? weeks[index - 1] : nil, index + 1 < weeks.count ? weeks[index + 1] : nil)
    }

    /// The month page at `index` of the months, with its neighbours.
    func monthPage(at index: Int) -> Page {
        let (month, previous) = (months[index], index > 0 ? months[index - 1] : nil)
        let next = index + 1 < months.count ? months[index + 1] : nil
        return monthPage(year: month.year, month: month.month, previous: previous, next: next)
    }

    /// Every year shown, ascending.
    var years: [Int] { model.years.map(Array.init) ?? [] }

    /// Day counts with links to day pages from the page at `page`, for heatmaps, from `first`
    /// to `last`; without links when `page` is nil (a chart for paper).
    func dayCounts(from first: LocalDay, to last: LocalDay, on page: String?) -> [Charts.DayCount] {
        guard first <= last else { return [] }
        return (0...first.days(to: last)).map { offset in
            let day = first.adding(days: offset)
            let count = model.entries(on: day).count
            let url = page.flatMap { count > 0 ? link($0, SitePath.day(day)) : nil }
            return Charts.DayCount(date: day, count: count, link: url)
        }
    }
}
