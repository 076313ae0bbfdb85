import Foundation
import HTTPTypes
import HummingbirdCore
import NIOCore
import Site

/// Answers every request of `foodstory serve` that `RequestGuard` let through (the live-reload
/// socket aside, which `PreviewServer` upgrades): a file of the site's folder. `GET` and `HEAD`
/// only; no folder is listed; nothing outside the folder is served. Nothing is sent before
/// this run's first build is done (`SiteOverlay`); an HTML page is taken from the overlay while
/// a rebuild is under way, and is sent with the live-reload script.
struct SiteHandler: Sendable {
    /// The site's folder.
    let folder: SiteFolder
    /// The pages' live-reload channel.
    let reload: LiveReload
    /// The pages shown from memory while the site is rebuilt.
    var overlay = SiteOverlay()

    /// The path of the live-reload socket: no file of a site has it.
    static let reloadPath = "/__foodstory-live"

    /// Answers `request` through `writer`: a `HEAD` request gets a `GET`'s status and headers.
    func respond(to request: Request, writer: consuming ResponseWriter) async throws {
        let target = request.head.path ?? "/"
        let reply = await reply(method: request.method, raw: String(target.prefix { $0 != "?" }))
        var fields = HTTPFields()
        for name in reply.headers.keys.sorted(by: { $0.canonicalName < $1.canonicalName }) {
            fields[name] = reply.headers[name]
        }
        fields[.contentLength] = String(reply.body.count)
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: reply.body))
        try await writer.write(response: HTTPResponse(status: reply.status, headerFields: fields), body: body)
    }

    /// A response before it is sent: a `HEAD` request gets its headers and length only.
    struct Reply: Sendable {
        var status: HTTPResponse.Status
        var headers: [HTTPField.Name: String]
        var body: Data
    }

    /// The answer to `method` on the raw (percent-encoded) path `raw`.
    func reply(method: HTTPRequest.Method, raw: String) async -> Reply {
        guard method == .get || method == .head else {
            var reply = Self.plain(.methodNotAllowed, "Method Not Allowed")
            reply.headers[.allow] = "GET, HEAD"
            return reply
        }
        guard case .file(let path) = RequestPath(raw: raw) else { return Self.plain(.forbidden, "Forbidden") }
        // The folder holds what an earlier run left until this run's first build is done.
        await overlay.siteBuilt()
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
    private func page(_ status: HTTPResponse.Status, data: Data, path: String, version: Int) -> Reply {
        Reply(
            status: status,
            headers: [.contentType: ContentType.of(path), .cacheControl: "no-store"],
            body: ContentType.isHTML(path) ? ReloadScript.inject(into: data, path: path, version: version) : data)
    }

    /// A one-line plain-text reply.
    private static func plain(_ status: HTTPResponse.Status, _ text: String) -> Reply {
        Reply(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((text + "\n").utf8))
    }
}
