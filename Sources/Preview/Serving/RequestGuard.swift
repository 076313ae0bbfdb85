import NIOCore
import NIOHTTP1

/// The first to see each request of a connection of `foodstory serve`, right after SwiftNIO's
/// HTTP parser (which refuses a head over `ServeLimits.headBytes` as it reads it): what no
/// site rule needs to know. It refuses, with a one-line answer, and closes the connection:
/// - a request the parser refused: 431 for a head too large, 400 for anything else it cannot
///   read (a duplicated `Content-Length`, a method it does not know);
/// - a request without exactly one `Host`, or with more than one `Origin`, or whose target is
///   neither a path nor an `http://` URL (but `CONNECT`'s and `OPTIONS *`): 400;
/// - a request whose `Host`, `Origin` or target URL names what the server does not answer to
///   (`ServedNames`): 403.
///
/// A request that asks to upgrade to anything but a whole WebSocket handshake (`Upgrade:
/// websocket` with one `Sec-WebSocket-Key` and `Sec-WebSocket-Version: 13`) is passed on without
/// its `Upgrade` header, as a plain request: SwiftNIO would otherwise drop it unanswered.
///
/// It closes a connection that sends nothing for `ServeLimits.idleSeconds` while no request is
/// under way, or whose request's head is not whole `ServeLimits.headSeconds` after its first
/// bytes came; a request under way has no time limit (a page may wait for a rebuild). After a
/// response to a request with a body (never read: `SiteHandler` answers `GET` and `HEAD` only)
/// it closes the connection too, so that no body is ever read. Closing, it stops sending and
/// reads what the client still sends for `ServeLimits.lingerSeconds` at most, dropping it:
/// the client reads the answer rather than a reset.
///
/// Once the connection is a WebSocket (the HTTP parser gone), it passes everything on.
final class RequestGuard: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Where the connection is.
    private enum State {
        /// No request under way, nothing of the next one read.
        case idle
        /// Bytes of a request's head came; not all of it.
        case readingHead
        /// Requests under way: this many heads read whose responses are not all sent.
        case serving(Int)
        /// Closing: what comes is dropped.
        case closing
    }

    private let limits: ServeLimits
    private let names: ServedNames
    private var state = State.idle
    /// Whether the connection closes once the responses under way are sent.
    private var closeAfterResponses = false
    /// The time limit running, if any.
    private var deadline: Scheduled<Void>?

    /// A guard of one connection, with `limits`, answering to `names`.
    init(limits: ServeLimits, names: ServedNames) {
        self.limits = limits
        self.names = names
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { wait(limits.idleSeconds, context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
    }

    func channelActive(context: ChannelHandlerContext) {
        wait(limits.idleSeconds, context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard Self.speaksHTTP(context) else { return context.fireChannelRead(data) }
        if case .closing = state { return }
        guard case .head(let head) = unwrapInboundIn(data) else { return context.fireChannelRead(data) }
        deadline?.cancel()
        if case .serving(let count) = state { state = .serving(count + 1) } else { state = .serving(1) }
        if let refusal = refusal(of: head, port: context.channel.localAddress?.port ?? 0) {
            return refuse(refusal, context: context)
        }
        // A body is never read; after CONNECT the parser reads nothing more.
        if head.method == .CONNECT || head.headers.contains(name: "transfer-encoding")
            || head.headers["content-length"].contains(where: { $0 != "0" })
        {
            closeAfterResponses = true
        }
        guard head.headers.contains(name: "upgrade"), !Self.isWebSocketHandshake(head) else {
            return context.fireChannelRead(data)
        }
        var plain = head
        plain.headers.remove(name: "upgrade")
        context.fireChannelRead(wrapInboundOut(.head(plain)))
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // Bytes came and no head was read whole: a head has begun.
        if case .idle = state, Self.speaksHTTP(context) {
            state = .readingHead
            wait(limits.headSeconds, context: context)
        }
        context.fireChannelReadComplete()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard Self.speaksHTTP(context) else { return context.write(data, promise: promise) }
        switch unwrapOutboundIn(data) {
        case .head(var head) where closeAfterResponses && head.status.code >= 200:
            head.headers.replaceOrAdd(name: "connection", value: "close")
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end:
            context.write(data, promise: promise)
            guard case .serving(let count) = state else { return }
            if count > 1 {
                state = .serving(count - 1)
            } else if closeAfterResponses {
                close(context: context)
            } else {
                state = .idle
                wait(limits.idleSeconds, context: context)
            }
        default:
            context.write(data, promise: promise)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if case .closing = state { return }
        guard let error = error as? HTTPParserError else { return context.fireErrorCaught(error) }
        refuse(error == .headerOverflow ? .requestHeaderFieldsTooLarge : .badRequest, context: context)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // The client has sent all it will: a connection being closed is done.
        if case .closing = state, let event = event as? ChannelEvent, event == .inputClosed {
            return context.close(promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Why `head`, which came to `port`, is refused; nil when it is not.
    private func refusal(of head: HTTPRequestHead, port: Int) -> HTTPResponseStatus? {
        let hosts = head.headers["host"]
        let origins = head.headers["origin"]
        guard hosts.count == 1, origins.count <= 1 else { return .badRequest }
        guard names.admit(host: hosts[0], origin: origins.first, port: port) else { return .forbidden }
        if head.uri.hasPrefix("/") || head.method == .CONNECT || (head.method == .OPTIONS && head.uri == "*") {
            return nil
        }
        // A URL as the target: the server asked for is its authority's (RFC 9112, 3.2.2).
        guard head.uri.lowercased().hasPrefix("http://") else { return .badRequest }
        let authority = head.uri.dropFirst("http://".count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return names.admit(host: String(authority), origin: nil, port: port) ? nil : .forbidden
    }

    /// Whether `head` is a whole WebSocket handshake, which SwiftNIO's upgrader answers.
    private static func isWebSocketHandshake(_ head: HTTPRequestHead) -> Bool {
        head.headers[canonicalForm: "upgrade"].contains { $0.lowercased() == "websocket" }
            && head.headers["sec-websocket-key"].count == 1 && head.headers["sec-websocket-version"] == ["13"]
    }

    /// Answers `status` with its reason as plain text, and closes the connection.
    private func refuse(_ status: HTTPResponseStatus, context: ChannelHandlerContext) {
        let text = context.channel.allocator.buffer(string: status.reasonPhrase + "\n")
        let headers = HTTPHeaders([
            ("content-type", "text/plain; charset=utf-8"), ("content-length", String(text.readableBytes)),
            ("connection", "close"),
        ])
        let head = HTTPResponseHead(version: .http1_1, status: status, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(text))), promise: nil)
        context.write(wrapOutboundOut(.end(nil)), promise: nil)
        close(context: context)
    }

    /// Sends what is written, stops sending, and closes the connection once the client has
    /// stopped sending too, or after `ServeLimits.lingerSeconds`.
    private func close(context: ChannelHandlerContext) {
        state = .closing
        context.flush()
        context.close(mode: .output, promise: nil)
        deadline?.cancel()
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: Self.amount(limits.lingerSeconds)) {
            context.close(promise: nil)
        }
    }

    /// Closes the connection after `seconds` unless another time limit replaces this one.
    private func wait(_ seconds: Double, context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: Self.amount(seconds)) {
            if Self.speaksHTTP(context) { context.close(promise: nil) }
        }
    }

    /// Whether the connection still speaks HTTP: its HTTP parser is there (it goes when the
    /// connection becomes a WebSocket; what passes then is not HTTP).
    private static func speaksHTTP(_ context: ChannelHandlerContext) -> Bool {
        (try? context.pipeline.syncOperations.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self))
            != nil
    }

    private static func amount(_ seconds: Double) -> TimeAmount {
        .nanoseconds(Int64(seconds * 1_000_000_000))
    }
}
