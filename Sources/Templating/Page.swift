/// One page of the site before rendering: where it goes, which template makes it, and the
/// typed context the template sees. Its encoding is everything it is rendered from but the
/// templates and the site's layout facts: a page made now is known by it (`OutputKey`).
package struct Page: Sendable, Encodable {
    /// The page's path in the site.
    package var path: String
    /// The Markdown template's name (`day`, `week`, …); also the page's kind.
    package var template: String
    /// The title in the browser tab (the site title is added).
    package var title: String
    /// The meta description.
    package var summary: String
    /// The template's context.
    package var context: any TemplateNode
    /// The HTML pieces the template places.
    package var blocks: BlockStore
    /// Scripts the page loads (site paths), in order.
    package var scripts: [String] = []
    /// Style sheets the page links besides the site's own (site paths): those of what only
    /// some pages show, such as photos.
    package var stylesheets: [String] = []
    /// The page's link preview (nil: none).
    package var openGraph: OpenGraph? = nil

    /// Creates the value from each of its stored properties.
    package init(
        path: String, template: String, title: String, summary: String, context: any TemplateNode, blocks: BlockStore,
        scripts: [String] = [], stylesheets: [String] = [], openGraph: OpenGraph? = nil
    ) {
        self.path = path
        self.template = template
        self.title = title
        self.summary = summary
        self.context = context
        self.blocks = blocks
        self.scripts = scripts
        self.stylesheets = stylesheets
        self.openGraph = openGraph
    }
}

extension Page {
    private enum CodingKeys: CodingKey {
        case path, template, title, summary, context, blocks, scripts, stylesheets, openGraph
    }

    // Written out for the context, an existential (a test changes each field and sees the key change).
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(template, forKey: .template)
        try container.encode(title, forKey: .title)
        try container.encode(summary, forKey: .summary)
        try container.encode(context, forKey: .context)
        try container.encode(blocks, forKey: .blocks)
        try container.encode(scripts, forKey: .scripts)
        try container.encode(stylesheets, forKey: .stylesheets)
        try container.encodeIfPresent(openGraph, forKey: .openGraph)
    }
}

/// A link as templates see it.
package struct LinkContext: TemplateNode, Sendable, Hashable {
    /// The relative URL.
    package var url: String
    /// The text to show.
    package var label: String

    /// Creates the value from each of its stored properties.
    package init(url: String, label: String) {
        self.url = url
        self.label = label
    }
}
