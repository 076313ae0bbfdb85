import Checking
import Foundation
import Testing

@testable import Site

/// ``LibXMLReader`` reads with libxml2 called directly what ``MarkupScanner`` reads with
/// ``PlainXMLReader`` and `XMLParser`: these tests hold it to exactly their findings (ids,
/// links with their lines, script problems, the verdict on a file that is not well-formed,
/// in its words and at its line) for every file, well-formed or not.
@Suite("The self-check's libxml2 reader finds what the plain reader and XMLParser find")
struct LibXMLReaderTests {
    static func agrees(_ data: Data, file: String = "page.html", sourceLocation: SourceLocation = #_sourceLocation) {
        let read = LibXMLReader.read(data, file: file)
        let scanned = MarkupScanner.scan(data, file: file)
        #expect(
            read == scanned, "\(String(decoding: data, as: UTF8.self).debugDescription)",
            sourceLocation: sourceLocation)
    }

    @Test("Every page, card, chart and feed of the sites FoodStory builds")
    func builtSites() async throws {
        let small = try await SiteFixture.build(SiteFixture.diary(), baseURL: "https://food.example/me")
        let sample = try await SiteFixture.buildSample()
        for (path, text) in PlainXMLReaderTests.markup(small) + PlainXMLReaderTests.markup(sample) {
            Self.agrees(Data(text.utf8), file: path)
        }
    }

    @Test("The self-check's own small sites")
    func checkFixtures() {
        for (path, text) in CheckFixture.clean.sorted(by: { $0.key < $1.key })
        where [".html", ".svg", ".xml"].contains(where: { path.hasSuffix($0) }) {
            Self.agrees(Data(text.utf8), file: path)
        }
    }

    /// What only `XMLParser` reads today, and what it reads in its own way: entities the
    /// document declares, CDATA, processing instructions, names outside ASCII, prefixed and
    /// defaulted attributes, other encodings, files of four bytes and fewer.
    static let unusual: [(file: String, text: String)] = [
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
        (
            "page.html",
            "<r><style><![CDATA[a { background: url(b.png) }]]></style><script><![CDATA[fetch(1)]]></script></r>"
        ),
        ("feed.xml", "<?xml-stylesheet type=\"text/css\" href=\"feed.css\"?><feed><icon>a.svg</icon></feed>"),
        (
            "page.html",
            "<?xml-stylesheet href='x.css'?><?other href=\"y.css\"?><r><?xml-stylesheet href=\"z.css\"?></r>"
        ),
        ("page.html", "<r><p oné=\"fetch('x')\" ONé=\"import('y')\" é=\"1\" href=\"a.html\"/></r>"),
        ("page.html", "<r><lin\u{212A} href=\"https://x.example/\" rel=\"canonical\"/><é id=\"é\"/></r>"),
        ("page.html", "<r><p on\u{E9}=\"fetch(1)\" one\u{301}=\"fetch(2)\"/></r>"),
        ("page.html", "<r><a HREF=\"c.html\" href=\"a.html\" Href=\"b.html\" SRC=\"d.png\" src=\"e.png\"/></r>"),
        (
            "page.html",
            "<r xmlns:onx=\"http://x.example/\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"><p onx:y=\"fetch(1)\" xlink:href=\"b.html\"/></r>"
        ),
        ("page.html", "<r xml:lang=\"en\" xml:space=\"preserve\"><p id=\"a\"/></r>"),
        (
            "page.html",
            "<h:r xmlns:h=\"http://x.example/\"><h:style>a{background:url(h.png)}</h:style><h:img src=\"i.png\"/></h:r>"
        ),
        ("page.html", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r><a href=\"caf\u{E9}.html\"/></r>"),
        ("page.html", "<?xml version=\"1.0\" standalone=\"yes\"?><r/>"),
        ("page.html", "<?xml version=\"1.1\"?><r/>"),
        ("page.html", "\u{FEFF}<r><a href=\"a.html\"/></r>"),
        ("page.html", "<r>\r\n<a\r\nhref=\"a.html\"\r/></r>"),
        ("page.html", "<r/>"), ("page.html", "<r>"), ("page.html", "    "), ("page.html", "\n\n\n\n<r"),
        ("page.html", "<r>\u{FFFF}</r>"), ("page.html", "<r>&#xFFFF;</r>"),
        ("page.html", "<r>\n<script>\n<!-- fetch(1) -->\n</script>\n</r>"),
        ("page.html", "<r><script>fetch(1)<x/>fetch(2)</script></r>"),
        ("page.html", String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)),
    ]

    @Test("Every construct, the files the plain reader leaves to the parser, and the unusual")
    func constructs() {
        for (file, text) in PlainXMLReaderTests.wellFormed + Self.unusual {
            Self.agrees(Data(text.utf8), file: file)
        }
        for text in PlainXMLReaderTests.leftToTheParser {
            Self.agrees(Data(text.utf8))
        }
        Self.agrees(Data([0x3C, 0x72, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x72, 0x3E]))
        Self.agrees(Data([0x3C, 0x72, 0x3E, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x72, 0x3E]))
        Self.agrees(Data([0xFF, 0xFE, 0x3C, 0x00, 0x72, 0x00, 0x2F, 0x00, 0x3E, 0x00]))
        Self.agrees(Data([0x3C, 0x00, 0x72, 0x00, 0x2F, 0x00, 0x3E, 0x00]))
        Self.agrees(
            Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r><a href=\"caf\u{E9}.html\"/></r>".utf8.map { $0 }))
        Self.agrees(
            Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r><a href=\"caf".utf8 + [0xE9] + ".html\"/></r>".utf8)
        )
    }

    @Test("Whatever one byte is deleted, replaced or inserted, the same findings and verdict")
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
        var rejected = 0
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
                let data = Data(variant)
                let read = LibXMLReader.read(data, file: "page.html")
                if read.violations.contains(where: { $0.rule == .notWellFormed }) { rejected += 1 }
                #expect(
                    read == MarkupScanner.scan(data, file: "page.html"),
                    "\(String(decoding: variant, as: UTF8.self).debugDescription)")
            }
        }
        // Both kinds have work: many changes break the file, many keep it well-formed.
        #expect(rejected > 1000)
    }
}
