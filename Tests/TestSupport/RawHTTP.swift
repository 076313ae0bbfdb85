import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// HTTP/1.1 over a plain TCP socket to this machine, the request line sent exactly as given:
/// for paths a client library would tidy up (`..`, `//`, `\`) before sending.
public enum RawHTTP {
    /// A response: status code, headers by lowercased name, body.
    public struct Response: Equatable, Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: Data

        /// A response.
        public init(status: Int, headers: [String: String], body: Data) {
            self.status = status
            self.headers = headers
            self.body = body
        }
    }

    /// Why a request failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Sends `method target` to 127.0.0.1:`port` with `Connection: close` (and `headers`, by
    /// default `Host: 127.0.0.1:PORT`) and reads the whole response (each read waits at most
    /// `timeout` seconds).
    public static func request(
        _ method: String, _ target: String, port: UInt16, headers: [String]? = nil, timeout: Int = 30
    ) throws -> Response {
        let descriptor = try openSocket(port: port, timeout: timeout)
        defer { close(descriptor) }
        let lines = ["\(method) \(target) HTTP/1.1"] + (headers ?? ["Host: 127.0.0.1:\(port)"]) + ["Connection: close"]
        try sendHead(lines, on: descriptor)
        var received = Data()
        while let chunk = try receiveChunk(on: descriptor) { received.append(chunk) }
        return try parse(received)
    }

    /// A TCP socket connected to 127.0.0.1:`port` whose reads wait at most `timeout` seconds.
    public static func openSocket(port: UInt16, timeout: Int) throws -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "connect to port \(port): \(errno)")
        }
        return descriptor
    }

    /// Sends a request's head: `lines`, each ended by CRLF, and an empty line.
    public static func sendHead(_ lines: [String], on descriptor: Int32) throws {
        let request = Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        let sent = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        guard sent == request.count else { throw Failure(description: "send: \(errno)") }
    }

    /// What the socket has next (waiting for it); nil when the other end has closed it.
    public static func receiveChunk(on descriptor: Int32) throws -> Data? {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count == 0 { return nil }
        guard count > 0 else { throw Failure(description: "recv: \(errno)") }
        return Data(chunk[0..<count])
    }

    /// The status line, headers and body of a whole response.
    public static func parse(_ data: Data) throws -> Response {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "no end of headers in \(String(decoding: data, as: UTF8.self))")
        }
        let head = String(decoding: data[data.startIndex..<split.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(head)")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Data(data[split.upperBound...]))
    }
}

extension RawHTTP {
    /// What bytes sent as they are got back: the response (nil when the connection ended
    /// before a whole one came), and the seconds from connecting to having it.
    public struct Exchange: Sendable {
        public var response: Response?
        public var seconds: Double
    }

    /// Sends each of `requests` (bytes, as they are) to 127.0.0.1:`port` on a connection of
    /// its own, all at the same time, and reads each connection until a whole response has
    /// come (as long as its `Content-Length` says, none without one), the server ends it, or
    /// `timeout` seconds pass: a server answering before it has read all that was sent is
    /// heard. One thread, waiting in `poll`: no request waits for another.
    public static func concurrently(_ requests: [Data], port: UInt16, timeout: Double = 30) throws -> [Exchange] {
        let started = Date()
        let deadline = started.addingTimeInterval(timeout)
        var connections: [(descriptor: Int32, sent: Int, received: Data, done: Exchange?)] = []
        defer { for connection in connections { close(connection.descriptor) } }
        for _ in requests {
            let descriptor = try openSocket(port: port, timeout: Int(timeout))
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            connections.append((descriptor, 0, Data(), nil))
        }
        while connections.contains(where: { $0.done == nil }), Date() < deadline {
            var polled = connections.enumerated().filter { $0.element.done == nil }.map { index, connection in
                let sending = connection.sent >= 0 && connection.sent < requests[index].count
                return pollfd(
                    fd: connection.descriptor, events: Int16(POLLIN) | (sending ? Int16(POLLOUT) : 0), revents: 0)
            }
            let wait = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&polled, nfds_t(polled.count), wait) > 0 else { continue }
            for entry in polled where entry.revents != 0 {
                guard let index = connections.firstIndex(where: { $0.descriptor == entry.fd }) else { continue }
                if entry.revents & Int16(POLLOUT) != 0 {
                    // A refused send ends the sending, not the reading: the answer may be there.
                    let count = requests[index].dropFirst(connections[index].sent).withUnsafeBytes {
                        send(entry.fd, $0.baseAddress, $0.count, noSignal)
                    }
                    connections[index].sent = count > 0 ? connections[index].sent + count : -1
                }
                guard entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { continue }
                var chunk = [UInt8](repeating: 0, count: 65536)
                let count = chunk.withUnsafeMutableBytes { recv(entry.fd, $0.baseAddress, $0.count, 0) }
                if count > 0 { connections[index].received.append(contentsOf: chunk[0..<count]) }
                let received = connections[index].received
                if let response = complete(received) {
                    connections[index].done = Exchange(response: response, seconds: Date().timeIntervalSince(started))
                } else if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
                    connections[index].done = Exchange(
                        response: try? parse(received), seconds: Date().timeIntervalSince(started))
                }
            }
        }
        return connections.map { $0.done ?? Exchange(response: nil, seconds: timeout) }
    }

    /// The response `data` holds once its head and as many bytes as its `Content-Length` says
    /// (none without one) have come; nil before.
    private static func complete(_ data: Data) -> Response? {
        guard data.range(of: Data("\r\n\r\n".utf8)) != nil, let response = try? parse(data) else { return nil }
        let length = response.headers["content-length"].flatMap { Int($0) } ?? 0
        return response.body.count >= length ? response : nil
    }

    /// The flag that keeps a send on a closed connection from raising SIGPIPE (on Darwin the
    /// socket's `SO_NOSIGPIPE` does).
    private static var noSignal: Int32 {
        #if canImport(Glibc)
            Int32(MSG_NOSIGNAL)
        #else
            0
        #endif
    }
}
