import Foundation
import TestSupport
import Testing

@testable import Preview

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The port of an address `foodstory serve` printed (`http://127.0.0.1:PORT/`).
func port(of address: String) throws -> UInt16 {
    let digits = address.split(separator: ":").last?.prefix { $0.isNumber } ?? ""
    return try #require(UInt16(digits))
}

/// A site of the fixture diary served on a free port (the address printed once the first
/// build is done).
struct Served {
    let folder: TemporaryFolder
    let out: URL
    let server: RunningFoodStory
    let address: String

    /// `serve` with `arguments` after the fixture's; with `descriptorLimit`, allowed that
    /// many descriptors at most.
    init(extra arguments: [String] = [], descriptorLimit: Int? = nil) throws {
        folder = try TemporaryFolder()
        let input = try folder.write(Fixtures.exportJSON, to: "export.json")
        out = folder.url.appendingPathComponent("site")
        server = try RunningFoodStory(
            ["serve", "--input", input, "--out", out.path, "--as-of", "2026-03-09", "--port", "0"] + arguments,
            descriptorLimit: descriptorLimit)
        address = try server.address()
    }

    /// The port it listens on.
    var port: UInt16 {
        get throws { try FoodStoryTests.port(of: address) }
    }
}

@Suite("foodstory serve", .serialized)
struct ServeCommandTests {
    @Test("Each kind of file comes with its type; pages with the live-reload script, the files on disk without it")
    func types() async throws {
        let served = try Served()
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 4, 5, 6])
        try png.write(to: served.out.appendingPathComponent("media-test.png"))
        try jpeg.write(to: served.out.appendingPathComponent("media-test.jpg"))
        try Data(#"{"a":1}"#.utf8).write(to: served.out.appendingPathComponent("data-test.json"))
        let cases: [(path: String, type: String)] = [
            ("index.html", "text/html; charset=utf-8"),
            ("day/2026-03-08.html", "text/html; charset=utf-8"),
            ("assets/style.css", "text/css; charset=utf-8"),
            ("assets/search.js", "text/javascript; charset=utf-8"),
            ("cards/2026-W10.svg", "image/svg+xml"),
            ("media-test.png", "image/png"),
            ("media-test.jpg", "image/jpeg"),
            ("feed.xml", "application/xml"),
            ("data-test.json", "application/json"),
        ]
        for (path, type) in cases {
            let (body, response) = try await URLSession.shared.data(
                from: try #require(URL(string: served.address + path)))
            let http = try #require(response as? HTTPURLResponse)
            let onDisk = try Data(contentsOf: served.out.appendingPathComponent(path))
            let expected = path.hasSuffix(".html") ? ReloadScript.inject(into: onDisk, path: path, version: 0) : onDisk
            #expect(http.statusCode == 200, "\(path)")
            #expect(http.value(forHTTPHeaderField: "Content-Type") == type, "\(path)")
            #expect(body == expected, "\(path)")
        }
        // The script is only in what is sent: no file on disk has it.
        let page = try String(contentsOf: served.out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!page.contains("foodstory serve"))
        #expect(try served.server.stop(within: 5) == 0)
    }

    @Test("A missing file is the site's 404.html with status 404; a folder is never listed")
    func notFound() async throws {
        let served = try Served()
        let notFound = ReloadScript.inject(
            into: try Data(contentsOf: served.out.appendingPathComponent("404.html")), path: "404.html", version: 0)
        for path in ["no-such-page.html", "day/1999-01-01.html", "day/"] {
            let (body, response) = try await URLSession.shared.data(
                from: try #require(URL(string: served.address + path)))
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 404, "\(path)")
            #expect(http.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8", "\(path)")
            #expect(body == notFound, "\(path)")
        }
        // A folder's path without its slash is sent to the folder's index (missing here: 404).
        let folder = try RawHTTP.request("GET", "/day", port: try port(of: served.address))
        #expect(folder == RawHTTP.Response(status: 301, headers: folder.headers, body: Data()))
        #expect(folder.headers["location"] == "/day/")
        #expect(try served.server.stop(within: 5) == 0)
    }

    @Test("HEAD gives GET's status and headers without the body; other methods are 405")
    func methods() async throws {
        let served = try Served()
        let url = try #require(URL(string: served.address + "index.html"))
        let (page, _) = try await URLSession.shared.data(from: url)
        var head = URLRequest(url: url)
        head.httpMethod = "HEAD"
        let (headBody, headResponse) = try await URLSession.shared.data(for: head)
        let headHTTP = try #require(headResponse as? HTTPURLResponse)
        #expect(headHTTP.statusCode == 200)
        #expect(headHTTP.value(forHTTPHeaderField: "Content-Length") == String(page.count))
        #expect(headHTTP.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
        #expect(headBody.isEmpty)
        for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] {
            var request = URLRequest(url: url)
            request.httpMethod = method
            let (body, response) = try await URLSession.shared.data(for: request)
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 405, "\(method)")
            #expect(http.value(forHTTPHeaderField: "Allow") == "GET, HEAD", "\(method)")
            #expect(String(decoding: body, as: UTF8.self) == "Method Not Allowed\n", "\(method)")
        }
        #expect(try served.server.stop(within: 5) == 0)
    }

    @Test(
        "No path outside --out is served: dot segments, encoded dots, slashes and backslashes, double slashes, symbolic links"
    )
    func traversal() throws {
        let served = try Served()
        let port = try port(of: served.address)
        // A secret beside the site, and links to it from inside the site.
        let secret = try served.folder.write("the secret", to: "secret.txt")
        try FileManager.default.createSymbolicLink(
            atPath: served.out.appendingPathComponent("link.txt").path, withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(
            atPath: served.out.appendingPathComponent("outside").path, withDestinationPath: served.folder.url.path)
        let forbidden = RawHTTP.Response(
            status: 403, headers: ["content-type": "text/plain; charset=utf-8", "content-length": "10"],
            body: Data("Forbidden\n".utf8))
        let targets = [
            "/../secret.txt", "/day/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/.%2e/secret.txt",
            "/day%2f..%2f..%2fsecret.txt", "/..%5csecret.txt", "/..\\secret.txt", "/day\\..\\..\\secret.txt",
            "//secret.txt", "/day//..//..//secret.txt", "/./index.html", "/.foodstory-build", "/link.txt",
            "/outside/secret.txt", "/outside/export.json",
        ]
        for target in targets {
            let response = try RawHTTP.request("GET", target, port: port)
            var comparable = response
            comparable.headers = comparable.headers.filter { ["content-type", "content-length"].contains($0.key) }
            #expect(comparable == forbidden, "\(target)")
        }
        #expect(try served.server.stop(within: 5) == 0)
    }

    @Test("It listens on loopback by default; another address is a warning that the diary is on the network")
    func loopback() throws {
        let served = try Served(extra: ["--quiet"])
        #expect(served.address.hasPrefix("http://127.0.0.1:"))
        // The kernel's table of listening sockets: bound to 127.0.0.1 (0100007F), not to all.
        let port = try port(of: served.address)
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let local = table.split(separator: "\n").dropFirst().map { String($0.split(separator: " ")[1]) }
        let hex = String(format: "%04X", port)
        #expect(local.filter { $0.hasSuffix(":" + hex) } == ["0100007F:" + hex])
        #expect(try served.server.stop(within: 5) == 0)
        #expect(served.server.standardError == "")

        // The warning is printed even with --quiet.
        let open = try Served(extra: ["--host", "0.0.0.0", "--quiet"])
        #expect(open.address.hasPrefix("http://0.0.0.0:"))
        #expect(try open.server.stop(within: 5) == 0)
        #expect(
            open.server.standardError
                == "foodstory: warning: listening on 0.0.0.0, not loopback: anyone on the network can read the diary at \(open.address)\n"
        )
    }

    @Test("A port in use is one line naming it, exit 73")
    func portInUse() throws {
        let served = try Served()
        let port = try port(of: served.address)
        let folder = try TemporaryFolder()
        let result = try FoodStoryBinary.run(["serve", "--out", folder.path("site"), "--port", String(port)])
        #expect(result.status == 73)
        #expect(result.stderr == "foodstory: error: cannot listen on 127.0.0.1:\(port): port \(port) is in use\n")
        #expect(result.stdout == "")
        #expect(try served.server.stop(within: 5) == 0)
    }

    @Test(
        "With a page open, a template edit and then an entry edit reach it first: told to reload, the page shows the edit before the site is rebuilt; other pages wait for the rebuild; --out is then build's"
    )
    func openPageFirst() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Fixtures.exportJSON, to: "export.json")
        let templates = folder.url.appendingPathComponent("templates")
        #expect(try FoodStoryBinary.run(["templates", "export", templates.path, "--quiet"]).status == 0)
        let out = folder.url.appendingPathComponent("site")
        let arguments = ["--input", input, "--as-of", "2026-03-09", "--templates", templates.path]
        let server = try RunningFoodStory(["serve", "--out", out.path, "--port", "0"] + arguments)
        let port = try port(of: try server.address())
        let (open, other) = ("day/2026-03-08.html", "day/2026-03-09.html")
        let socket = try LiveReloadSocket(port: port, page: open)
        #expect(try socket.message() == "ok")

        // day.md edited: the open page is told at once, and shows the edit when fetched.
        let day = templates.appendingPathComponent("day.md")
        let template = try String(contentsOf: day, encoding: .utf8)
        try template.replacingOccurrences(of: "{{countText}}", with: "Edited live · {{countText}}")
            .write(to: day, atomically: false, encoding: .utf8)
        #expect(try socket.message() == "reload")
        let openPage = try RawHTTP.request("GET", "/" + open, port: port)
        // A page that is not open is sent once the rebuild is done: every day page changed.
        let otherPage = try RawHTTP.request("GET", "/" + other, port: port)
        let rebuilt = try server.line { $0.hasPrefix("Rebuilt in ") }
        let previewed = try #require(server.lines.firstIndex { $0.hasPrefix("Reloaded 1 open page from memory in ") })
        #expect(try #require(server.lines.firstIndex(of: rebuilt)) > previewed)
        let written = try Data(contentsOf: out.appendingPathComponent(open))
        #expect(String(decoding: written, as: UTF8.self).contains("Edited live · 3 entries"))
        #expect(openPage.body == ReloadScript.inject(into: written, path: open, version: 1))
        #expect(
            otherPage.body
                == ReloadScript.inject(
                    into: try Data(contentsOf: out.appendingPathComponent(other)), path: other, version: 1))
        #expect(String(decoding: otherPage.body, as: UTF8.self).contains("Edited live · 1 entry"))

        // An entry edited in the export: the same, from a diary read again.
        try Fixtures.exportJSON.replacingOccurrences(of: "masala dosa coconut chutney", with: "idli vada sambar")
            .write(toFile: input, atomically: false, encoding: .utf8)
        #expect(try socket.message() == "reload")
        let editedPage = try RawHTTP.request("GET", "/" + open, port: port)
        _ = try RawHTTP.request("GET", "/" + other, port: port)
        let rewritten = try Data(contentsOf: out.appendingPathComponent(open))
        #expect(String(decoding: rewritten, as: UTF8.self).contains("idli vada sambar"))
        #expect(editedPage.body == ReloadScript.inject(into: rewritten, path: open, version: 2))

        #expect(try server.stop(within: 5) == 0)
        let built = folder.url.appendingPathComponent("built")
        #expect(try FoodStoryBinary.run(["build", "--out", built.path] + arguments).status == 0)
        #expect(try Self.difference(built, out) == "")
    }

    /// What `diff -r` says of two folders ("" when they are the same).
    static func difference(_ first: URL, _ second: URL) throws -> String {
        let diff = Process()
        diff.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        diff.arguments = ["-r", first.path, second.path]
        let output = Pipe()
        diff.standardOutput = output
        diff.standardError = output
        try diff.run()
        let difference = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        diff.waitUntilExit()
        return difference
    }

    @Test("SIGTERM ends it within a second with exit 0; --out is then byte for byte what build writes (diff -r)")
    func stopsCleanly() throws {
        let served = try Served()
        #expect(try served.server.stop(SIGTERM, within: 1) == 0)
        let built = served.folder.url.appendingPathComponent("built")
        let build = try FoodStoryBinary.run([
            "build", "--input", served.folder.path("export.json"), "--out", built.path, "--as-of", "2026-03-09",
        ])
        #expect(build.status == 0)
        #expect(try Self.difference(built, served.out) == "")
    }

    @Test("Ctrl-C (SIGINT) ends it the same way")
    func interrupt() throws {
        let served = try Served()
        #expect(try served.server.stop(SIGINT, within: 1) == 0)
        #expect(FileManager.default.fileExists(atPath: served.out.appendingPathComponent("index.html").path))
    }
}
