import Foundation
import TestSupport
import Testing

@testable import Preview

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A request's bytes: `GET target` with `Host: 127.0.0.1:PORT`, `headers` and `Connection: close`.
private func get(_ target: String, port: UInt16, headers: [String] = []) -> Data {
    let lines = ["GET \(target) HTTP/1.1", "Host: 127.0.0.1:\(port)"] + headers + ["Connection: close", "", ""]
    return Data(lines.joined(separator: "\r\n").utf8)
}

/// A one-line plain-text refusal, as the server sends it (the `Connection` and `Content-Length`
/// headers aside).
private func refusal(_ status: Int, _ text: String) -> RawHTTP.Response {
    RawHTTP.Response(
        status: status, headers: ["content-type": "text/plain; charset=utf-8"], body: Data((text + "\n").utf8))
}

/// `response` with only its `Content-Type` header: what a refusal is compared by.
private func typed(_ response: RawHTTP.Response?) -> RawHTTP.Response? {
    response.map {
        RawHTTP.Response(status: $0.status, headers: $0.headers.filter { $0.key == "content-type" }, body: $0.body)
    }
}

/// Closes every one of `connections` (a negative one is already closed).
private func closeAll(_ connections: [Int32]) {
    for connection in connections where connection >= 0 { close(connection) }
}

/// `foodstory serve` against what no browser sends and what a hostile page or program might:
/// every test talks to the real binary on a loopback address.
@Suite("foodstory serve under hostile input")
struct ServeHostileInputTests {
    @Test(
        "Request lines and headers of 16 KiB, 64 KiB and 1 MiB, all sent at once: each refused (431) within 0.5 s, a normal request meanwhile answered within 0.5 s"
    )
    func longLines() throws {
        let served = try Served()
        let port = try served.port
        var requests: [Data] = []
        for size in [16 << 10, 64 << 10, 1 << 20] {
            let long = String(repeating: "a", count: size)
            requests.append(get("/" + long, port: port))
            requests.append(get("/index.html", port: port, headers: ["X-Long: " + long]))
        }
        let exchanges = try RawHTTP.concurrently(requests + [get("/index.html", port: port)], port: port)
        for (index, exchange) in exchanges.dropLast().enumerated() {
            #expect(typed(exchange.response) == refusal(431, "Request Header Fields Too Large"), "request \(index)")
            #expect(exchange.seconds <= 0.5, "request \(index)")
        }
        let page = try Data(contentsOf: served.out.appendingPathComponent("index.html"))
        let normal = try #require(exchanges.last)
        #expect(normal.response?.status == 200)
        #expect(normal.response?.body == ReloadScript.inject(into: page, path: "index.html", version: 0))
        #expect(normal.seconds <= 0.5)
        // Just under the limit (16 KiB for the target and the headers together): read.
        let within = try RawHTTP.concurrently(
            [get("/index.html", port: port, headers: ["X-Long: " + String(repeating: "a", count: 15 << 10)])],
            port: port)
        #expect(within.first?.response?.status == 200)
        #expect(try served.server.stop(within: 5) == 0)
    }

    @Test("With 1,000 idle connections held open, a normal request is still answered")
    func idleConnections() throws {
        try #require(PreviewServer.allowDescriptors(4_096) >= 4_096, "this test holds 1,000 connections open")
        let served = try Served()
        let port = try served.port
        var idle: [Int32] = []
        defer { closeAll(idle) }
        for _ in 0..<1_000 { idle.append(try RawHTTP.openSocket(port: port, timeout: 30)) }
        let normal = try RawHTTP.concurrently([get("/index.html", port: port)], port: port)
        #expect(normal.first?.response?.status == 200)
        closeAll(idle)
        idle = []
        #expect(try served.server.stop(within: 5) == 0)
    }

