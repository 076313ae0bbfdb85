import Diary
import Foundation
import Templating
import Words

/// Turns a page into HTML: its Markdown template with Mustache, then libcmark-gfm, then the
/// blocks put in place, then the HTML layout around it. Pure: strings in, a string out.
struct PageRenderer: Sendable {
    let templates: TemplateSet
    /// The site-wide facts the layout shows: all the renderer reads of the site besides the
    /// page, and what every page's key holds of it (`IncrementalEngine.Outputs.laidOut`).
    let layout: LayoutFacts
    /// What every page's layout gets from the catalog alone, worked out once: the words beside
    /// a searched-for entry (`foundMark`) and the script's style sheet, if any.
    private let foundMark: String?
    private let scriptSheet: [String]

    init(templates: TemplateSet, layout: LayoutFacts) {
        self.templates = templates
        self.layout = layout
        foundMark = Self.foundMark(templates.words)
        scriptSheet = ScriptSheet(templates.words).map { [$0.path] } ?? []
    }

    /// Renders `page`; its templates by shape, with the skeletons in `skeletons`
    /// (`TemplateSet.render(_:value:skeletons:)`).
    func render(_ page: Page, skeletons: inout Skeletons) throws(TemplateError) -> String {
        guard let markdown = templates.render(page.template, value: page.context, skeletons: &skeletons) else {
            throw TemplateError(file: page.template + ".md", line: nil, message: "no such template")
        }
        let content = page.blocks.substitute(
            into: Markdown.html(from: markdown), templates: templates, skeletons: &skeletons)
        let link = { (target: String) in SitePath.link(from: page.path, to: target) }
        let site = self.layout
        let section = PageKind.section(ofTemplate: page.template)
        let words = templates.words
        let layout = LayoutContext(
            lang: words.languageTag, rightToLeft: words.isRightToLeft, foundMark: foundMark,
            pageTitle: page.title == site.title ? page.title : "\(page.title) · \(site.title)",
            siteTitle: site.title, summary: page.summary, kind: page.template,
            stylesheet: link(SitePath.asset("style.css")),
            stylesheets: (scriptSheet + page.stylesheets).map { StylesheetContext(href: link($0)) },
            printStylesheet: link(SitePath.asset("print.css")),
            preloads: Self.preloads(baseURL: site.baseURL).map { PreloadContext(href: link($0)) },
            icon: link(SitePath.asset("icon.svg")),
            home: link(SitePath.index),
            navigation: NavigationSection.allCases.compactMap { shown in
                shown.page(site).map {
                    let current = shown != section ? nil : $0 == page.path ? "page" : "true"
                    return NavigationLink(url: link($0), label: shown.label(words), current: current)
                }
            },
            feed: link(SitePath.feed), canonical: site.baseURL.map { $0 + page.path }, openGraph: page.openGraph,
            isSample: site.sample, noindex: site.noindex,
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
    static func preloads(baseURL: String?) -> [String] {
        baseURL == nil ? [] : SitePath.preloadedFonts
    }
}

/// The site-wide facts every page's layout shows: the one value the renderer reads of the site
/// (`PageRenderer.layout`) and part of every page's key, so the two cannot disagree. Known
/// before the insights are worked out.
struct LayoutFacts: Codable, Sendable {
    var newestYear: Int
    var title: String
    var baseURL: String?
    var pantry: Bool
    var sample: Bool
    var noindex: Bool
    var showsTimes: Bool
}

extension LayoutFacts {
    /// The facts of a site with the entries by day `days`, built with `options`.
    init(_ days: DiaryDays, options: SiteOptions, hasPantry: Bool) {
        self.init(
            newestYear: days.days.last?.year ?? options.asOf.year, title: options.title, baseURL: options.baseURL,
            pantry: hasPantry, sample: options.isSample, noindex: options.noindex, showsTimes: options.showsTimes)
    }

    /// The facts of the site `model` describes.
    init(_ model: SiteModel) {
        self.init(model.byDay, options: model.options, hasPantry: model.pantry != nil)
    }
}

extension PageRenderer {

    /// The style sheet's words beside the entry a search result leads to.
    static let styleSheetFoundMark = " · search result"

    /// The catalog's words beside the entry a search result leads to, as a CSS string, when
    /// they differ from the style sheet's.
    static func foundMark(_ words: Catalog) -> String? {
        let mark = " · " + words(.searchResultMark)
        guard mark != styleSheetFoundMark else { return nil }
        let escaped = mark.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\", "\"": "\\" + String(scalar)
            case _ where scalar.value < 0x20: "\\" + String(scalar.value, radix: 16) + " "
            default: String(scalar)
            }
        }.joined()
        return "\"" + escaped + "\""
    }
}
