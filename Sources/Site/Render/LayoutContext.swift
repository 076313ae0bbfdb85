/// What the HTML layout (`layout.html`) sees around every page.
struct LayoutContext: TemplateNode, Sendable {
    var pageTitle: String
    var siteTitle: String
    var summary: String
    var kind: String
    var stylesheet: String
    /// The style sheets of what only this page shows (photos), after `stylesheet`.
    var stylesheets: [StylesheetContext]
    /// The style sheet for paper, linked for print only: fetched without holding up the page.
    var printStylesheet: String
    /// The web fonts the first screen of every page shows, fetched before the style sheet
    /// asks for them (in a site published at a base URL: `PageRenderer.preloads`).
    var preloads: [PreloadContext]
    var icon: String
    var home: String
    var calendar: String
    var insights: String
    var foods: String
    var search: String
    var pantry: String?
    var feed: String
    var canonical: String?
    var openGraph: OpenGraph?
    var isHome: Bool
    var isCalendar: Bool
    var isInsights: Bool
    var isFoods: Bool
    var isSearch: Bool
    var isPantry: Bool
    var isSample: Bool
    /// Whether the page asks search engines not to index it (a public build's `noindex`).
    var noindex: Bool
    var scripts: [ScriptContext]
    var content: String
}

/// A style sheet a page links besides the site's own.
struct StylesheetContext: TemplateNode, Sendable {
    var href: String
}

/// A script a page loads.
struct ScriptContext: TemplateNode, Sendable {
    var src: String
}

/// A font file a page fetches early.
struct PreloadContext: TemplateNode, Sendable {
    var href: String
}