    @Test(
        "Under a limit of 64 descriptors, 64 connections at once, each with a request: the server takes as many as leave descriptors for its files, and answers every request with its page within 2 s",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "reads the server's descriptors in /proc")
    )
    func descriptorExhaustion() throws {
        let limit = 64
        let served = try Served(descriptorLimit: limit)
        let port = try served.port
        let page = try Data(contentsOf: served.out.appendingPathComponent("index.html"))
        let expected = ReloadScript.inject(into: page, path: "index.html", version: 0)
        let descriptors = "/proc/\(served.server.pid)/fd"
        let held = { (try? FileManager.default.contentsOfDirectory(atPath: descriptors).count) ?? 0 }
        // More connections than the server may hold: those it cannot take yet wait in the
        // kernel's queue, and are taken as the ones before them are answered and closed.
        var open: [Int32] = []
        defer { closeAll(open) }
        let started = Date()
        for _ in 0..<limit {
            let connection = try RawHTTP.openSocket(port: port, timeout: 10)
            open.append(connection)
            try RawHTTP.sendHead(
                ["GET /index.html HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"], on: connection)
        }
        var mostHeld = held()
        for (index, connection) in open.enumerated() {
            var received = Data()
            while let chunk = try RawHTTP.receiveChunk(on: connection) {
                received.append(chunk)
                mostHeld = max(mostHeld, held())
            }
            // Closed once read, as a browser does: the server then lets go of it.
            close(connection)
            open[index] = -1
            let response = try RawHTTP.parse(received)
            #expect(response.status == 200, "connection \(index)")
            #expect(response.body == expected, "connection \(index)")
        }
        #expect(Date().timeIntervalSince(started) <= 2)
        // Descriptors were left for the files all along.
        #expect(mostHeld < limit)
        #expect(try served.server.stop(within: 5) == 0)
    }

    @Test(
        "On loopback, a Host must name this machine (a page elsewhere cannot reach it through a name of its own), and an Origin must be the served address exactly (scheme, name and port), for the live-reload socket and every request"
    )
    func exactOrigins() throws {
        let served = try Served()
        let port = try served.port
        let other = port == UInt16.max ? port - 1 : port + 1
        let page = try Data(contentsOf: served.out.appendingPathComponent("index.html"))
        // A browser always sends the port but for 80; a Host without one is some other program.
        for name in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST"] {
            let response = try RawHTTP.request("GET", "/index.html", port: port, headers: ["Host: \(name)"])
            #expect(response.status == 200, "\(name)")
            #expect(response.body == ReloadScript.inject(into: page, path: "index.html", version: 0), "\(name)")
        }
        let missing = try RawHTTP.request("GET", "/index.html", port: port, headers: [])
        #expect(typed(missing) == refusal(400, "Bad Request"))
        let host = "Host: 127.0.0.1:\(port)"
        // No Origin: not sent by a page (a browser sends one with every socket).
        #expect(try LiveReloadSocket.answer(port: port, headers: [host]) == 101)
        for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] {
            #expect(try LiveReloadSocket.answer(port: port, headers: [host, "Origin: " + origin]) == 101, "\(origin)")
            let page = try RawHTTP.request("GET", "/index.html", port: port, headers: [host, "Origin: " + origin])
            #expect(page.status == 200, "\(origin)")
        }
        let foreign = [
            "http://localhost:3000", "http://127.0.0.1:\(other)", "http://127.0.0.1", "https://127.0.0.1:\(port)",
            "ws://127.0.0.1:\(port)", "http://[::1]:\(port)", "http://attacker.example:\(port)",
            "http://127.0.0.1.attacker.example:\(port)", "http://127.0.0.1:\(port)/", "null", "",
        ]
        for origin in foreign {
            #expect(try LiveReloadSocket.answer(port: port, headers: [host, "Origin: " + origin]) == 403, "\(origin)")
            let page = try RawHTTP.request("GET", "/index.html", port: port, headers: [host, "Origin: " + origin])
            #expect(typed(page) == refusal(403, "Forbidden"), "\(origin)")
        }
        for name in [
            "127.0.0.1:\(other)", "localhost:3000", "[::1]:\(port)", "attacker.example:\(port)",
            "127.0.0.1.attacker.example",
        ] {
            #expect(try LiveReloadSocket.answer(port: port, headers: ["Host: " + name]) == 403, "\(name)")
            let page = try RawHTTP.request("GET", "/index.html", port: port, headers: ["Host: " + name])
            #expect(typed(page) == refusal(403, "Forbidden"), "\(name)")
        }
        #expect(try served.server.stop(within: 5) == 0)
    }

    @Test(
        "Listening on every address (--host 0.0.0.0): the address given and this machine's names pass, any other Host or Origin is refused"
    )
    func everyAddress() throws {
        let served = try Served(extra: ["--host", "0.0.0.0"])
        let port = try served.port
        var name = [CChar](repeating: 0, count: 256)
        gethostname(&name, name.count)
        let machine = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for known in ["0.0.0.0", "127.0.0.1", "localhost", machine] {
            let host = "Host: \(known):\(port)"
            #expect(try RawHTTP.request("GET", "/index.html", port: port, headers: [host]).status == 200, "\(known)")
            let origin = "Origin: http://\(known):\(port)"
            #expect(try LiveReloadSocket.answer(port: port, headers: [host, origin]) == 101, "\(known)")
        }
        let refused: [[String]] = [
            ["Host: attacker.example:\(port)"], ["Host: 127.0.0.1.attacker.example:\(port)"],
            ["Host: 127.0.0.1:\(port)", "Origin: http://attacker.example:\(port)"],
            ["Host: 127.0.0.1:\(port)", "Origin: http://127.0.0.1:3000"],
        ]
        for headers in refused {
            #expect(
                typed(try RawHTTP.request("GET", "/index.html", port: port, headers: headers))
                    == refusal(403, "Forbidden"), "\(headers)")
            #expect(try LiveReloadSocket.answer(port: port, headers: headers) == 403, "\(headers)")
        }
        #expect(try served.server.stop(within: 5) == 0)
    }

    @Test(
        "A request during the first build waits for it: the folder is never served as an earlier run left it, nor when the first build fails"
    )
    func firstBuild() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Fixtures.exportJSON, to: "export.json")
        let out = folder.url.appendingPathComponent("site")
        let common = ["--input", input, "--out", out.path, "--as-of", "2026-03-09", "--port", "0"]
        #expect(try FoodStoryBinary.run(["build", "--title", "An earlier run"] + common.dropLast(2)).status == 0)
        let earlier = try Data(contentsOf: out.appendingPathComponent("index.html"))

        let server = try RunningFoodStory(["serve", "--title", "This run"] + common)
        let port = try port(of: try server.listeningAddress())
        // Sent as soon as the server listens, while the site is built.
        let exchanges = try RawHTTP.concurrently([get("/index.html", port: port)], port: port, timeout: 120)
        _ = try server.address()
        let page = try Data(contentsOf: out.appendingPathComponent("index.html"))
        #expect(page != earlier)
        #expect(exchanges.first?.response?.body == ReloadScript.inject(into: page, path: "index.html", version: 0))
        #expect(try server.stop(within: 5) == 0)

        // A first build that fails ends the command: the request waiting gets nothing.
        let templates = folder.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{#entries}}unclosed\n".write(
            to: templates.appendingPathComponent("day.md"), atomically: true, encoding: .utf8)
        let failing = try RunningFoodStory(["serve", "--templates", templates.path] + common)
        let failingPort = try FoodStoryTests.port(of: try failing.listeningAddress())
        let unanswered = try RawHTTP.concurrently(
            [get("/index.html", port: failingPort)], port: failingPort, timeout: 120)
        #expect(unanswered.first?.response == nil)
        #expect(try failing.exit(within: 60) != 0)
        #expect(failing.standardError.hasPrefix("foodstory: error: "))
    }

    @Test(
        "serve --public: a template edit that prints a withheld text is never sent; the open page is shown the proof's error"
    )
    func publicProof() throws {
        let folder = try TemporaryFolder()
        let arguments = Array(try PublicBuildTests.inputs(in: folder).dropFirst())
        let templates = folder.url.appendingPathComponent("templates")
        #expect(try FoodStoryBinary.run(["templates", "export", templates.path, "--quiet"]).status == 0)
        let out = folder.url.appendingPathComponent("site")
        let server = try RunningFoodStory(
            ["serve", "--public", "--templates", templates.path, "--out", out.path, "--port", "0"] + arguments)
        let port = try port(of: try server.address())
        let open = "day/2026-03-08.html"
        let shown = try Data(contentsOf: out.appendingPathComponent(open))
        let socket = try LiveReloadSocket(port: port, page: open)
        #expect(try socket.message() == "ok")

        let secret = "pssst secret-sauce dosa from Meera's kitchen"
        let day = templates.appendingPathComponent("day.md")
        try String(contentsOf: day, encoding: .utf8).replacingOccurrences(
            of: "{{countText}}", with: secret + " {{countText}}"
        )
        .write(to: day, atomically: false, encoding: .utf8)
        let meanwhile = try RawHTTP.request("GET", "/" + open, port: port)
        // Told the rebuild's error, never to reload: the preview from memory was refused too.
        let message = try socket.message()
        let printed = try #require(server.standardError.split(separator: "\n").last)
        #expect(message == "error " + printed.dropFirst("foodstory: error: ".count))
        #expect(
            message.hasSuffix(" holds text the public view withholds")
                || message.contains(" holds text the public view withholds ("))
        let after = try RawHTTP.request("GET", "/" + open, port: port)
        for response in [meanwhile, after] {
            #expect(response.body == ReloadScript.inject(into: shown, path: open, version: 0))
            #expect(response.body.range(of: Data("secret-sauce".utf8)) == nil)
        }
        #expect(try Data(contentsOf: out.appendingPathComponent(open)) == shown)
        #expect(try server.stop(within: 5) == 0)
    }

    @Test(
        "Every method but GET and HEAD is 405 (one the HTTP parser does not know is 400); a duplicated Host or Content-Length is 400; a URL as the target must name the server; an upgrade to anything but a WebSocket is a plain request"
    )
    func methodsAndFraming() throws {
        let served = try Served()
        let port = try served.port
        let host = "Host: 127.0.0.1:\(port)"
        for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "MKCOL", "LOCK", "PURGE"] {
            let response = try RawHTTP.request(method, "/index.html", port: port)
            #expect(typed(response) == refusal(405, "Method Not Allowed"), "\(method)")
            #expect(response.headers["allow"] == "GET, HEAD", "\(method)")
        }
        // A response to CONNECT has no body (RFC 9110, 9.3.6); the connection is closed after it.
        let connect = try RawHTTP.request("CONNECT", "127.0.0.1:\(port)", port: port)
        #expect(typed(connect) == RawHTTP.Response(status: 405, headers: refusal(405, "").headers, body: Data()))
        #expect(typed(try RawHTTP.request("FOO", "/index.html", port: port)) == refusal(400, "Bad Request"))
        let duplicated: [[String]] = [
            [host, host], [host, "Host: localhost:\(port)"], [host, "Content-Length: 0", "Content-Length: 0"],
            [host, "Content-Length: 0", "Transfer-Encoding: chunked"],
            [host, "Origin: http://127.0.0.1:\(port)", "Origin: http://127.0.0.1:\(port)"],
        ]
        for headers in duplicated {
            let response = try RawHTTP.request("GET", "/index.html", port: port, headers: headers)
            #expect(typed(response) == refusal(400, "Bad Request"), "\(headers)")
        }
        let page = ReloadScript.inject(
            into: try Data(contentsOf: served.out.appendingPathComponent("index.html")), path: "index.html", version: 0)
        let targets: [(target: String, response: RawHTTP.Response)] = [
            ("http://127.0.0.1:\(port)/index.html", RawHTTP.Response(status: 200, headers: [:], body: page)),
            ("http://attacker.example:\(port)/index.html", refusal(403, "Forbidden")),
            ("https://127.0.0.1:\(port)/index.html", refusal(400, "Bad Request")),
        ]
        for (target, expected) in targets {
            let response = try RawHTTP.request("GET", target, port: port)
            #expect(response.status == expected.status, "\(target)")
            #expect(response.body == expected.body, "\(target)")
        }
        let upgrade = try RawHTTP.request(
            "GET", "/index.html", port: port,
            headers: [host, "Upgrade: h2c", "HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA"])
        #expect(upgrade.status == 200)
        #expect(upgrade.body == page)
        #expect(try served.server.stop(within: 5) == 0)
    }
}
