import Checking
import Foundation
import TestSupport
import Testing

@testable import Site

/// The self-check reads markup with ``PlainXMLReader`` and leaves to `XMLParser` whatever it
/// gives up on. These tests hold it to `XMLParser`'s answers: whenever it reads a file, what
/// it finds (ids, links with their lines, script problems) is exactly what the parser finds,
/// and it never reads a file the parser rejects.
@Suite("The self-check's plain XML reader agrees with XMLParser")
struct PlainXMLReaderTests {
    /// Whether the plain reader read `text` (as the file `file`); records an issue when what
    /// it found differs from the parser's reading.
    @discardableResult
    static func agrees(_ text: String, file: String = "page.html", sourceLocation: SourceLocation = #_sourceLocation)
        -> Bool
    {
        let data = Data(text.utf8)
        let parsed = XMLParserReader.read(data, file: file)
        guard let plain = PlainXMLReader.read(data, file: file) else { return false }
        #expect(plain == parsed, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(
            !parsed.violations.contains { $0.rule == .notWellFormed },
            "read a file the parser rejects: \(text.debugDescription)",
            sourceLocation: sourceLocation)
        return true
    }

    static func markup(_ files: [String: Data]) -> [(String, String)] {
        files.filter { file in [".html", ".svg", ".xml"].contains { file.key.hasSuffix($0) } }
            .map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }.sorted { $0.0 < $1.0 }
    }

    @Test("Every page, card, chart and feed of the sites FoodStory builds is read, with the parser's findings")
    func builtSites() async throws {
        let small = try await SiteFixture.build(SiteFixture.diary(), baseURL: "https://food.example/me")
        let sample = try await SiteFixture.buildSample()
        for (path, text) in Self.markup(small) + Self.markup(sample) {
            #expect(Self.agrees(text, file: path), "\(path) was left to the parser")
        }
    }

    @Test("The self-check's own small sites agree, file by file")
    func checkFixtures() {
        for (path, text) in CheckFixture.clean.sorted(by: { $0.key < $1.key })
        where [".html", ".svg", ".xml"].contains(where: { path.hasSuffix($0) }) {
            Self.agrees(text, file: path)
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

    @Test("Well-formed files with every construct the reader knows agree with the parser")
    func constructs() {
        for (file, text) in Self.wellFormed {
            #expect(Self.agrees(text, file: file), "\(text.debugDescription) was left to the parser")
        }
    }

    /// Files the parser rejects or warns about, and files the reader leaves to the parser.
    static let leftToTheParser: [String] = [
        "", "<r>", "<r/", "<r></s>", "<r><p></r></p>", "<r/><r/>", "text<r/>", "<r/>text", "<r>&nbsp;</r>",
        "<r>&amp</r>", "<r>&#0;</r>", "<r>&#xFFFE;</r>", "<r>&#xD800;</r>", "<r>&#99999999;</r>", "<r>&#;</r>",
        "<r>&#x;</r>", "<r>a]]>b</r>", "<r>\u{1}</r>", "<r>\u{FFFE}</r>", "<r>\r\n</r>", "<r a=\"1\"b=\"2\"/>",
        "<r a=1/>", "<r a/>", "<r a=\"<\"/>", "<r a=\"1\" a=\"2\"/>", "<r a=\"&bogus;\"/>", "<r a=\"x/>",
        "<r><!-- a -- b --></r>", "<r><!-- a ---></r>", "<r><!-- open</r>", "<r><![CDATA[x]]></r>",
        "<?xml-stylesheet href=\"a.css\"?><r/>", "<r><?pi x?></r>", "<?xml version=\"1.1\"?><r/>",
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r/>", "\u{FEFF}<r/>",
        "<!DOCTYPE r [<!ENTITY e \"x\">]><r>&e;</r>",
        "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x.dtd\"><html/>", "<r/><!DOCTYPE r>",
        "<a:b/>", "<r xmlns=\"foo\"/>", "<r xmlns=\"\"/>", "<r xmlns:a=\"\"/>", "<r xml:space=\"bad\"/>",
        "<r xml:lang=\"en\"/>", "<r xmlns:x=\"http://www.w3.org/XML/1998/namespace\"/>",
        "<r xmlns:a=\"http://x.example/\" xmlns:b=\"http://x.example/\"><e a:h=\"1\" b:h=\"2\"/></r>",
        "<r xmlns:xmlns=\"http://x.example/\"/>", "<r a:b:c=\"1\"/>", "<é/>", "<r é=\"1\"/>", "< r/>", "<r / >",
        "</r>", "<r></ r>", String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300),
    ]

    @Test("Malformed files and the constructs the reader does not know are left to the parser")
    func leftToParser() {
        for text in Self.leftToTheParser {
            #expect(!Self.agrees(text), "\(text.debugDescription) was read, not left to the parser")
        }
        #expect(
            PlainXMLReader.read(Data([0x3C, 0x72, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x72, 0x3E]), file: "a.html") == nil)
        #expect(
            PlainXMLReader.read(Data([0x3C, 0x72, 0x3E, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x72, 0x3E]), file: "a.html")
                == nil)
        #expect(
            PlainXMLReader.read(Data([0x3C, 0x72, 0x3E, 0xE0, 0x80, 0xAF, 0x3C, 0x2F, 0x72, 0x3E]), file: "a.html")
                == nil)
    }

    @Test(
        "Whatever one byte is deleted, replaced or inserted, the reader reads only what the parser accepts, and agrees")
    func mutations() {
        let base = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html>
            <html lang="en"><head><style>a { background: url(a.png) }</style></head>
            <body id="top"><!-- c --><p class="x" style="color: red">A &amp; B &#233;</p>
            <a href="#top" onclick="go()">é</a><svg xmlns="http://www.w3.org/2000/svg"><use href="#top"/></svg>
            </body></html>
            """
        let bytes = Array(base.utf8)
        let replacements: [UInt8] = Array("<>&;/\"'=!-?# \n\r\tax:".utf8) + [0, 0xC3, 0xFF]
        var read = 0
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
                guard let plain = PlainXMLReader.read(data, file: "page.html") else { continue }
                read += 1
                let parsed = XMLParserReader.read(data, file: "page.html")
                #expect(plain == parsed, "\(String(decoding: variant, as: UTF8.self).debugDescription)")
            }
        }
        // Most changes to text and names keep the file well-formed: the comparison has work.
        #expect(read > 1000)
    }
}
