import Foundation
import TestSupport
import Testing

/// `--locale` and `locale` in foodstory.toml, through the real binary: the site in the
/// locale's language and formats, `lang` and `dir` on its pages, and a locale FoodStory has no
/// words for refused before anything is read or written.
@Suite("The site's locale", .serialized)
struct LocaleCommandTests {
    /// The `<html>` start tag and the first `<h1>` of the page at `path`. (The start tag names
    /// the words beside an entry a search result leads to, `--found`, in every language but
    /// English, whose words are the style sheet's.)
    private func head(_ site: URL, _ path: String) throws -> (html: String, heading: String) {
        let page = try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
        let html = page.range(of: "<html").map { String(page[$0.lowerBound...].prefix { $0 != ">" }) + ">" } ?? ""
        let heading =
            page.range(of: "<h1>").map { String(page[$0.upperBound...].prefix { $0 != "<" }) } ?? ""
        return (html, heading)
    }

    @Test(
        "The sample site in German, Polish, Arabic and Japanese: lang and dir, the words and dates of each",
        arguments: [
            (
                "de", "<html lang=\"de\" style=\"--found:&quot; · Suchtreffer&quot;\">", "Sonntag, 8. März 2026",
                "Woche 10, 2026"
            ),
            (
                "pl", "<html lang=\"pl\" style=\"--found:&quot; · wynik wyszukiwania&quot;\">",
                "niedziela, 8 marca 2026", "Tydzień 10, 2026"
            ),
            (
                "ar-EG", "<html lang=\"ar-EG\" dir=\"rtl\" style=\"--found:&quot; · نتيجة بحث&quot;\">",
                "الأحد، ٨ مارس، ٢٠٢٦", ""
            ),
            ("ja", "<html lang=\"ja\" style=\"--found:&quot; · 検索結果&quot;\">", "2026年3月8日 日曜日", ""),
        ])
    func locales(tag: String, html: String, day: String, week: String) throws {
        let folder = try TemporaryFolder()
        let result = try FoodStoryBinary.run([
            "build", "--out", folder.path("site"), "--as-of", "2026-03-08", "--locale", tag, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let site = URL(fileURLWithPath: folder.path("site"))
        let page = try head(site, "day/2026-03-08.html")
        #expect(page.html == html)
        #expect(page.heading == day)
        if !week.isEmpty { #expect(try head(site, "week/2026-W10.html").html == html) }
    }

    @Test("locale in foodstory.toml sets it too, and the flag wins over the file")
    func configured() throws {
        let folder = try TemporaryFolder()
        try folder.write("locale = \"fr\"\n", to: "foodstory.toml")
        let arguments = ["build", "--config", folder.path("foodstory.toml"), "--as-of", "2026-03-08", "--quiet"]
        let french = try FoodStoryBinary.run(arguments + ["--out", folder.path("fr")])
        #expect(french.status == 0, "\(french.stderr)")
        #expect(
            try head(URL(fileURLWithPath: folder.path("fr")), "index.html").html
                == "<html lang=\"fr\" style=\"--found:&quot; · résultat de recherche&quot;\">")
        let spanish = try FoodStoryBinary.run(arguments + ["--out", folder.path("es"), "--locale", "es"])
        #expect(spanish.status == 0, "\(spanish.stderr)")
        #expect(
            try head(URL(fileURLWithPath: folder.path("es")), "day/2026-03-08.html").heading
                == "domingo, 8 de marzo de 2026")
    }

    @Test("A locale with no words: exit 64, one line naming the languages there are, nothing written")
    func refused() throws {
        let folder = try TemporaryFolder()
        let result = try FoodStoryBinary.run(["build", "--out", folder.path("site"), "--locale", "pt-BR"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "foodstory: error: --locale: FoodStory has no words in \"pt\" (from \"pt-BR\"); it speaks ar, de, en, es, fr, hi, ja, pl"
            ))
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }
}
