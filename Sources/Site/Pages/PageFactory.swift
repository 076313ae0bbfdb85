import Charts
import Days

/// Makes the pages of a site from its model: one producer per page kind
/// (`PageFactory+Day.swift`, `+Week`, …), each giving typed contexts for its template.
struct PageFactory: Sendable {
    let model: SiteModel
    let templates: TemplateSet

    /// A link from `page` to `target`.
    func link(_ page: String, _ target: String) -> String {
        SitePath.link(from: page, to: target)
    }

    /// Every page of the site, in path order.
    func pages() -> [Page] {
        var pages = [homePage(), foodsPage(), insightsPage(), searchPage(), notFoundPage()]
        pages += dayPages()
        pages += weekPages()
        pages += monthPages()
        pages += yearPages()
        pages += foodPages()
        if let pantry = pantryPage() { pages.append(pantry) }
        return pages.sorted { $0.path < $1.path }
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
