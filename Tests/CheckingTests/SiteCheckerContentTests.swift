import Checking
import Foundation
import TestSupport
import Testing

@Suite("The self-check: pages parse as XML, scripts fetch nothing")
struct SiteCheckerContentTests {
    static func check(_ files: [String: String]) -> [SiteViolation] {
        SiteChecker.check(CheckFixture.site(CheckFixture.clean.merging(files) { $1 }), baseURL: nil)
    }

    @Test(
        "A page that is not well-formed is reported at the parser's line, with what is wrong",
        arguments: [
            ("<p>one\n<p>two</p>", 9, "a closing tag that does not match the open element"),
            (
                "<p>crème&nbsp;brûlée</p>", 7,
                "an undefined entity (HTML names such as &nbsp; are not XML; write a character reference such as &#160;)"
            ),
            ("<p>\n<br>\n</p>", 9, "a closing tag that does not match the open element"),
            ("<p class=x>fish & chips</p>", 7, "an attribute value without quotes"),
            ("<p>fish & chips</p>", 7, "a & or < that does not start a name (write &amp; or &lt;)"),
        ])
    func notWellFormed(body: String, line: Int, message: String) {
        let violations = Self.check(["search.html": CheckFixture.page(body)])
        #expect(violations == [SiteViolation(file: "search.html", line: line, rule: .notWellFormed, value: message)])
        #expect(
            violations.first?.description
                == "search.html:\(line): not well-formed XML: \(message) (pages must also parse as XML)")
    }

    @Test("An empty page, a second root, and links found before the error")
    func brokenFiles() {
        let violations = Self.check([
            "feed.xml": "",
            "assets/icon-2x.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n<svg/>",
            "search.html": CheckFixture.page("<a href=\"gone.html\">gone</a>\n<p>\n</div>"),
        ])
        #expect(
            violations == [
                SiteViolation(
                    file: "assets/icon-2x.svg", line: 2, rule: .notWellFormed,
                    value: "extra content after the root element (a page has one root element)"),
                SiteViolation(file: "feed.xml", line: 1, rule: .notWellFormed, value: "the file has no root element"),
                SiteViolation(file: "search.html", line: 7, rule: .missingFile, value: "gone.html"),
                SiteViolation(
                    file: "search.html", line: 9, rule: .notWellFormed,
                    value: "a closing tag that does not match the open element"),
            ])
    }

    @Test("Scripts that would fetch at run time, in .js files, <script> elements and event handlers")
    func scripts() {
        let violations = Self.check([
            "assets/search.js": """
            const a = fetch("index.json");
            const b = new XMLHttpRequest();
            import("./module.js"); importScripts("w.js");
            const c = new WebSocket(url), d = new EventSource(u); navigator.sendBeacon(u);
            const e = "https://api.example/x", f = '//cdn.example/lib.js';
            // see http://example.com/docs
            const g = window.fetch (u); prefetch(u); myfetch(u); const fetched = 1; var path = "a//b";
            """,
            "search.html": CheckFixture.page(
                """
                <p onclick="fetch('x')">click</p>
                <script>
                var x = 1;
                load("http://cdn.example/y");
                </script>
                """),
        ])
        #expect(
            violations == [
                SiteViolation(file: "assets/search.js", line: 1, rule: .runtimeFetch, value: "fetch("),
                SiteViolation(file: "assets/search.js", line: 2, rule: .runtimeFetch, value: "XMLHttpRequest"),
                SiteViolation(file: "assets/search.js", line: 3, rule: .runtimeFetch, value: "import("),
                SiteViolation(file: "assets/search.js", line: 3, rule: .runtimeFetch, value: "importScripts"),
                SiteViolation(file: "assets/search.js", line: 4, rule: .runtimeFetch, value: "WebSocket"),
                SiteViolation(file: "assets/search.js", line: 4, rule: .runtimeFetch, value: "EventSource"),
                SiteViolation(file: "assets/search.js", line: 4, rule: .runtimeFetch, value: "sendBeacon"),
                SiteViolation(file: "assets/search.js", line: 5, rule: .externalURL, value: "https://api.example/x"),
                SiteViolation(file: "assets/search.js", line: 5, rule: .externalURL, value: "//cdn.example/lib.js"),
                SiteViolation(file: "assets/search.js", line: 6, rule: .externalURL, value: "http://example.com/docs"),
                SiteViolation(file: "assets/search.js", line: 7, rule: .runtimeFetch, value: "fetch("),
                SiteViolation(file: "search.html", line: 7, rule: .runtimeFetch, value: "fetch("),
                SiteViolation(file: "search.html", line: 10, rule: .externalURL, value: "http://cdn.example/y"),
            ])
        #expect(
            violations.first?.description
                == "assets/search.js:1: script uses fetch( (nothing is fetched at run time; data ships as script files)"
        )
    }

    @Test("CSS files: url() and @import relative to the stylesheet's folder, comments ignored")
    func stylesheets() {
        let violations = Self.check([
            "assets/style.css": """
            @import 'print.css';
            @import "missing.css";
            /* a comment with url(gone.png)
               over two lines */ .a { background: url(icon.svg) }
            .b { background: URL( '../media/photo.jpg' ) } .c { background: url(../assets/) }
            .d { mask: url(/assets/icon.svg) } .e { background: url("data:image/png;base64,AA") }
            """
        ])
        #expect(
            violations == [
                SiteViolation(file: "assets/style.css", line: 2, rule: .missingFile, value: "missing.css"),
                SiteViolation(file: "assets/style.css", line: 5, rule: .namesFolder, value: "../assets/"),
                SiteViolation(file: "assets/style.css", line: 6, rule: .rootRelative, value: "/assets/icon.svg"),
                SiteViolation(file: "assets/style.css", line: 6, rule: .dataURI, value: "data:image/png;base64,AA"),
            ])
    }

    @Test("Files are read by the last part of their name after a dot, in any case")
    func fileKinds() {
        let css = "a { background: url(gone.png) }"
        let violations = Self.check([
            "assets/UPPER.CSS": css, "assets/.css": css, "assets/css": css, "assets/two.dots.css": css,
            "assets/trailing.css.": css, "assets/x.css.txt": css, "assets/fetch.JS": "fetch(1)",
            "assets/page.XHTML": "<p><a href=\"gone.html\">x</a></p>", "assets/notes.txt": "fetch(1) <p>",
        ])
        #expect(
            violations.map { "\($0.file) \($0.rule)" } == [
                "assets/UPPER.CSS missingFile", "assets/fetch.JS runtimeFetch", "assets/page.XHTML missingFile",
                "assets/trailing.css. missingFile", "assets/two.dots.css missingFile",
            ])
    }

    @Test("Every rule has its own one-line description")
    func descriptions() {
        let descriptions = SiteViolation.Rule.allCases.map {
            SiteViolation(file: "a.html", line: nil, rule: $0, value: "v").description
        }
        #expect(Set(descriptions).count == SiteViolation.Rule.allCases.count)
        #expect(descriptions.allSatisfy { $0.hasPrefix("a.html: ") && !$0.contains("\n") })
    }
}
