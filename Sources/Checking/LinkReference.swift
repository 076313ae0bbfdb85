/// A link found in a file of the site, with what its place allows.
package struct LinkReference: Hashable, Sendable {
    /// The link as written (entities already decoded by the parser).
    package var value: String
    /// The line it was found on, when known.
    package var line: Int?
    /// Whether an absolute URL under `--base-url` may stand here: anywhere in `feed.xml` and
    /// `sitemap.xml`, and in canonical/alternate `<link>`s and og:/twitter: `<meta>` tags.
    package var allowsBaseURL: Bool = false
    /// Whether a `data:image/…` URI may stand here: an `<img src>`.
    package var allowsImageData: Bool = false

    /// Creates the value from each of its stored properties.
    package init(value: String, line: Int? = nil, allowsBaseURL: Bool = false, allowsImageData: Bool = false) {
        self.value = value
        self.line = line
        self.allowsBaseURL = allowsBaseURL
        self.allowsImageData = allowsImageData
    }
}

/// What reading one file found: its ids, its links, and problems found on the way.
package struct ScannedFile: Sendable, Equatable {
    /// The `id` attributes, for `#fragment` links.
    package var ids: Set<String> = []
    /// Every link, in document order.
    package var links: [LinkReference] = []
    /// Problems that are not links (not well-formed, script that fetches).
    package var violations: [SiteViolation] = []

    /// Creates the value from each of its stored properties.
    package init(ids: Set<String> = [], links: [LinkReference] = [], violations: [SiteViolation] = []) {
        self.ids = ids
        self.links = links
        self.violations = violations
    }
}

extension ScannedFile {
    /// The same scan, its links' texts taken from `pool` where an equal text is there already
    /// (and added to it otherwise): the pages of a site share most of their links, and a build
    /// keeps every page's scan until the check, so each text is kept once.
    package mutating func sharingTexts(with pool: inout Set<String>) {
        for index in links.indices {
            links[index].value = pool.insert(links[index].value).memberAfterInsert
        }
    }
}
