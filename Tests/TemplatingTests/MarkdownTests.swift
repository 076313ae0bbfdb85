import Charts
import Foundation
import Synchronization
import Templating
import Testing

@Suite("Markdown through libcmark-gfm")
struct MarkdownTests {
    @Test("GitHub-flavoured Markdown renders: headings, emphasis, tables, strikethrough")
    func renders() {
        let html = Markdown.html(
            from: """
                # Week 10

                *Masala* dosa, ~~idli~~.

                | day | entries |
                | --- | ---: |
                | Mon | 3 |
                """)
        #expect(
            html == """
                <h1>Week 10</h1>
                <p><em>Masala</em> dosa, <del>idli</del>.</p>
                <table>
                <thead>
                <tr>
                <th>day</th>
                <th style="text-align: right">entries</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td>Mon</td>
                <td style="text-align: right">3</td>
                </tr>
                </tbody>
                </table>

                """)
    }

    @Test("Pages rendered on every core at once render as one alone: strikethrough and tables on each")
    func concurrent() {
        let markdown = "A ~~b~~ c, ~~d~~.\n\n| x | y |\n| - | - |\n| ~~1~~ | 2 \\| 3 |\n"
        let alone = Markdown.html(from: markdown)
        #expect(
            alone == """
                <p>A <del>b</del> c, <del>d</del>.</p>
                <table>
                <thead>
                <tr>
                <th>x</th>
                <th>y</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td><del>1</del></td>
                <td>2 | 3</td>
                </tr>
                </tbody>
                </table>

                """)
        // Pages with neither `~` nor `|` rendered beside them.
        let plain = "# Day\n\n*Masala* dosa, **idli** and `chai` at [7:30](day.html).\n"
        let plainAlone = Markdown.html(from: plain)
        let renders = Mutex<[String: Int]>([:])
        DispatchQueue.concurrentPerform(iterations: 6_000) { index in
            let html = Markdown.html(from: index % 3 == 0 ? plain : markdown)
            renders.withLock { $0[html, default: 0] += 1 }
        }
        #expect(renders.withLock { $0 } == [alone: 4_000, plainAlone: 2_000])
    }

    @Test("Raw HTML and javascript: links in a template are not passed through (safe defaults)")
    func safeDefaults() {
        #expect(
            Markdown.html(from: "<script>alert(1)</script>\n\n[x](javascript:alert(1))") == """
                <!-- raw HTML omitted -->
                <p><a href="">x</a></p>

                """)
    }

    @Test(
        "Escaped diary text shows exactly as typed: no element, link, entity or formatting",
        arguments: [
            "<script>alert('x')</script>",
            "**bold** _it_ `code` ~~gone~~",
            "# not a heading",
            "1. not a list",
            "- not a list either",
            "[link](https://example.com) ![img](x.png)",
            "https://example.com www.example.com",
            "&amp; &lt;b&gt; &#x41;",
            "| a | b |",
            "back\\slash and trailing \\",
            "<img src=x onerror=alert(1)>",
            "emoji 🍛 and עברית and العربية",
        ])
    func escaping(text: String) {
        let html = Markdown.html(from: Markdown.escape(text))
        let expected =
            "<p>"
            + text
            .replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;") + "</p>\n"
        #expect(html == expected)
    }
}

@Suite("Markdown escaping: the byte-level escaper agrees with the definition")
struct MarkdownEscapeEquivalenceTests {
    /// The escaper's definition, one Unicode scalar at a time (how it was first written).
    static func reference(_ text: String) -> String {
        var result = ""
        let scalars = Array(text.unicodeScalars)
        let isBlank = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        let leading = scalars.prefix(while: isBlank).count
        let trailing = leading == scalars.count ? 0 : scalars.reversed().prefix(while: isBlank).count
        for (position, scalar) in scalars.enumerated() {
            if position < leading || position >= scalars.count - trailing {
                result += scalar == " " ? "&#32;" : "&#9;"
                continue
            }
            guard XMLText.isAllowed(scalar) else { continue }
            switch scalar {
            case "\u{E000}": result += "\u{FFFD}"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\n", "\r", "\u{2028}", "\u{2029}": result += " "
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|",
                "~", "\"", "'", ":", "=", "$", "%", "@", "^", "/", ";", ",", "?":
                result += "\\"
                result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static let tricky: [String] = [
        "", " ", "\t", " \t ", "plain words", "  lead", "trail\t ", " both ", "a\tb", "x\u{0}y\u{1F}z\u{7F}",
        "line\nbreak\r\nand\u{2028}sep\u{2029}", "\u{E000}marker\u{E000}", "\u{FFFE}\u{FFFF}\u{FFFD}\u{EFBF}",
        "*bold* _it_ `code` # h [l](u) {x} + - . ! | ~ \" ' : = $ % @ ^ / ; , ?", "<b>&amp;</b>", "back\\slash",
        "Crème brûlée 🍮 ✨", "e\u{301}.", "كبسة, الدجاج.", "寿司。", "\u{2027}\u{202A}\u{E001}\u{EE80}",
        " \u{2028} ", "\u{FEFF}bom", String(repeating: "a.b ", count: 200),
    ]

    @Test("Same result as the definition for every tricky string", arguments: tricky)
    func agrees(text: String) {
        #expect(Array(Markdown.escape(text).utf8) == Array(Self.reference(text).utf8))
    }

    @Test("Same result for every string of up to three characters from a small alphabet")
    func agreesOnShortStrings() {
        let alphabet: [String] = [
            "a", " ", "\t", "\n", "\r", ".", "<", "&", "\\", "\u{1}", "é", "\u{E000}", "\u{2028}", "\u{FFFE}", "🍜",
        ]
        for first in alphabet {
            for second in alphabet {
                for third in alphabet {
                    let text = first + second + third
                    #expect(Array(Markdown.escape(text).utf8) == Array(Self.reference(text).utf8))
                }
            }
        }
    }
}
