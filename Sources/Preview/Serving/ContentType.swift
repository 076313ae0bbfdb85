/// The media type a file of the site is served with, from its extension.
enum ContentType {
    /// The `Content-Type` of `path`: the site's own kinds of file by name, anything else as
    /// bytes.
    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return octetStream }
        return types[name[name.index(after: dot)...].lowercased()] ?? octetStream
    }

    /// Whether `path` is an HTML page (live reload is added to those responses).
    static func isHTML(_ path: String) -> Bool {
        of(path).hasPrefix("text/html")
    }

    private static let octetStream = "application/octet-stream"

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "xml": "application/xml",
        "json": "application/json",
        "txt": "text/plain; charset=utf-8",
        "webp": "image/webp",
        "gif": "image/gif",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
    ]
}
