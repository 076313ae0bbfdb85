import Diary
import Foundation
import Site
import Templating
import TestSupport
import Testing

/// Hostile and unusual diary text, combined by a seeded generator.
enum HostileText {
    static let pieces = [
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "**bold**", "[x](javascript:alert(1))",
        "# heading", "&amp;", "{{mustache}}", "{{{triple}}}", "👩‍👩‍👧‍👦 family", "🇮🇳", "مرحبا بالعالم", "שלום עולם",
        "`code`", "> quote", "1. list", "- item", "| a | b |", "~~gone~~", "_under_", "\\", "a\u{E000}b", "'quotes\"",
        "https://example.com", "<!-- comment -->", "]]>", "&#x41;", "    indented", "\u{202E}reversed",
    ]

    /// `count` strings of 1–4 pieces joined by spaces, plus one of 10 KB.
    static func samples(count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        var result = (0..<count).map { _ in
            (0..<(1 + Int(random.next() % 4))).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined(separator: " ")
        }
        result.append(String(repeating: "<b>dal</b> & **rice** ", count: 460))
        return result
    }
}

@Suite("Diary text is data: shown exactly as typed, never markup")
struct InjectionTests {
    /// A diary whose every entry has `text` as description and `"said: " + text` as raw input.
    static func diary(_ texts: [String]) throws -> Diary {
        let records = texts.enumerated().map { index, text in
            EntryRecord(
                id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index + 1)) ?? UUID(),
                date: Date(timeIntervalSince1970: 1_772_908_200 + Double(index) * 86_400),
                createdAt: Date(timeIntervalSince1970: 1_772_908_200 + Double(index) * 86_400 + 30_000),
                rawInput: "said: " + text, inputType: .voice, processedDescription: text, category: .lunch)
        }
        return Fixtures.reader(folder: try TemporaryFolder()).diary(from: records, kind: .jsonExport)
    }

    @Test(
        "Hostile descriptions and inputs appear verbatim as text on day pages, on the home page and in the search index; no element is created"
    )
    func hostileText() async throws {
        let texts = HostileText.samples(count: 60, seed: 4)
        let diary = try Self.diary(texts)
        let files = try await SiteFixture.build(diary, asOf: "2026-06-01")
        let expectedText = { (text: String) in text.replacingOccurrences(of: "\u{E000}", with: "\u{FFFD}") }
        for (index, entry) in diary.entries.enumerated() {
            let page = try #require(PageXML.parse(SiteFixture.text(files, SitePath.day(entry.day))), "\(entry.day)")
            #expect(page.elements(withClass: "entry-description").map(\.text) == [entry.description], "entry \(index)")
            #expect(
                page.elements(withClass: "entry-original").map(\.text) == ["Original input " + entry.record.rawInput])
            let names = Set(page.elements.map(\.name))
            #expect(
                names.isSubset(of: [
                    "html", "head", "meta", "title", "link", "body", "a", "header", "nav", "ul", "li", "span", "p",
                    "main",
                    "h1", "h2", "article", "time", "div", "footer",
                    // Each card's category icon, FoodStory's own drawing.
                    "svg", "path",
                ]), "\(names.sorted())")
            #expect(page.elements.allSatisfy { $0.attributes.keys.allSatisfy { !$0.lowercased().hasPrefix("on") } })
        }
        // The home page lists the latest days' descriptions through Markdown.
        let home = try #require(PageXML.parse(SiteFixture.text(files, "index.html")))
        let latest = home.elements.filter { $0.name == "li" && $0.text.contains(": ") }.map(\.text)
        for entry in diary.entries.suffix(7) {
            #expect(latest.contains { $0.hasSuffix(": " + expectedText(entry.description)) }, "\(entry.description)")
        }
        #expect(!home.elements.contains { $0.name == "script" && $0.attributes["src"] == nil })
        // The search index holds every description and input exactly.
        var days: [[Any]] = []
        for day in Set(diary.entries.map(\.day)).sorted() {
            let script = SiteFixture.text(files, SitePath.searchDay(day))
            let json = try #require(
                script.range(of: "FOODSTORY_SEARCH.day(").map { script[$0.upperBound...].dropLast(3) })
            // Each day is [day, page, entries]; each entry [time, category, text, original, anchor].
            days.append(try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any]))
        }
        let items = days.flatMap { ($0[2] as? [[String]]) ?? [] }
        #expect(items.map { $0[2] }.sorted() == texts.sorted())
        #expect(items.map { $0[3] }.sorted() == texts.map { "said: " + $0 }.sorted())
    }

    @Test("A control character typed into a description or input is left out; the site still builds and parses as XML")
    func controlCharacters() async throws {
        let diary = try Self.diary(["dal\u{7}rice", "tea\u{1B}[31m red"])
        let files = try await SiteFixture.build(diary, asOf: "2026-06-01")
        for (entry, shown) in zip(diary.entries, ["dalrice", "tea[31m red"]) {
            let page = try #require(PageXML.parse(SiteFixture.text(files, SitePath.day(entry.day))))
            #expect(page.elements(withClass: "entry-description").map(\.text) == [shown])
            #expect(page.elements(withClass: "entry-original").map(\.text) == ["Original input said: " + shown])
        }
        let home = try #require(PageXML.parse(SiteFixture.text(files, "index.html")))
        #expect(home.elements.contains { $0.name == "li" && $0.text.hasSuffix(": tea[31m red") })
    }

    @Test("Markdown escaping keeps every character, including a leading indent and the block marker")
    func escapingKeepsText() {
        for text in HostileText.samples(count: 200, seed: 9) {
            let html = Markdown.html(from: "- " + Markdown.escape(text))
            let page = PageXML.parse("<root>" + html + "</root>")
            let expected = text.replacingOccurrences(of: "\u{E000}", with: "\u{FFFD}").trimmingCharacters(
                in: .whitespaces)
            #expect(
                page?.elements.first { $0.name == "li" }?.text.trimmingCharacters(in: .whitespaces) == expected,
                "\(text)")
            #expect(page?.elements.map(\.name) == ["root", "ul", "li"], "\(text)")
        }
    }
}
