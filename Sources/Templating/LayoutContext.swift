/// What the HTML layout (`layout.html`) sees around every page.
package struct LayoutContext: TemplateNode, Sendable {
    /// The page's language, a BCP 47 tag (`Catalog.languageTag`): `en`, `de-CH`.
    package var lang: String
    /// Whether the language is written right to left (the page's `dir="rtl"`).
    package var rightToLeft: Bool
    /// The words beside the entry a search result leads to, as a CSS string (`" · Treffer"`),
    /// when they are not the style sheet's own (" · search result"): the page's `--found`.
    package var foundMark: String?
    package var pageTitle: String
    package var siteTitle: String
    package var summary: String
    package var kind: String
    package var stylesheet: String
    /// The style sheets after `stylesheet`: the fonts of the language's script, when the site's
    /// fonts lack it (Devanagari, Arabic, Japanese), then those of what only this page shows
    /// (photos).
    package var stylesheets: [StylesheetContext]
    /// The style sheet for paper, linked for print only: fetched without holding up the page.
    package var printStylesheet: String
    /// The web fonts the first screen of every page shows, fetched before the style sheet
    /// asks for them (in a site published at a base URL: `PageRenderer.preloads`).
    package var preloads: [PreloadContext]
    package var icon: String
    /// The home page, which the wordmark links to.
    package var home: String
    /// The header's links, one for each section of the site, in order (`NavigationSection`).
    package var navigation: [NavigationLink]
    package var feed: String
    package var canonical: String?
    package var openGraph: OpenGraph?
    package var isSample: Bool
    /// Whether the page asks search engines not to index it (a public build's `noindex`).
    package var noindex: Bool
    package var scripts: [ScriptContext]
    package var content: String

    /// Creates the value from each of its stored properties.
    package init(
        lang: String, rightToLeft: Bool, foundMark: String? = nil, pageTitle: String, siteTitle: String,
        summary: String, kind: String,
        stylesheet: String,
        stylesheets: [StylesheetContext], printStylesheet: String, preloads: [PreloadContext], icon: String,
        home: String, navigation: [NavigationLink], feed: String, canonical: String? = nil, openGraph: OpenGraph? = nil,
        isSample: Bool, noindex: Bool, scripts: [ScriptContext], content: String
    ) {
        self.lang = lang
        self.rightToLeft = rightToLeft
        self.foundMark = foundMark
        self.pageTitle = pageTitle
        self.siteTitle = siteTitle
        self.summary = summary
        self.kind = kind
        self.stylesheet = stylesheet
        self.stylesheets = stylesheets
        self.printStylesheet = printStylesheet
        self.preloads = preloads
        self.icon = icon
        self.home = home
        self.navigation = navigation
        self.feed = feed
        self.canonical = canonical
        self.openGraph = openGraph
        self.isSample = isSample
        self.noindex = noindex
        self.scripts = scripts
        self.content = content
    }
}

/// A style sheet a page links besides the site's own.
package struct StylesheetContext: TemplateNode, Sendable {
    package var href: String

    /// Creates the value from each of its stored properties.
    package init(href: String) {
        self.href = href
    }
}

/// A script a page loads.
package struct ScriptContext: TemplateNode, Sendable {
    package var src: String

    /// Creates the value from each of its stored properties.
    package init(src: String) {
        self.src = src
    }
}

/// A font file a page fetches early.
package struct PreloadContext: TemplateNode, Sendable {
    package var href: String

    /// Creates the value from each of its stored properties.
    package init(href: String) {
        self.href = href
    }
}

/// A link of the site's header: a section of the site.
package struct NavigationLink: TemplateNode, Sendable {
    /// The section's page, relative to the page shown.
    package var url: String
    /// The section's name.
    package var label: String
    /// The page shown as the section holds it, for `aria-current`: `page` when it is the
    /// section's page itself, `true` when it is another page of the section (a month of the
    /// calendar, a food of the foods), nil outside the section.
    package var current: String?

    /// Creates a link.
    package init(url: String, label: String, current: String?) {
        self.url = url
        self.label = label
        self.current = current
    }
}
