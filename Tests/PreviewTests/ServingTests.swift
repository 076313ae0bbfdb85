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
        let post = await handler.reply(method: .post, raw: "/index.html")
        #expect(post.status.code == 405)
        #expect(post.headers == [.allow: "GET, HEAD", .contentType: "text/plain; charset=utf-8"])
        let refused = await handler.reply(method: .get, raw: "/../etc/passwd")
        #expect(refused.status.code == 403)
        #expect(refused.body == Data("Forbidden\n".utf8))
        let missing = await handler.reply(method: .get, raw: "/nothing.html")
        #expect(missing.status.code == 404)
        #expect(missing.body == Data("Not Found\n".utf8))
    }

    @Test("A Host must name the server, with the connection's port or none; an Origin must be http://NAME:PORT exactly")
    func servedNames() {
        let names = ServedNames(names: ["127.0.0.1", "localhost", "[::1]"])
        #expect(names.admit(host: "127.0.0.1:8000", origin: nil, port: 8000))
        #expect(names.admit(host: "LOCALHOST", origin: "http://localhost:8000", port: 8000))
        #expect(names.admit(host: "[::1]:8000", origin: "http://[::1]:8000", port: 8000))
        #expect(names.admit(host: "localhost", origin: "http://localhost", port: 80))
        #expect(!names.admit(host: "", origin: nil, port: 8000))
        #expect(!names.admit(host: "127.0.0.1:8001", origin: nil, port: 8000))
        #expect(!names.admit(host: "127.0.0.1:", origin: nil, port: 8000))
        #expect(!names.admit(host: "evil.example:8000", origin: nil, port: 8000))
        #expect(!names.admit(host: "127.0.0.1:8000", origin: "http://evil.example:8000", port: 8000))
        #expect(!names.admit(host: "127.0.0.1:8000", origin: "http://localhost:3000", port: 8000))
        #expect(!names.admit(host: "127.0.0.1:8000", origin: "http://localhost", port: 8000))
        #expect(!names.admit(host: "localhost", origin: "http://localhost:80", port: 80))
        #expect(!names.admit(host: "127.0.0.1:8000", origin: "https://127.0.0.1:8000", port: 8000))
        #expect(!names.admit(host: "127.0.0.1:8000", origin: "null", port: 8000))
    }

    @Test(
        "The names of an address: loopback adds localhost; every address adds the machine's; another adds its host name"
    )
    func namesOfAnAddress() {
        #expect(ServedNames(host: "127.0.0.1").names == ["127.0.0.1", "localhost"])
        #expect(ServedNames(host: "localhost").names == ["127.0.0.1", "localhost"])
        #expect(ServedNames(host: "::1").names == ["[::1]", "localhost"])
        let every = ServedNames(host: "0.0.0.0").names
        #expect(every.isSuperset(of: ["0.0.0.0", "localhost", "127.0.0.1"]))
        #expect(!every.contains("[::1]"))
        let lan = ServedNames(host: "192.0.2.7").names
        #expect(lan.contains("192.0.2.7"))
        #expect(!lan.contains("localhost"))
        // The machine's host name (and NAME.local), off loopback only.
        let machine = lan.subtracting(["192.0.2.7"])
        #expect(!machine.isEmpty)
        #expect(every.isSuperset(of: machine))
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
