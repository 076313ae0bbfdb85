import Foundation
import Testing
import Withholding

/// The public build's proof looks for withheld texts in every form a file could show them in.
@Suite("The withheld texts a public build looks for")
struct WithheldTextTests {
    static let quoted = "said: Tom & Jerry's \"cake\" <3"
    static let secret = "Secret Sauce from Meera"

    /// The withheld text `path`, holding `text`, holds first.
    static func hit(_ scanner: WithheldText, _ text: String, path: String = "page.html") -> String? {
        var reader = WithheldText.Reader()
        return scanner.firstHit(in: Data(text.utf8), path: path, reader: &reader)
    }

    /// A page whose body is `body`.
    static func page(_ body: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\"><head><title>A page</title></head><body>\n\(body)\n</body></html>\n"
    }

    @Test("A text is found as typed, escaped for HTML or XML, and escaped for a script, in any file")
    func written() {
        let scanner = WithheldText([Self.quoted], shown: [])
        let files = [
            "as typed: said: Tom & Jerry's \"cake\" <3.",
            "<p>said: Tom &amp; Jerry's &quot;cake&quot; &lt;3</p>",
            "<p title=\"said: Tom &amp; Jerry&#39;s &quot;cake&quot; &lt;3\"></p>",
            "<title>said: Tom &amp; Jerry&apos;s &quot;cake&quot; &lt;3</title>",
            "[\"said: Tom & Jerry's \\\"cake\\\" <3\"]",
        ]
        for path in ["page.html", "style.css", "card.png"] {
            #expect(
                files.map { Self.hit(scanner, $0, path: path) } == Array(repeating: Self.quoted, count: files.count),
                "\(path)")
        }
        #expect(Self.hit(scanner, "said: Tom & Jerry's cake") == nil)
        #expect(Self.hit(scanner, "") == nil)
    }

    @Test(
        "A page shows the text, read as a browser reads it",
        arguments: [
            ("numeric references", "<p>&#83;ecret Sauce &#x66;rom Meera</p>"),
            ("named references", "<p>Secret&nbsp;Sauce&nbsp;from&nbsp;Meera</p>"),
            ("split by a tag", "<p>Secret Sau<b>ce</b> from <span class=\"x\">Meera</span></p>"),
            ("split by a comment", "<p>Secret Sau<!-- a comment -->ce from Meera</p>"),
            ("another case", "<h1>SECRET SAUCE FROM MEERA</h1>"),
            ("compatibility forms", "<p>Ｓｅｃｒｅｔ Sauce from Meera</p>"),
            ("a zero-width space", "<p>Secret Sau\u{200B}ce from Mee&#8203;ra</p>"),
            ("a soft hyphen", "<p>Se&shy;cret Sau\u{AD}ce from Meera</p>"),
            ("a word joiner and a direction mark", "<p>Secret\u{2060} Sauce from\u{200E} Meera</p>"),
            ("white space", "<p>Secret\n   Sauce\tfrom&#160; Meera</p>"),
            ("lines of one paragraph", "<ul><li>Secret</li><li>Sauce from Meera</li></ul>"),
            ("a percent-encoded link", "<a href=\"search.html?q=Secret%20Sauce%20from%20Meera\">search</a>"),
            ("a form-encoded link", "<a href=\"search.html?q=Secret+Sauce+from+Meera\">search</a>"),
            ("an attribute with references", "<img alt=\"&#x53;ecret Sauce from Meera\" src=\"a.png\"/>"),
            ("a comment", "<!-- SECRET SAUCE FROM MEERA -->"),
            ("a script's \\u escapes", "<script>var s = \"\\u0053ecret Sauce from Meera\";</script>"),
            ("a script's \\x and \\u{} escapes", "<script>var s = '\\x53ecret Sauce \\u{66}rom Meera';</script>"),
            (
                "JSON's \\u escapes",
                "<script type=\"application/json\">{\"a\": \"Secret\\u0020Sauce from Meera\"}</script>"
            ),
        ])
    func shown(_ form: String, _ body: String) {
        let scanner = WithheldText([Self.secret], shown: [])
        #expect(Self.hit(scanner, Self.page(body)) == Self.secret, "\(form)")
    }

    @Test("Named references decode to what they name: é is not e")
    func namedReferences() {
        let scanner = WithheldText(["Crème secrète de Meera"], shown: [])
        #expect(Self.hit(scanner, Self.page("<p>Cr&egrave;me secr&#232;te de Meera</p>")) == "Crème secrète de Meera")
        // The same letters decomposed (e and a combining grave accent) are the same text.
        #expect(Self.hit(scanner, Self.page("<p>Cre\u{300}me secre\u{300}te de Meera</p>")) == "Crème secrète de Meera")
        #expect(Self.hit(scanner, Self.page("<p>Creme secrete de Meera</p>")) == nil)
    }

    @Test("Scripts, JSON, feeds and SVG files are read for what they hold too")
    func otherFiles() {
        let scanner = WithheldText([Self.secret], shown: [])
        #expect(Self.hit(scanner, "x = [\"\\u0053ECRET sauce from Meera\"];", path: "assets/a.js") == Self.secret)
        #expect(Self.hit(scanner, "{\"a\": \"Secret Sauce\\u0020FROM Meera\"}", path: "data.json") == Self.secret)
        #expect(
            Self.hit(
                scanner, "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>S&#101;cret Sauce from Meera</text></svg>",
                path: "c.svg")
                == Self.secret)
        #expect(
            Self.hit(
                scanner, "<urlset><url><loc>https://e.org/Secret%20Sauce%20from%20Meera.html</loc></url></urlset>",
                path: "sitemap.xml") == Self.secret)
        // A style sheet is looked through as written only.
        #expect(Self.hit(scanner, "a::after { content: \"SECRET SAUCE FROM MEERA\" }", path: "style.css") == nil)
    }

    @Test("Text that only looks alike is not the text: separate cells, other letters, part of it")
    func notTheText() {
        let scanner = WithheldText(["whisky"], shown: [])
        for body in [
            "<table><tr><td>whi</td><td>sky</td></tr></table>", "<p>whi</p><p>sky</p>", "<p>whiskey</p>",
            "<p>w h i s k y</p>", "<img alt=\"whi\" title=\"sky\"/>",
        ] {
            #expect(Self.hit(scanner, Self.page(body)) == nil, "\(body)")
        }
    }

    @Test("Texts under four bytes, texts a shown description holds, and texts of shown words alone are not looked for")
    func notLookedFor() {
        let scanner = WithheldText(
            ["tea", "Masala Dosa", "Dosa. Chutney!", "sala dos", "IMG_0042.jpg", "MASALA\u{200B} DOSA"],
            shown: ["masala dosa with chutney"])
        #expect(Self.hit(scanner, "tea and Masala Dosa; Dosa. Chutney! (masala dosa)") == nil)
        #expect(Self.hit(scanner, "<img src=\"../media/IMG_0042.jpg\"/>") == "IMG_0042.jpg")
        #expect(WithheldText(["tea"], shown: []).isEmpty)
        #expect(WithheldText(["t\u{200B}e\u{AD}a"], shown: []).isEmpty)
    }

    @Test("Folding: case, compatibility forms, ignorable characters and white space")
    func folding() {
        let cases: [(String, String)] = [
            ("  Whisky   SOUR\n", "whisky sour"), ("Straße", "strasse"), ("ﬁne Ｗｈｉｓｋｙ", "fine whisky"),
            ("whi\u{AD}s\u{200B}k\u{2060}y", "whisky"), ("Cre\u{300}me", "crème"), ("a\u{A0}\u{3000}b", "a b"),
            ("İ", "i\u{307}"), ("x\u{0}  y", "x\u{0}y"),
        ]
        for (text, folded) in cases {
            var folder = TextFolder()
            var out: [UInt8] = []
            Array(text.utf8).withUnsafeBufferPointer { folder.fold($0, into: &out) }
            #expect(String(decoding: out, as: UTF8.self) == folded, "\(text)")
        }
    }

    @Test("Script escapes decode as a browser's script engine reads them; broken ones stay as written")
    func scriptEscapes() {
        let cases: [(String, String)] = [
            ("\\u0077hisky", "whisky"), ("\\uD83C\\uDF55", "🍕"), ("\\u{1F355}", "🍕"), ("\\x77", "w"),
            ("a\\/b \\\"c\\\" \\\\", "a/b \"c\" \\"), ("\\n\\t", "\n\t"), ("\\u00zz \\x", "\\u00zz \\x"),
        ]
        for (script, decoded) in cases {
            let bytes = Array(script.utf8).withUnsafeBufferPointer { ScriptEscapes.decoded($0) }
            #expect(String(decoding: bytes, as: UTF8.self) == decoded, "\(script)")
        }
    }
}
