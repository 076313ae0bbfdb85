import Diary
import Foundation
import Site
import TestSupport
import Testing

@Suite("Pantry page, and the pantry on the home and food pages")
struct PantryPageTests {
    static func day(_ text: String) -> LocalDay { LocalDay(text) ?? LocalDay(dayNumber: 0) }

    /// The fixture's four items, and mango lassi (a food of the small diary) with notes that
    /// Markdown or HTML would take for markup.
    static let items = [
        PantryItem(
            id: 1, name: "Greek yogurt", expires: day("2026-03-10"), reminder: day("2026-03-09"), reminderSent: true,
            refrigerated: true, symbolName: "cup.and.saucer"),
        PantryItem(
            id: 2, name: "Basmati rice", expires: day("2027-01-31"), notes: "Second bag in the top cupboard",
            symbolName: "takeoutbag.and.cup.and.straw"),
        PantryItem(
            id: 3, name: "Paneer", expires: day("2026-03-06"), flagged: true, notes: "Use for palak paneer",
            refrigerated: true),
        PantryItem(id: 4, name: "Mango pulp", expires: day("2026-09-15"), symbolName: "carrot"),
        PantryItem(
            id: 5, name: "<b>Sweet</b> & mango lassi", expires: day("2026-03-14"),
            notes: "<script>alert(1)</script> *not bold* [x](https://example.org) _under_ `code`", refrigerated: true,
            symbolName: "birthday.cake.fill"),
    ]

    static let asOf = "2026-03-08"
    static func withPantry() async throws -> [String: Data] {
        try await SiteFixture.build(SiteFixture.diary(), asOf: asOf, pantry: items)
    }

    static func withoutPantry() async throws -> [String: Data] {
        try await SiteFixture.build(SiteFixture.diary(), asOf: asOf)
    }

    @Test("pantry.html matches its golden file exactly")
    func golden() async throws {
        let withPantry = try await Self.withPantry()
        let actual = SiteFixture.text(withPantry, SitePath.pantry)
        #expect(!actual.isEmpty)
        if ProcessInfo.processInfo.environment["FOODSTORY_UPDATE_GOLDEN"] == "1" {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "Golden/pantry.html")
            try Data(actual.utf8).write(to: source)
            return
        }
        let url = try #require(Bundle.module.url(forResource: "Golden/pantry.html", withExtension: nil))
        #expect(actual == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test("The page is well-formed, in the right order, and shows item text exactly as typed")
    func structure() async throws {
        let withPantry = try await Self.withPantry()
        let page = try #require(PageXML.parse(SiteFixture.text(withPantry, SitePath.pantry)))
        #expect(
            page.elements(withClass: "pantry-name").map(\.text) == [
                "Paneer Flagged", "Greek yogurt", "<b>Sweet</b> & mango lassi", "Mango pulp", "Basmati rice",
            ])
        #expect(
            page.elements(withClass: "pantry-notes").map(\.text) == [
                "Use for palak paneer", "<script>alert(1)</script> *not bold* [x](https://example.org) _under_ `code`",
                "Second bag in the top cupboard",
            ])
        #expect(page.elements.filter { $0.name == "h3" }.map(\.text) == ["Fridge", "Fridge", "Cupboard"])
        #expect(page.elements.filter { $0.name == "script" }.isEmpty)
        #expect(
            page.elements(withClass: "pantry-diary").map(\.text) == [
                "Not in the diary.", "Not in the diary.",
                "In the diary as mango lassi on 1 day, last on Sunday, 8 March 2026", "Not in the diary.",
                "Not in the diary.",
            ])
    }

    @Test("The home page counts the items expiring within 7 days and links to the pantry")
    func home() async throws {
        let lines = SiteFixture.text(try await Self.withPantry(), SitePath.index).split(separator: "\n")
        #expect(
            lines.filter { $0.contains("antry") } == [
                "<li><a href=\"pantry.html\">Pantry</a></li>", "<h2>Pantry</h2>",
                "<p><a href=\"pantry.html\">2 pantry items expire within 7 days</a> · 1 item has expired.</p>",
            ])
    }

    @Test("A food in the pantry says so on its page, with its expiry")
    func foodPage() async throws {
        let lines = SiteFixture.text(try await Self.withPantry(), "food/mango-lassi.html").split(separator: "\n")
        #expect(
            lines.filter { $0.contains("In your") } == [
                "<p>In your <a href=\"../pantry.html#pantry-item-5\">pantry</a>: &lt;b&gt;Sweet&lt;/b&gt; &amp; mango lassi, expires in 6 days, on Saturday, 14 March 2026.</p>"
            ])
    }

    @Test("Without a pantry nothing about it appears; with one, only pantry.html and the pantry lines are added")
    func nothingWithout() async throws {
        let withPantry = try await Self.withPantry()
        let withoutPantry = try await Self.withoutPantry()
        #expect(!withoutPantry.isEmpty)
        #expect(Set(withPantry.keys) == Set(withoutPantry.keys).union([SitePath.pantry]))
        // The style sheets are the same files either way; their pantry rules style nothing
        // without the page.
        let sheets = ["assets/style.css", "assets/print.css"]
        for sheet in sheets { #expect(withPantry[sheet] == withoutPantry[sheet], "\(sheet)") }
        for (path, data) in withoutPantry where !sheets.contains(path) {
            let plain = String(decoding: data, as: UTF8.self)
            #expect(!plain.lowercased().contains("pantry"), "\(path) mentions a pantry")
            let withLines = SiteFixture.text(withPantry, path).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .filter { !$0.lowercased().contains("pantry") }
            #expect(withLines == plain.split(separator: "\n", omittingEmptySubsequences: false), "\(path)")
        }
    }
}
