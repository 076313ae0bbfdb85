/// A link found in a file of the site, with what its place allows.
struct LinkReference: Hashable, Sendable {
    /// The link as written (entities already decoded by the parser).
    var value: String
    /// The line it was found on, when known.
    var line: Int?
    /// Whether an absolute URL under `--base-url` may stand here: anywhere in `feed.xml` and
    /// `sitemap.xml`, and in canonical/alternate `<link>`s and og:/twitter: `<meta>` tags.
    var allowsBaseURL: Bool = false
    /// Whether a `data:image/…` URI may stand here: an `<img src>`.
    var allowsImageData: Bool = false
}

/// What reading one file found: its ids, its links, and problems found on the way.
struct ScannedFile: Sendable, Equatable {
    /// The `id` attributes, for `#fragment` links.
    var ids: Set<String> = []
    /// Every link, in document order.
    var links: [LinkReference] = []
    /// Problems that are not links (not well-formed, script that fetches).
    var violations: [SiteViolation] = []
}

extension ScannedFile {
    /// The same scan, its links' texts taken from `pool` where an equal text is there already
    /// (and added to it otherwise): the pages of a site share most of their links, and a build
    /// keeps every page's scan until the check, so each text is kept once.
    mutating func sharingTexts(with pool: inout Set<String>) {
        for index in links.indices {
            links[index].value = pool.insert(links[index].value).memberAfterInsert
        }
    }
}
