import FlyingFox
import Foundation
import Site

/// Answers every request of `foodstory serve`: the live-reload socket, or a file of the site's
/// folder. `GET` and `HEAD` only; no folder is listed; nothing outside the folder is served.
/// An HTML page is taken from the overlay while a rebuild is under way (`SiteOverlay`), and
/// is sent with the live-reload script.
struct SiteHandler: HTTPHandler {
    /// The site's folder.
    let folder: SiteFolder
    /// The pages' live-reload channel.
    let reload: LiveReload
    /// The pages shown from memory while the site is rebuilt.
    var overlay = SiteOverlay()
    /// Whether the server listens on loopback only: then a request must name this machine in
    /// its `Host` (and a socket's `Origin`, when it has one), so a web page elsewhere cannot
    /// reach the diary through a name it points at 127.0.0.1 (DNS rebinding).
    var loopbackOnly = false

    /// The path of the live-reload socket: no file of a site has it.
    static let reloadPath = "/__foodstory-live"

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let raw = request.target.path(percentEncoded: true)
        if loopbackOnly, !Self.namesThisMachine(request.headers[.host], origin: request.headers[HTTPHeader("Origin")]) {
            return HTTPResponse(
                statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                body: Data("Forbidden\n".utf8))
        }
        if raw == Self.reloadPath, request.method == .GET {
            let value = { (name: String) in request.query.first { $0.name == name }?.value }
            let socket = reload.socket(path: value("page"), version: value("version").flatMap { Int($0) })
            return try await WebSocketHTTPHandler.webSocket(socket).handleRequest(request)
        }
        let reply = await self.reply(method: request.method, raw: raw)
        var headers = reply.headers
        headers[.contentLength] = String(reply.body.count)
        return HTTPResponse(
            statusCode: reply.status, headers: HTTPHeaders(headers),
            body: request.method == .HEAD ? Data() : reply.body)
    }

    /// Whether `host` (a `Host` header: name and port) and `origin` (nil, or an `Origin`
    /// header) both name this machine's loopback address.
    static func namesThisMachine(_ host: String?, origin: String?) -> Bool {
        func loopbackName(_ authority: Substring) -> Bool {
            let name = authority.hasPrefix("[") ? authority.prefix { $0 != "]" } + "]" : authority.prefix { $0 != ":" }
            return ["127.0.0.1", "localhost", "[::1]"].contains(name.lowercased())
        }
        guard let host, loopbackName(host[...]) else { return false }
        guard let origin else { return true }
        guard let scheme = origin.range(of: "://") else { return false }
        return loopbackName(origin[scheme.upperBound...])
    }

    /// A response before it is sent: a `HEAD` request gets its headers and length only.
    struct Reply: Sendable {
        var status: HTTPStatusCode
        var headers: [HTTPHeader: String]
        var body: Data
    }

    /// The answer to `method` on the raw (percent-encoded) path `raw`.
    func reply(method: HTTPMethod, raw: String) async -> Reply {
        guard method == .GET || method == .HEAD else {
            var reply = Self.plain(.methodNotAllowed, "Method Not Allowed")
            reply.headers[HTTPHeader("Allow")] = "GET, HEAD"
            return reply
        }
        guard case .file(let path) = RequestPath(raw: raw) else { return Self.plain(.forbidden, "Forbidden") }
        // The version is taken before the page is read: a page read after a reload is never
        // sent as if from before it (it would be told to reload again, nothing worse).
        let version = await reload.version
        switch await lookup(path) {
        case .file(let data):
            return page(.ok, data: data, path: path, version: version)
        case .folder:
            return Reply(status: .movedPermanently, headers: [.location: raw + "/"], body: Data())
        case .outside:
            return Self.plain(.forbidden, "Forbidden")
        case .missing:
            if case .file(let data) = await lookup(SitePath.notFound) {
                return page(.notFound, data: data, path: SitePath.notFound, version: version)
            }
            return Self.plain(.notFound, "Not Found")
        }
    }

    /// What `path` finds: an HTML page from the overlay, else (once a rebuild under way is
    /// done) from the folder; any other file from the folder.
    private func lookup(_ path: String) async -> SiteFolder.Lookup {
        if ContentType.isHTML(path), let shown = await overlay.page(path) { return .file(shown) }
        return folder.lookup(path)
    }

    /// A file of the site with its type; an HTML page with the live-reload script added.
    private func page(_ status: HTTPStatusCode, data: Data, path: String, version: Int) -> Reply {
        Reply(
            status: status,
            headers: [.contentType: ContentType.of(path), .cacheControl: "no-store"],
            body: ContentType.isHTML(path) ? ReloadScript.inject(into: data, path: path, version: version) : data)
    }

    /// A one-line plain-text reply.
    private static func plain(_ status: HTTPStatusCode, _ text: String) -> Reply {
        Reply(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((text + "\n").utf8))
    }
}
