import Foundation
import Testing

/// The style sheet of a script the site's own fonts lack (the font stacks ending in the reader's
/// fonts of the script): linked by every page of a locale written in it, by no other page, and
/// shipped only in such a site.
@Suite("Script style sheets")
struct ScriptSheetTests {
    /// The style sheets the page at `path` links (as site paths), in order, but the photos' (a
    /// page that shows a photo links it after the script's).
    static func stylesheets(_ files: [String: Data], _ path: String) -> [String] {
        let head = SiteFixture.text(files, path).components(separatedBy: "</head>")[0]
        return head.components(separatedBy: "<link rel=\"stylesheet\" href=\"").dropFirst().compactMap {
            SiteStructureTests.resolve(String($0.prefix { $0 != "\"" }), from: path)
        }.filter { $0 != "assets/photos.css" }
    }

    @Test(
        "Every page in Hindi, Arabic or Japanese links its script's sheet after the site's; a site has only that script's files; English and German pages link nothing new",
        arguments: [
            ("hi", ["assets/devanagari.css"]), ("ar", ["assets/arabic.css"]), ("ja", ["assets/japanese.css"]),
            ("en", []), ("de", []),
        ])
    func sheets(locale: String, shipped: [String]) async throws {
        let files = try await SiteFixture.build(SiteFixture.diary(), locale: locale)
        let scriptFiles = files.keys.filter {
            $0.hasSuffix("devanagari.css") || $0.hasSuffix("arabic.css") || $0.hasSuffix("japanese.css")
                || $0.contains("noto")
        }
        #expect(scriptFiles.sorted() == shipped)
        let pages = files.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count > 20)
        let expected = ["assets/style.css"] + shipped.prefix(1) + ["assets/print.css"]
        let differing = pages.filter { Self.stylesheets(files, $0) != expected }
        #expect(differing == [], "\(differing.first.map { Self.stylesheets(files, $0) } ?? [])")
    }
}
