import Foundation
import Writing

/// Small sites for the self-check's tests, built in code.
public enum CheckFixture {
    /// A polyglot page; `body`'s first line is line 7 of the file.
    public static func page(_ body: String, head: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/><title>Page</title>\(head)
        </head>
        <body>
        \(body)
        </body>
        </html>
        """
    }

    /// A site of text files, by path.
    public static func site(_ files: [String: String]) -> [SiteFile] {
        files.sorted { $0.key < $1.key }.map { SiteFile(path: $0.key, text: $0.value) }
    }

    /// A small site that breaks no rule, with one of each kind of link the check allows.
    public static let clean: [String: String] = [
        "index.html": page(
            """
            <a href="#main">Skip</a>
            <main id="main">
            <a href="day/2026-03-08.html">Sunday</a> <a href="day/2026-03-08.html#entry-1">first entry</a>
            <a href="day/2026-03-08.html?from=home">with a query</a> <a href="food/cr%C3%A8me%20br%C3%BBl%C3%A9e.html">crème</a>
            <img src="assets/icon.svg" srcset="assets/icon.svg 1x, assets/icon-2x.svg 2x" alt=""/>
            <img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"/>
            <div style="background: url('assets/icon.svg')"></div>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 2 2">
            <defs><linearGradient id="fade"/><path id="dot" d="M0 0h1v1z"/></defs>
            <use xlink:href="#dot" fill="url(#fade)"/><use href="assets/icon.svg#mark"/>
            </svg>
            <form action="search.html"><input name="q"/></form>
            <video poster="assets/icon.svg"></video>
            </main>
            <script src="assets/search.js"></script>
            <script>var stages = ["a", "b"]; document.querySelector("#main");</script>
            """,
            head: """
                <link rel="stylesheet" href="assets/style.css"/>
                <link rel="alternate" type="application/atom+xml" href="feed.xml"/>
                <style>main { background: url(assets/icon.svg); }</style>
                """),
        "day/2026-03-08.html": page(
            """
            <p id="entry-1"><a href="../index.html">Home</a> <a href="./../food/cr%C3%A8me%20br%C3%BBl%C3%A9e.html">crème</a></p>
            """),
        "food/crème brûlée.html": page("<p><a href=\"../day/2026-03-08.html\">when</a></p>"),
        "search.html": page("<p>Search</p>"),
        "assets/icon.svg": """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path id="mark" d="M0 0h1v1z"/></svg>
        """,
        "assets/icon-2x.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "assets/style.css": """
        @import "print.css";
        /* url(nowhere.png) is only a comment */
        body { background: url( "icon.svg" ) }
        """,
        "assets/print.css": "@media print { body { color: black } }",
        "assets/search.js": "const index = window.FOODSTORY_INDEX; function prefetchNothing() { return index; }",
        "feed.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom"><title>Recaps</title>
        <link href="index.html"/><icon>assets/icon.svg</icon>
        <entry><link href="day/2026-03-08.html"/></entry></feed>
        """,
        "media/photo.jpg": "\u{FF}\u{D8} not text at all",
    ]
}
