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

    /// A month page's calendars: the month grid's weekday names, each with its x, in the order
    /// written, and where its 1st is drawn (`x,y`); the photo calendar's column headings and
    /// its first week's day numbers ("" for a day of the month before).
    /// (The 1st is found in Latin or Arabic-Indic digits: each locale's own.)
    private func calendars(_ site: URL, _ path: String) throws -> [[String]] {
        let page = try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
        guard let group = page.range(of: "<g class=\"weekdays\" aria-hidden=\"true\">"),
            let end = page[group.upperBound...].range(of: "</g>"),
            let table = page.range(of: "<table class=\"photo-calendar\">"),
            let head = page[table.upperBound...].range(of: "</thead>"),
            let firstWeek = page[head.upperBound...].range(of: "</tr>")
        else { return [] }
        let grid = page[group.upperBound..<end.lowerBound].matches(of: #/<text x="([^"]+)"[^>]*>([^<]*)</text>/#)
            .map { "\($0.output.1) \($0.output.2)" }
        let first = page[end.upperBound...].firstMatch(
            of: #/<text x="([^"]+)" y="([^"]+)"[^>]*aria-hidden="true">(?:1|١)</text>/#
        )
        .map { "\($0.output.1),\($0.output.2)" }
        let headings = page[table.upperBound..<head.lowerBound].matches(of: #/<abbr title="([^"]+)">/#)
            .map { String($0.output.1) }
        let week = page[head.upperBound..<firstWeek.lowerBound]
            .matches(of: #/<td( class="pc-outside")?>(?:</td>|.*?<span aria-hidden="true">([0-9٠-٩]+)</span>)/#)
            .map { String($0.output.2 ?? "") }
        return [grid, [first ?? ""], headings, week]
    }

    @Test(
        "A month page's calendars start on the locale's first weekday: Sunday in Japanese, Saturday in Egyptian Arabic, from the right",
        arguments: [
            (
                "ja",
                [
                    ["28 日", "74 月", "120 火", "166 水", "212 木", "258 金", "304 土"], ["28,51"],
                    ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"], ["1", "2", "3", "4", "5", "6", "7"],
                ]
            ),
            (
                "ar-EG",
                [
                    ["304 سبت", "258 أحد", "212 اثنين", "166 ثلاثاء", "120 أربعاء", "74 خميس", "28 جمعة"], ["258,51"],
                    ["السبت", "الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة"],
                    // The days' numbers in the locale's digits.
                    ["", "١", "٢", "٣", "٤", "٥", "٦"],
                ]
            ),
            (
                "en",
                [
                    ["28 Mon", "74 Tue", "120 Wed", "166 Thu", "212 Fri", "258 Sat", "304 Sun"], ["304,51"],
                    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
                    ["", "", "", "", "", "", "1"],
                ]
            ),
        ])
    func weekStart(tag: String, expected: [[String]]) throws {
        let folder = try TemporaryFolder()
        let result = try FoodStoryBinary.run([
            "build", "--out", folder.path("site"), "--as-of", "2026-03-08", "--locale", tag, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try calendars(URL(fileURLWithPath: folder.path("site")), "month/2026-03.html") == expected)
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
