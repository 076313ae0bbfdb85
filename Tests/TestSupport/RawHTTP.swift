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
    static func openSocket(port: UInt16, timeout: Int) throws -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
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
    static func sendHead(_ lines: [String], on descriptor: Int32) throws {
        let request = Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        let sent = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        guard sent == request.count else { throw Failure(description: "send: \(errno)") }
    }

    /// What the socket has next (waiting for it); nil when the other end has closed it.
    static func receiveChunk(on descriptor: Int32) throws -> Data? {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count == 0 { return nil }
        guard count > 0 else { throw Failure(description: "recv: \(errno)") }
        return Data(chunk[0..<count])
    }

    /// The status line, headers and body of a whole response.
    static func parse(_ data: Data) throws -> Response {
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
