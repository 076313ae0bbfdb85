import Foundation
import TestSupport
import Testing

@testable import Preview

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's limits in time and connections, on a server of this process held to shorter
/// limits than `foodstory serve`'s (the end-to-end tests run those).
@Suite("The server's time limits and connection cap", .serialized)
struct ServerLimitsTests {
    /// A running server of a one-page site, on a free loopback port.
    struct Running {
        let server: PreviewServer
        let port: UInt16
        let folder: TemporaryFolder
        let overlay: SiteOverlay
        let reload: LiveReload

        init(_ limits: ServeLimits, overlay: SiteOverlay = SiteOverlay()) async throws {
            folder = try TemporaryFolder()
            try folder.write("<p>page</p>", to: "index.html")
            reload = LiveReload()
            self.overlay = overlay
            server = try await PreviewServer.start(
                host: "127.0.0.1", port: 0, folder: folder.url, fileSystem: .disk, reload: reload, overlay: overlay,
                limits: limits)
            port = try #require(UInt16(server.address.split(separator: ":").last?.prefix { $0.isNumber } ?? ""))
        }
    }

    /// `work`, blocking, on a thread of its own: the socket calls wait there, not on a thread
    /// the server's tasks need.
    static func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    /// Reads `connection` until the server closes it (or a read waits 60 s): what came, and
    /// the seconds it took.
    static func untilClosed(_ connection: Int32) async throws -> (received: Data, seconds: Double) {
        try await blocking {
            let started = Date()
            var received = Data()
            while let chunk = try RawHTTP.receiveChunk(on: connection) { received.append(chunk) }
            return (received, Date().timeIntervalSince(started))
        }
    }

    /// Opens a connection to a server with the idle and head times `idle` and `head`, sends
    /// the start of a request's head when `partHead`, and reads until the server closes it:
    /// what came and the seconds it took.
    static func closed(idle: Double, head: Double, partHead: Bool) async throws -> (received: Data, seconds: Double) {
        var limits = ServeLimits()
        (limits.idleSeconds, limits.headSeconds) = (idle, head)
        let running = try await Running(limits)
        defer { running.server.stop() }
        let connection = try RawHTTP.openSocket(port: running.port, timeout: 60)
        defer { close(connection) }
        if partHead {
            let part = Data("GET /index.html HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\nX-Slow: a".utf8)
            _ = part.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
        }
        return try await untilClosed(connection)
    }

    @Test("A connection that sends nothing is closed after the idle time")
    func idle() async throws {
        let (received, seconds) = try await Self.closed(idle: 0.2, head: 30, partHead: false)
        #expect(received.isEmpty)
        #expect(seconds >= 0.15 && seconds < 30)
    }

    @Test("A request whose head stops coming is closed after the head time, though it is not idle for long")
    func slowHead() async throws {
        let (received, seconds) = try await Self.closed(idle: 30, head: 0.2, partHead: true)
        #expect(received.isEmpty)
        #expect(seconds >= 0.15 && seconds < 30)
    }

    @Test("A request under way has no time limit: one waiting for the first build outlasts the idle and head times")
    func waitingRequest() async throws {
        var limits = ServeLimits()
        (limits.idleSeconds, limits.headSeconds) = (0.2, 0.2)
        let running = try await Running(limits, overlay: SiteOverlay(awaitingFirstBuild: true))
        let waiting = try RawHTTP.openSocket(port: running.port, timeout: 60)
        defer { close(waiting) }
        try RawHTTP.sendHead(
            ["GET /index.html HTTP/1.1", "Host: 127.0.0.1:\(running.port)", "Connection: close"], on: waiting)
        await SiteOverlayTests.until { await running.overlay.waitingRequests == 1 }
        // An idle connection opened meanwhile is closed: the time limits have passed.
        let idle = try RawHTTP.openSocket(port: running.port, timeout: 60)
        defer { close(idle) }
        _ = try await Self.untilClosed(idle)
        await running.overlay.firstBuildDone()
        let (received, _) = try await Self.untilClosed(waiting)
        let response = try RawHTTP.parse(received)
        #expect(response.status == 200)
        #expect(response.body == ReloadScript.inject(into: Data("<p>page</p>".utf8), path: "index.html", version: 0))
        running.server.stop()
    }

    @Test("With as many connections open as the cap, another is taken only once one closes")
    func connectionCap() async throws {
        var limits = ServeLimits()
        limits.connections = 2
        let running = try await Running(limits)
        let port = running.port
        // Two connections kept open, each once answered (taken one at a time: the listener
        // takes the connections waiting at once together).
        var open: [Int32] = []
        for _ in 0..<2 {
            let connection = try RawHTTP.openSocket(port: port, timeout: 60)
            open.append(connection)
            try RawHTTP.sendHead(["GET /index.html HTTP/1.1", "Host: 127.0.0.1:\(port)"], on: connection)
            #expect(try await Self.blocking { try RawHTTP.receiveChunk(on: connection) } != nil)
        }
        defer { close(open[1]) }
        let third = try RawHTTP.openSocket(port: port, timeout: 60)
        defer { close(third) }
        try RawHTTP.sendHead(["GET /index.html HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"], on: third)
        // Not answered while the two are open (a wait of 0.3 s for what does not come).
        var pending = pollfd(fd: third, events: Int16(POLLIN), revents: 0)
        #expect(poll(&pending, 1, 300) == 0)
        close(open[0])
        let (received, _) = try await Self.untilClosed(third)
        #expect(try RawHTTP.parse(received).status == 200)
        running.server.stop()
    }

    @Test("The cap leaves 32 descriptors free under a low descriptor limit, and is 2,048 under a high one")
    func capUnderDescriptorLimit() {
        let limits = ServeLimits()
        let limitsAndCaps = [20, 33, 64, 1_024, 2_080, 10_240, Int.max].map {
            [$0, limits.connections(underDescriptorLimit: $0)]
        }
        #expect(
            limitsAndCaps == [
                [20, 1], [33, 1], [64, 32], [1_024, 992], [2_080, 2_048], [10_240, 2_048], [Int.max, 2_048],
            ])
    }
}
