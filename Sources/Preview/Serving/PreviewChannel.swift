import ConfigFile
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// A connection to `foodstory serve`: HTTP/1.1 through Hummingbird (SwiftNIO's parser held to
/// `ServeLimits.headBytes`), `RequestGuard` right after the parser, the site's files
/// (`SiteHandler`), and the live-reload socket upgraded to a WebSocket (`LiveReload`).
struct PreviewChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    /// Hummingbird's connection: HTTP/1.1, or a WebSocket.
    private let http: HTTP1WebSocketUpgradeChannel
    private let limits: ServeLimits
    private let names: ServedNames

    /// Connections answered by `site`, held to `limits`, answering to `names`.
    init(site: SiteHandler, limits: ServeLimits, names: ServedNames) {
        let parser = HTTP1Channel.Configuration.DecoderConfiguration(
            maxHeaderFieldSize: limits.headBytes, maxHeaderListSize: limits.headBytes)
        http = HTTP1WebSocketUpgradeChannel(
            responder: { request, writer, _ in try await site.respond(to: request, writer: writer) },
            configuration: .init(http1: .init(httpDecoderConfiguration: parser)),
            shouldUpgrade: { head, _, _ in site.reload.upgrade(head) })
        self.limits = limits
        self.names = names
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let (limits, names) = (limits, names)
        return http.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let parser = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(RequestGuard(limits: limits, names: names), position: .after(parser))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http.handle(value: value, logger: logger)
    }
}
