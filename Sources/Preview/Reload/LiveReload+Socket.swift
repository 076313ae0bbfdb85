import HTTPTypes
import HummingbirdCore
import HummingbirdWebSocket

extension LiveReload {
    /// The answer to a request to upgrade to a WebSocket: the live-reload socket a page's
    /// script opens (`GET /__foodstory-live?page=PATH&version=N`), told what `open(path:version:)`
    /// tells; any other is refused.
    nonisolated func upgrade(_ request: HTTPRequest) -> ShouldUpgradeResult<
        WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
    > {
        let uri = URI(request.path ?? "")
        guard request.method == .get, uri.path == SiteHandler.reloadPath else { return .dontUpgrade }
        let page = uri.queryParameters["page"].map(String.init)
        let version = uri.queryParameters["version"].flatMap { Int($0) }
        return .upgrade([:]) { inbound, outbound, _ in
            let messages = await self.open(path: page, version: version)
            try await withThrowingTaskGroup(of: Void.self) { group in
                // What the page sends is read and dropped: its end is the socket's.
                group.addTask { for try await _ in inbound {} }
                group.addTask {
                    for await message in messages { try await outbound.writeTextMessage(message) }
                }
                try await group.next()
                group.cancelAll()
            }
        }
    }
}
