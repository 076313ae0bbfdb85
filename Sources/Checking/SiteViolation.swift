/// One place where the generated site breaks an offline-and-portable rule: the file, the line
/// where the parser saw it, the rule and the offending value.
public struct SiteViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rules the self-check enforces (see `docs/output.md`).
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// An `.html`, `.svg` or `.xml` file that does not parse as XML.
        case notWellFormed
        /// An `http:`/`https:` or `//host` URL where only relative links may be, or one that
        /// `--base-url` does not allow there.
        case externalURL
        /// A `mailto:`, `tel:`, `javascript:` or any other scheme.
        case forbiddenScheme
        /// A `data:` URI other than an image in an `<img src>`.
        case dataURI
        /// A link starting with `/`, which breaks from `file://` and under a sub-path.
        case rootRelative
        /// A relative link whose `../` climb out of the site.
        case leavesSite
        /// A link to a file the site does not have.
        case missingFile
        /// A link to a folder (a bare folder or one ending with `/`) instead of a file.
        case namesFolder
        /// A `#fragment` naming no `id` of its page.
        case missingFragment
        /// Script that would fetch something at run time.
        case runtimeFetch
    }

    /// The file's path in the site.
    public var file: String
    /// The line, when known.
    public var line: Int?
    /// The rule broken.
    public var rule: Rule
    /// What broke it: the link as written, the script's words, or the parser's complaint.
    public var value: String

    /// A violation of `rule` by `value` in `file` at `line`.
    public init(file: String, line: Int?, rule: Rule, value: String) {
        self.file = file
        self.line = line
        self.rule = rule
        self.value = value
    }

    /// `day/2026-03-08.html:14: link "../food/dosa" names no file of the site`.
    public var description: String {
        (line.map { "\(file):\($0): " } ?? "\(file): ") + detail
    }

    private var detail: String {
        let shown = value.count > 80 ? String(value.prefix(77)) + "…" : value
        switch rule {
        case .notWellFormed:
            return "not well-formed XML: \(value) (pages must also parse as XML)"
        case .externalURL:
            return
                "URL \"\(shown)\" is external; the site works offline, and only --base-url links in feed.xml, sitemap.xml, canonical and alternate links and og:/twitter: meta tags may be absolute"
        case .forbiddenScheme:
            return
                "link \"\(shown)\" uses a scheme the site cannot follow offline (links are relative; no mailto:, tel: or javascript:)"
        case .dataURI:
            return
                "link \"\(shown)\" is a data: URI outside an image's src (only <img src=\"data:image/…\"> may use one)"
        case .rootRelative:
            return
                "link \"\(shown)\" starts at the host's root (links are relative to their page, so the site works from file:// and any sub-path)"
        case .leavesSite:
            return "link \"\(shown)\" leads outside the site"
        case .missingFile:
            return "link \"\(shown)\" names no file of the site"
        case .namesFolder:
            return
                "link \"\(shown)\" names a folder (links must name their file, e.g. \(Self.indexSuggestion(for: value)))"
        case .missingFragment:
            return "link \"\(shown)\" points at no element with that id"
        case .runtimeFetch:
            return "script uses \(shown) (nothing is fetched at run time; data ships as script files)"
        }
    }

    /// `../food/` → `../food/index.html`; `../food` → `../food/index.html`.
    private static func indexSuggestion(for link: String) -> String {
        let path = link.prefix { $0 != "#" && $0 != "?" }
        return path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path + "/index.html"
    }
}
