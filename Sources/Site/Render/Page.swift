/// One page of the site before rendering: where it goes, which template makes it, and the
/// typed context the template sees. Its encoding is everything it is rendered from but the
/// templates and the site's layout facts: a page made now is known by it (`OutputKey`).
struct Page: Sendable, Encodable {
    /// The page's path in the site.
    var path: String
    /// The Markdown template's name (`day`, `week`, …); also the page's kind.
    var template: String
    /// The title in the browser tab (the site title is added).
    var title: String
    /// The meta description.
    var summary: String
    /// The template's context.
    var context: any TemplateNode
    /// The HTML pieces the template places.
    var blocks: BlockStore
    /// Scripts the page loads (site paths), in order.
    var scripts: [String] = []
    /// Style sheets the page links besides the site's own (site paths): those of what only
    /// some pages show, such as photos.
    var stylesheets: [String] = []
    /// The page's link preview (nil: none).
    var openGraph: OpenGraph? = nil
}

extension Page {
    private enum CodingKeys: CodingKey {
        case path, template, title, summary, context, blocks, scripts, stylesheets, openGraph
    }

    // Written out for the context, an existential (a test changes each field and sees the key change).
    func encode(to encoder: any Encoder) throws {
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
struct LinkContext: TemplateNode, Sendable, Hashable {
    /// The relative URL.
    var url: String
    /// The text to show.
    var label: String
}
