import Foundation

/// What a request's path names inside the site's folder, read from the path exactly as the
/// client sent it (still percent-encoded): nothing outside the folder can be named.
///
/// Refused outright: `.` and `..` segments, percent-encoded dots, slashes and backslashes,
/// backslashes, empty segments (`//`), control characters, and hidden names (the build's state
/// files and working folders start with a dot and are not part of the site). A symbolic link
/// that leads outside the folder is refused when the file is opened (`SiteFolder`).
public enum RequestPath: Equatable, Sendable {
    /// A file of the site, relative to its folder (`day/2026-03-08.html`, `index.html` for `/`).
    case file(String)
    /// A path that can never name a file of the site.
    case refused

    /// The site path a raw request path (`/day/2026-03-08.html`, `/a%20b.png`) names.
    public init(raw: String) {
        guard raw.hasPrefix("/") else {
            self = .refused
            return
        }
        let lowered = raw.lowercased()
        let forbidden = ["\\", "//", "%2e", "%2f", "%5c", "%00"]
        guard !forbidden.contains(where: lowered.contains) else {
            self = .refused
            return
        }
        var segments = raw.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // `/` and `/week/` name the folder's index page.
        if segments.last == "" { segments[segments.count - 1] = "index.html" }
        var decoded: [String] = []
        for segment in segments {
            guard let name = segment.removingPercentEncoding, !name.isEmpty, !name.hasPrefix("."),
                !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else {
                self = .refused
                return
            }
            decoded.append(name)
        }
        self = .file(decoded.joined(separator: "/"))
    }
}
