/// One page of the site before rendering: where it goes, which template makes it, and the
/// typed context the template sees.
struct Page: Sendable {
    /// The page's path in the site.
    var path: String
    /// The Markdown template's name (`day`, `week`, …); also the page's kind.
    var template: String
    /// The title in the browser tab (the site title is added).
    var title: String
    /// The meta description.
    var summary: String
    /// The template's context.
    var context: any TemplateValue
    /// The HTML pieces the template places.
    var blocks: BlockStore
    /// Scripts the page loads (site paths), in order.
    var scripts: [String] = []
    /// The page's link preview (nil: none).
    var openGraph: OpenGraph? = nil
}

/// A link as templates see it.
@TemplateNode
struct LinkContext: Sendable, Hashable {
    /// The relative URL.
    var url: String
    /// The text to show.
    var label: String
}
