import Foundation
import TestSupport
import Testing

@testable import Preview

@Suite("The site's folder over HTTP")
struct ServingTests {
    @Test("Files are typed by their extension; anything else is bytes")
    func types() {
        let types = [
            "index.html", "a/b.css", "c.js", "d.svg", "e.PNG", "f.jpg", "g.jpeg", "feed.xml", "h.json", "i.bin",
            "noext",
        ].map(ContentType.of)
        #expect(
            types == [
                "text/html; charset=utf-8", "text/css; charset=utf-8", "text/javascript; charset=utf-8",
                "image/svg+xml", "image/png", "image/jpeg", "image/jpeg", "application/xml", "application/json",
                "application/octet-stream", "application/octet-stream",
            ])
    }

    @Test("The live-reload script goes before the last </body>, or at the end of a page without one")
    func injection() {
        let script = ReloadScript.element(path: "day/a.html", version: 2)
        #expect(
            ReloadScript.inject(into: Data("<p>a</p></body></html>".utf8), path: "day/a.html", version: 2)
                == Data("<p>a</p>\(script)</body></html>".utf8))
        #expect(
            ReloadScript.inject(into: Data("<p>a</p>".utf8), path: "day/a.html", version: 2)
                == Data("<p>a</p>\(script)".utf8))
    }

    @Test("A page's error is set as text, never as HTML")
    func errorAsText() {
        let script = ReloadScript.element(path: "index.html", version: 0)
        #expect(script.contains("box.textContent = text;"))
        #expect(!script.contains("innerHTML"))
    }

    @Test("The script names its page and version as script values: no path can end the script or the string")
    func pageInScript() {
        let lines = ReloadScript.element(path: #"a</script>"b\.html"#, version: 7).split(separator: "\n")
        #expect(lines[1] == #"  const page = "a<\/script>\"b\\.html", version = 7;"#)
        #expect(
            lines.contains(
                #"      "/__foodstory-live?page=" + encodeURIComponent(page) + "&version=" + version);"#))
    }

    @Test("A folder of the site, a file, a missing file, and a symbolic link out are told apart")
    func lookup() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("day"), withIntermediateDirectories: true)
        try Data("page".utf8).write(to: site.appendingPathComponent("day/a.html"))
        let secret = try folder.write("secret", to: "secret.txt")
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("out.txt").path, withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("in.html").path, withDestinationPath: "day/a.html")
        let found = SiteFolder(root: site)
        #expect(found.lookup("day/a.html") == .file(Data("page".utf8)))
        #expect(found.lookup("in.html") == .file(Data("page".utf8)))
        #expect(found.lookup("day") == .folder)
        #expect(found.lookup("day/b.html") == .missing)
        #expect(found.lookup("out.txt") == .outside)
    }

    @Test("GET and HEAD only; a refused path is 403 before the folder is looked at")
    func replies() async throws {
        let folder = try TemporaryFolder()
        let handler = SiteHandler(folder: SiteFolder(root: folder.url), reload: LiveReload())
        let post = await handler.reply(method: .POST, raw: "/index.html")
        #expect(post.status.code == 405)
        #expect(post.headers == [.init("Allow"): "GET, HEAD", .contentType: "text/plain; charset=utf-8"])
        let refused = await handler.reply(method: .GET, raw: "/../etc/passwd")
        #expect(refused.status.code == 403)
        #expect(refused.body == Data("Forbidden\n".utf8))
        let missing = await handler.reply(method: .GET, raw: "/nothing.html")
        #expect(missing.status.code == 404)
        #expect(missing.body == Data("Not Found\n".utf8))
    }

    @Test("Loopback names pass; any other host or origin does not")
    func hostNames() {
        #expect(SiteHandler.namesThisMachine("127.0.0.1:8000", origin: nil))
        #expect(SiteHandler.namesThisMachine("localhost:8000", origin: "http://localhost:8000"))
        #expect(SiteHandler.namesThisMachine("[::1]:8000", origin: "http://[::1]:8000"))
        #expect(!SiteHandler.namesThisMachine(nil, origin: nil))
        #expect(!SiteHandler.namesThisMachine("evil.example:8000", origin: nil))
        #expect(!SiteHandler.namesThisMachine("127.0.0.1:8000", origin: "http://evil.example"))
        #expect(!SiteHandler.namesThisMachine("127.0.0.1:8000", origin: "null"))
    }

    @Test("Changes to watched files and to files in watched folders concern the site; hidden files do not")
    func watchList() {
        let list = WatchList(folders: ["/t/templates"], files: ["/d/export.json", "/d/default.store-wal"])
        #expect(list.concerns("/d/export.json"))
        #expect(list.concerns("/d/default.store-wal"))
        #expect(!list.concerns("/d/other.json"))
        #expect(list.concerns("/t/templates/day.md"))
        #expect(list.concerns("/t/templates/partials/pager.md"))
        #expect(!list.concerns("/t/templates/.day.md.swp"))
        #expect(!list.concerns("/t/templates/day.md~"))
        #expect(!list.concerns("/t/templates-old/day.md"))
        #expect(list.fileFolders == ["/d"])
    }
}
