import Foundation

/// One file of the built site: its path relative to the site's root and its bytes.
public struct SiteFile: Hashable, Sendable {
    /// `/`-separated path relative to the site's root, e.g. `day/2026-03-08.html`.
    public var path: String
    /// The file's bytes.
    public var contents: Data

    /// A file with text contents (UTF-8).
    public init(path: String, text: String) {
        self.path = path
        self.contents = Data(text.utf8)
    }

    /// A file with binary contents.
    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }
}
