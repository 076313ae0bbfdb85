import Site
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
