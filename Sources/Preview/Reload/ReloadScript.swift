import Foundation

/// The script `foodstory serve` adds to every HTML page it sends (never to the files on
/// disk): it opens the live-reload socket saying which file of the site the page is and the
/// site's version it was sent with (`LiveReload.Socket`), reloads the page when told and shows
/// a failed rebuild's one-line error over the page until a rebuild succeeds. Once the server
/// has spoken, the page's root element says so (`data-foodstory-serve="live"`).
enum ReloadScript {
    /// The id of the error overlay's element.
    static let overlayID = "foodstory-serve-error"

    /// The script element of the page `path` (a file of the site, `day/2026-03-08.html`) sent
    /// with the site's `version`. The error is set as text (`textContent`): never read as HTML.
    static func element(path: String, version: Int) -> String {
        // A JSON string is a JavaScript string; its slashes are escaped, so no `</script>`.
        let page = (try? JSONEncoder().encode(path)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        return """
            <script>/* foodstory serve: live reload */(() => {
              const page = \(page), version = \(version);
              const show = (text) => {
                let box = document.getElementById("\(overlayID)");
                if (!box) {
                  box = document.createElement("div");
                  box.id = "\(overlayID)";
                  box.setAttribute("role", "alert");
                  box.style.cssText = "position:fixed;left:0;right:0;top:0;z-index:2147483647;margin:0;" +
                    "padding:12px 16px;background:#8b0000;color:#fff;font:14px/1.4 monospace;white-space:pre-wrap";
                  document.body.appendChild(box);
                }
                box.textContent = text;
              };
              const connect = () => {
                const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host +
                  "\(SiteHandler.reloadPath)?page=" + encodeURIComponent(page) + "&version=" + version);
                socket.onmessage = (event) => {
                  const message = String(event.data);
                  document.documentElement.dataset.foodstoryServe = "live";
                  if (message === "reload") location.reload();
                  else if (message.startsWith("error ")) show(message.slice(6));
                };
                socket.onclose = () => setTimeout(connect, 1000);
              };
              connect();
            })();</script>

            """
    }

    /// `page`, the file `path` of the site sent with the site's `version`, with the script
    /// before its last `</body>` (at its end when it has none).
    static func inject(into page: Data, path: String, version: Int) -> Data {
        let script = Data(element(path: path, version: version).utf8)
        guard let end = page.range(of: Data("</body>".utf8), options: .backwards) else { return page + script }
        var result = page
        result.replaceSubrange(end.lowerBound..<end.lowerBound, with: script)
        return result
    }
}
