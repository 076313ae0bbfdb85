import Foundation

/// Turns a page into HTML: its Markdown template with Mustache, then libcmark-gfm, then the
/// blocks put in place, then the HTML layout around it. Pure: strings in, a string out.
struct PageRenderer: Sendable {
    let templates: TemplateSet
    let model: SiteModel

    /// Renders `page`; its templates by shape, with the skeletons in `skeletons`
    /// (`TemplateSet.render(_:value:skeletons:)`).
    func render(_ page: Page, skeletons: inout Skeletons) throws(TemplateError) -> String {
        guard let markdown = templates.render(page.template, value: page.context, skeletons: &skeletons) else {
            throw TemplateError(file: page.template + ".md", line: nil, message: "no such template")
        }
        let content = page.blocks.substitute(
            into: Markdown.html(from: markdown), templates: templates, skeletons: &skeletons)
        let link = { (target: String) in SitePath.link(from: page.path, to: target) }
        let newestYear = Self.newestYear(model)
        let section = PageKind.section(ofTemplate: page.template)
        let layout = LayoutContext(
            pageTitle: page.title == model.options.title ? page.title : "\(page.title) · \(model.options.title)",
            siteTitle: model.options.title, summary: page.summary, kind: page.template,
            stylesheet: link(SitePath.asset("style.css")),
            stylesheets: page.stylesheets.map { StylesheetContext(href: link($0)) },
            printStylesheet: link(SitePath.asset("print.css")),
            preloads: Self.preloads(model.options).map { PreloadContext(href: link($0)) },
            icon: link(SitePath.asset("icon.svg")),
            home: link(SitePath.index), calendar: link(SitePath.year(newestYear)), insights: link(SitePath.insights),
            foods: link(SitePath.foods), search: link(SitePath.search),
            pantry: model.pantry == nil ? nil : link(SitePath.pantry), feed: link(SitePath.feed),
            canonical: model.options.baseURL.map { $0 + page.path }, openGraph: page.openGraph,
            isHome: section == .home, isCalendar: section == .calendar, isInsights: section == .insights,
            isFoods: section == .foods, isSearch: section == .search, isPantry: section == .pantry,
            isSample: model.options.isSample, noindex: model.options.noindex,
            scripts: page.scripts.map { ScriptContext(src: link($0)) }, content: content)
        guard let html = templates.render("layout", value: layout, skeletons: &skeletons) else {
            throw TemplateError(file: "layout.html", line: nil, message: "no such template")
        }
        return html
    }

    /// The fonts every page preloads: those of its first screen, in a site published at a base
    /// URL. A browser refuses a font preload from `file://` (a font is fetched as from
    /// another origin, which a file has not), with an error in its console, while the fonts
    /// themselves load; a site opened from its folder needs no head start.
    static func preloads(_ options: SiteOptions) -> [String] {
        options.baseURL == nil ? [] : SitePath.preloadedFonts
    }

    /// The year the calendar link of every page opens: the last day's with entries.
    static func newestYear(_ model: SiteModel) -> Int {
        newestYear(model.byDay, options: model.options)
    }

    /// The year the calendar link of every page opens, from the entries by day alone.
    static func newestYear(_ days: DiaryDays, options: SiteOptions) -> Int {
        days.days.last?.year ?? options.asOf.year
    }

    /// Everything the layout shows besides the page itself: a page renders the same as long
    /// as these, its own value, the templates and the program are the same. Known before the
    /// insights are worked out.
    static func layoutFacts(_ days: DiaryDays, options: SiteOptions, hasPantry: Bool) -> LayoutFacts {
        LayoutFacts(
            newestYear: newestYear(days, options: options), title: options.title, baseURL: options.baseURL,
            pantry: hasPantry, sample: options.isSample, noindex: options.noindex, showsTimes: options.showsTimes)
    }
}

/// The site-wide facts every page's layout shows (`PageRenderer.layoutFacts`): part of every
/// page's key.
struct LayoutFacts: Codable, Sendable {
    var newestYear: Int
    var title: String
    var baseURL: String?
    var pantry: Bool
    var sample: Bool
    var noindex: Bool
    var showsTimes: Bool
}
