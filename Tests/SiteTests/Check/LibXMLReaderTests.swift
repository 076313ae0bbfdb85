import Checking
import Foundation
import TestSupport
import Testing

@testable import Site

/// The self-check reads markup with ``LibXMLReader``, libxml2 called directly and set up as
/// `XMLParser` sets it up. These tests hold it to `XMLParser`'s reading
/// (``XMLParserReference``): for every file, well-formed or not, what it finds (ids, links
/// with their lines, script problems, the verdict on a file that is not well-formed, in its
/// words and at its line) is exactly what a reader on `XMLParser` finds.
@Suite("The self-check's libxml2 reader finds what XMLParser finds")
struct LibXMLReaderTests {
    /// Records an issue when the reader's findings in `data` (as the file `file`) differ from
    /// `XMLParser`'s; the reader's findings.
    @discardableResult
    static func agrees(_ data: Data, file: String = "page.html", sourceLocation: SourceLocation = #_sourceLocation)
        -> ScannedFile
    {
        let read = LibXMLReader.read(data, file: file)
        #expect(
            read == XMLParserReference.read(data, file: file),
            "\(String(decoding: data, as: UTF8.self).debugDescription)",
            sourceLocation: sourceLocation)
        return read
    }

    static func markup(_ files: [String: Data]) -> [(String, Data)] {
        files.filter { file in [".html", ".svg", ".xml"].contains { file.key.hasSuffix($0) } }
            .map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 }
    }

    @Test("Every page, card, chart and feed of the sites FoodStory builds is well-formed, with the parser's findings")
    func builtSites() async throws {
        let small = try await SiteFixture.build(SiteFixture.diary(), baseURL: "https://food.example/me")
        let sample = try await SiteFixture.buildSample()
        for (path, data) in Self.markup(small) + Self.markup(sample) {
            let read = Self.agrees(data, file: path)
            #expect(!read.violations.contains { $0.rule == .notWellFormed }, "\(path)")
        }
    }

    @Test("The self-check's own small sites agree, file by file")
    func checkFixtures() {
        for (path, text) in CheckFixture.clean.sorted(by: { $0.key < $1.key })
        where [".html", ".svg", ".xml"].contains(where: { path.hasSuffix($0) }) {
            Self.agrees(Data(text.utf8), file: path)
        }
    }

    /// Well-formed files with what the reader must get exactly right: lines of tags that span
    /// lines, values with references and white space, text collected from `<style>`,
    /// `<script>` and the feed's URL elements, namespaces.
    static let wellFormed: [(file: String, text: String)] = [
        ("page.html", "<p\nid=\"a\"\n  class=\"x\">\n<a href=\"#a\"\n>x</a></p>"),
        ("page.html", "<p><a href=\"a&amp;b.html\" id='q&#10;r' title=\"t&#x9;\ta\nb&lt;&gt;&quot;&apos;\">x</a></p>"),
        ("page.html", "<p><img src=\"x.png\" srcset=\"a.png 1x,\n b.png 2x\" alt=\"\"/><IMG SRC=\"Y.png\"/></p>"),
        ("page.html", "<r>\n<style>\n<b/>\n  \n.a { background: url(a.png) }</style><style/></r>"),
        ("page.html", "<r><script>\nvar a = 1;\n<b>\n</b> fetch(&quot;x&quot;) &amp;&amp; 1</script></r>"),
        ("page.html", "<r><script><script>fetch(1)</script>\nfetch(2)</script></r>"),
        (
            "page.html",
            "<r><p onclick=\"fetch('x')\" ONLOAD=\"import('y')\" fill=\"url(#g)\" style=\"mask: url(m.svg)\"/></r>"
        ),
        (
            "page.html",
            "<!DOCTYPE html>\n<!-- a comment -->\n<html lang=\"en\"><!-- in --><head><meta property=\"og:image\" content=\"https://x.example/a.png\"/><link rel=\"Canonical stylesheet\" href=\"https://x.example/\"/></head></html>\n<!-- after -->\n"
        ),
        (
            "feed.xml",
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\"><icon>\n  a.svg  </icon><logo>b<!-- c -->d</logo><uri>&#x68;ttp://x</uri></feed>"
        ),
        ("sitemap.xml", "<?xml version=\"1.0\"?><urlset><url><loc>https://x.example/a.html</loc></url></urlset>"),
        (
            "chart.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"><use xlink:href=\"#d\"/><g id=\"d\"/></svg>"
        ),
        ("chart.svg", "<s:svg xmlns:s=\"http://www.w3.org/2000/svg\"><s:g><s:style>a{}</s:style></s:g></s:svg>"),
        ("page.html", "<r>é ü 寿司 🍜 \u{7F}\u{85}\u{A0}\u{FFFD}\u{10FFFF} &#233;&#x1F35C;</r>"),
        ("page.html", "<r a = \"1\"\tb\n=\n'2' ></r >"),
        ("page.html", "<r><p id=\"\"></p><p id=\"x\" ID=\"y\" Id=\"z\"/></r>"),
        ("page.html", "<r>]] ] ]>]</r>"),
        ("page.html", "<r><a href=\"  spaced.html \">x</a><a href=\"\">e</a></r>"),
    ]

    /// Files that are not well-formed, or that `XMLParser` warns about.
    static let malformed: [String] = [
        "", "<r>", "<r/", "<r></s>", "<r><p></r></p>", "<r/><r/>", "text<r/>", "<r/>text", "<r>&nbsp;</r>",
        "<r>&amp</r>", "<r>&#0;</r>", "<r>&#xFFFE;</r>", "<r>&#xD800;</r>", "<r>&#99999999;</r>", "<r>&#;</r>",
        "<r>&#x;</r>", "<r>a]]>b</r>", "<r>\u{1}</r>", "<r>\u{FFFE}</r>", "<r a=\"1\"b=\"2\"/>", "<r a=1/>", "<r a/>",
        "<r a=\"<\"/>", "<r a=\"1\" a=\"2\"/>", "<r a=\"&bogus;\"/>", "<r a=\"x/>", "<r><!-- a -- b --></r>",
        "<r><!-- a ---></r>", "<r><!-- open</r>",
        "<r/><!DOCTYPE r>", "<a:b/>",
        "<r xmlns=\"foo\"/>", "<r xmlns:a=\"\"/>", "<r xml:space=\"bad\"/>",
        "<r xmlns:x=\"http://www.w3.org/XML/1998/namespace\"/>",
        "<r xmlns:a=\"http://x.example/\" xmlns:b=\"http://x.example/\"><e a:h=\"1\" b:h=\"2\"/></r>",
        "<r xmlns:xmlns=\"http://x.example/\"/>", "<r a:b:c=\"1\"/>", "< r/>", "<r / >", "</r>", "<r></ r>",
    ]

    /// What the site's files do not hold and a template might: entities the document declares,
    /// CDATA, processing instructions, names outside ASCII, prefixed and defaulted attributes,
    /// other encodings, line ends of two bytes, deep nesting, files of four bytes and fewer.
    static let unusual: [(file: String, text: String)] = [
        ("page.html", "<!DOCTYPE r [<!ENTITY e \"x\">]><r>&e;</r>"),
        ("page.html", "<!DOCTYPE r [<!ENTITY e \"fetch(1)\">]><r><script>a &e; b</script></r>"),
        ("page.html", "<!DOCTYPE r [<!ENTITY e \"x\">]><r><style>&e;url(a.png)</style><p id=\"&e;\"/></r>"),
        ("page.html", "<!DOCTYPE r [<!ENTITY e \"<b>fetch(2)</b>\">]><r><script>&e;</script></r>"),
        ("page.html", "<!DOCTYPE r [<!ENTITY e SYSTEM \"e.txt\">]><r><script>&e;</script></r>"),
        ("page.html", "<!DOCTYPE r [<!ENTITY e SYSTEM \"/etc/hostname\">]><r><script>&e;</script></r>"),
        ("page.html", "<!DOCTYPE r [<!ATTLIST r href CDATA \"d.html\">]><r/>"),
        (
            "page.html",
            "<!DOCTYPE r [<!NOTATION n PUBLIC \"-//n\" \"n\"><!ENTITY u PUBLIC \"-//u\" \"u.png\" NDATA n>]><r/>"
        ),
        ("page.html", "<!DOCTYPE r [<!ELEMENT r ANY><!ATTLIST r a (x|y) \"x\">]><r a=\"y\"/>"),
        ("page.html", "<!DOCTYPE r [<!ENTITY % p \"x\">]><r/>"),
        (
            "page.html",
            "<r><style><![CDATA[a { background: url(b.png) }]]></style><script><![CDATA[fetch(1)]]></script><![CDATA[x]]></r>"
        ),
        ("feed.xml", "<?xml-stylesheet type=\"text/css\" href=\"feed.css\"?><feed><icon>a.svg</icon></feed>"),
        (
            "page.html",
            "<?xml-stylesheet href='x.css'?><?other href=\"y.css\"?><r><?xml-stylesheet href=\"z.css\"?></r>"
        ),
        ("page.html", "<r><?pi x?></r>"),
        ("page.html", "<r><p oné=\"fetch('x')\" ONé=\"import('y')\" é=\"1\" href=\"a.html\"/></r>"),
        ("page.html", "<r><lin\u{212A} href=\"https://x.example/\" rel=\"canonical\"/><é id=\"é\"/></r>"),
        ("page.html", "<é/>"), ("page.html", "<r é=\"1\"/>"),
        ("page.html", "<r><p on\u{E9}=\"fetch(1)\" one\u{301}=\"fetch(2)\"/></r>"),
        ("page.html", "<r><a HREF=\"c.html\" href=\"a.html\" Href=\"b.html\" SRC=\"d.png\" src=\"e.png\"/></r>"),
        (
            "page.html",
            "<r xmlns:onx=\"http://x.example/\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"><p onx:y=\"fetch(1)\" xlink:href=\"b.html\"/></r>"
        ),
        ("page.html", "<r xml:lang=\"en\" xml:space=\"preserve\"><p id=\"a\"/></r>"),
        ("page.html", "<r xmlns=\"\"/>"),
        ("page.html", "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x.dtd\"><html/>"),
        (
            "page.html",
            "<h:r xmlns:h=\"http://x.example/\"><h:style>a{background:url(h.png)}</h:style><h:img src=\"i.png\"/></h:r>"
        ),
        ("page.html", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r><a href=\"caf\u{E9}.html\"/></r>"),
        ("page.html", "<?xml version=\"1.0\" standalone=\"yes\"?><r/>"),
        ("page.html", "<?xml version=\"1.1\"?><r/>"),
        ("page.html", "\u{FEFF}<r><a href=\"a.html\"/></r>"),
        ("page.html", "<r>\r\n<a\r\nhref=\"a.html\"\r/></r>"),
        ("page.html", "<r/>"), ("page.html", "    "), ("page.html", "\n\n\n\n<r"),
        ("page.html", "<r>\u{FFFF}</r>"), ("page.html", "<r>&#xFFFF;</r>"),
        ("page.html", "<r>\n<script>\n<!-- fetch(1) -->\n</script>\n</r>"),
        ("page.html", "<r><script>fetch(1)<x/>fetch(2)</script></r>"),
        ("page.html", String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)),
    ]

    @Test("Every construct, malformed files and unusual ones agree with the parser")
    func constructs() {
        for (file, text) in Self.wellFormed {
            let read = Self.agrees(Data(text.utf8), file: file)
            #expect(!read.violations.contains { $0.rule == .notWellFormed }, "\(text.debugDescription)")
        }
        for text in Self.malformed {
            let read = Self.agrees(Data(text.utf8))
            #expect(read.violations.contains { $0.rule == .notWellFormed }, "\(text.debugDescription)")
        }
        for (file, text) in Self.unusual {
            Self.agrees(Data(text.utf8), file: file)
        }
        // Bytes that are not UTF-8, or UTF-8 of what XML does not allow; UTF-16; Latin-1.
        Self.agrees(Data([0x3C, 0x72, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x72, 0x3E]))
        Self.agrees(Data([0x3C, 0x72, 0x3E, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x72, 0x3E]))
        Self.agrees(Data([0x3C, 0x72, 0x3E, 0xE0, 0x80, 0xAF, 0x3C, 0x2F, 0x72, 0x3E]))
        Self.agrees(Data([0xFF, 0xFE, 0x3C, 0x00, 0x72, 0x00, 0x2F, 0x00, 0x3E, 0x00]))
        Self.agrees(Data([0x3C, 0x00, 0x72, 0x00, 0x2F, 0x00, 0x3E, 0x00]))
        Self.agrees(
            Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r><a href=\"caf".utf8 + [0xE9] + ".html\"/></r>".utf8)
        )
    }

    @Test("Declarations XMLParser stops on read as their public forms do")
    func declarations() {
        // `XMLParser` stops the program on a notation or unparsed entity with no public id.
        let declared =
            "<!DOCTYPE r [<!NOTATION n PUBLIC \"-//n\" \"n\"><!ENTITY u PUBLIC \"-//u\" \"u.png\" NDATA n>]><r/>"
        let system = "<!DOCTYPE r [<!NOTATION n SYSTEM \"n\"><!ENTITY u SYSTEM \"u.png\" NDATA n>]><r/>"
        #expect(
            LibXMLReader.read(Data(system.utf8), file: "page.html")
                == XMLParserReference.read(Data(declared.utf8), file: "page.html"))
    }

    @Test("Whatever one byte is deleted, replaced or inserted, the parser's findings and verdict")
    func mutations() {
        let base = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html>
            <html lang="en"><head><style>a { background: url(a.png) }</style></head>
            <body id="top"><!-- c --><p class="x" style="color: red">A &amp; B &#233;</p>
            <a href="#top" onclick="go()">é</a><svg xmlns="http://www.w3.org/2000/svg"><use href="#top"/></svg>
            <script>fetch("x")</script></body></html>
            """
        let bytes = Array(base.utf8)
        let replacements: [UInt8] = Array("<>&;/\"'=!-?#[] \n\r\tax:".utf8) + [0, 0xC3, 0xFF]
        var (accepted, rejected) = (0, 0)
        for position in bytes.indices {
            var variants: [[UInt8]] = []
            var deleted = bytes
            deleted.remove(at: position)
            variants.append(deleted)
            for byte in replacements {
                var replaced = bytes
                replaced[position] = byte
                variants.append(replaced)
                var inserted = bytes
                inserted.insert(byte, at: position)
                variants.append(inserted)
            }
            for variant in variants {
                let read = Self.agrees(Data(variant))
                if read.violations.contains(where: { $0.rule == .notWellFormed }) {
                    rejected += 1
                } else {
                    accepted += 1
                }
            }
        }
        // Both kinds have work: many changes break the file, many keep it well-formed.
        #expect(accepted > 1000)
        #expect(rejected > 1000)
    }
}
