import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A page's live-reload socket to `foodstory serve`, opened as the page's script opens it
/// (`/__foodstory-live?page=PATH&version=N`, upgraded to a WebSocket), whose text messages are
/// read one at a time. This platform's URLSession has no WebSockets (its libcurl is built
/// without them), so this speaks the little of RFC 6455 a listener needs: the opening
/// handshake, and the server's frames, which are never masked.
public final class LiveReloadSocket {
    private let descriptor: Int32
    private var buffer = Data()

    /// Opens the socket of the page `path` of the site sent with the site's `version`, on
    /// 127.0.0.1:`port`, with the headers a page's script sends (`headers`: by default
    /// `Host: 127.0.0.1:PORT` and no `Origin`); each read waits at most `timeout` seconds.
    public init(port: UInt16, page path: String, version: Int = 0, headers: [String]? = nil, timeout: Int = 120) throws
    {
        descriptor = try RawHTTP.openSocket(port: port, timeout: timeout)
        let head = try Self.handshake(
            on: descriptor, page: path, version: version, headers: headers ?? ["Host: 127.0.0.1:\(port)"],
            buffer: &buffer)
        guard head.status == 101 else {
            throw RawHTTP.Failure(description: "the socket was answered with status \(head.status)")
        }
    }

    /// The status the server answers a page's socket with, opened with `headers` (101: open).
    public static func answer(port: UInt16, page path: String = "index.html", headers: [String]) throws -> Int {
        let descriptor = try RawHTTP.openSocket(port: port, timeout: 30)
        defer { close(descriptor) }
        var buffer = Data()
        return try handshake(on: descriptor, page: path, version: 0, headers: headers, buffer: &buffer).status
    }

    /// Sends the opening handshake of the page `path`'s socket with `headers` and reads the
    /// head of the answer; what came after it is left in `buffer`.
    private static func handshake(
        on descriptor: Int32, page path: String, version: Int, headers: [String], buffer: inout Data
    ) throws -> RawHTTP.Response {
        let page = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? path
        try RawHTTP.sendHead(
            ["GET /__foodstory-live?page=\(page)&version=\(version) HTTP/1.1"] + headers + [
                "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
                "Sec-WebSocket-Version: 13",
            ], on: descriptor)
        let end = Data("\r\n\r\n".utf8)
        while buffer.range(of: end) == nil {
            guard let chunk = try RawHTTP.receiveChunk(on: descriptor) else {
                throw RawHTTP.Failure(description: "the server closed the socket during the handshake")
            }
            buffer.append(chunk)
        }
        let split = buffer.range(of: end)?.upperBound ?? buffer.endIndex
        let head = try RawHTTP.parse(Data(buffer[buffer.startIndex..<split]))
        buffer = Data(buffer[split...])
        return head
    }

    deinit {
        close(descriptor)
    }

    /// The server's next text message; pings and pongs are skipped, a close is an error.
    public func message() throws -> String {
        while true {
            let header = try take(2)
            let opcode = header[0] & 0x0F
            var length = UInt64(header[1] & 0x7F)
            if length == 126 {
                length = try take(2).reduce(0) { $0 << 8 | UInt64($1) }
            } else if length == 127 {
                length = try take(8).reduce(0) { $0 << 8 | UInt64($1) }
            }
            let payload = try take(Int(length))
            switch opcode {
            case 0x1: return String(decoding: payload, as: UTF8.self)
            case 0x8: throw RawHTTP.Failure(description: "the server closed the socket")
            default: continue
            }
        }
    }

    /// The next `count` bytes the server sends.
    private func take(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard let chunk = try RawHTTP.receiveChunk(on: descriptor) else {
                throw RawHTTP.Failure(description: "the server closed the socket")
            }
            buffer.append(chunk)
        }
        let taken = [UInt8](buffer.prefix(count))
        buffer = Data(buffer.dropFirst(count))
        return taken
    }
}
