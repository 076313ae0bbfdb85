import Charts
import Days
import Diary
import Foundation
import Insights
import Support

/// The one place that knows every path of the site (the permalinks of product.md). Paths are
/// relative to the site's root and `/`-separated; links between pages are made relative with
/// `link(from:to:)`, so the folder works from `file://`, from any sub-path of a host, and
/// after being moved.
public enum SitePath {
    /// The home page.
    public static let index = "index.html"
    /// Every food.
    public static let foods = "foods.html"
    /// The Insights dashboard.
    public static let insights = "insights.html"
    /// Full-text search.
    public static let search = "search.html"
    /// What is in the kitchen and when it expires (only with a pantry database).
    public static let pantry = "pantry.html"
    /// The page for links that lead nowhere.
    public static let notFound = "404.html"
    /// The Atom feed of weekly recaps.
    public static let feed = "feed.xml"
    /// The file asking search engines to stay away (only for a public build with `noindex`).
    public static let robots = "robots.txt"
    /// The sitemap (only with a base URL).
    public static let sitemap = "sitemap.xml"

    /// The list of the search index's parts (`SearchIndex`), shipped as scripts so they load
    /// from `file://`.
    public static let searchList = "assets/search/words.js"
    /// The part of the search index with the words that begin with `key` (named by the key's
    /// UTF-8 bytes in hex: `search.js` names it the same way).
    public static func searchPart(_ key: String) -> String {
        "assets/search/words-" + key.utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() + ".js"
    }
    /// One day's entries as search results show them.
    public static func searchDay(_ day: LocalDay) -> String { "assets/search/days/\(day).js" }
    /// One day's page.
    public static func day(_ day: LocalDay) -> String { "day/\(day).html" }
    /// One ISO week's recap.
    public static func week(_ week: ISOWeek) -> String { "week/\(week).html" }
    /// One week's share card.
    public static func card(_ week: ISOWeek) -> String { "cards/\(week).svg" }
    /// One week's share card as a PNG picture in `format` (`cards/2026-W10-story.png`).
    public static func cardImage(_ week: ISOWeek, _ format: CardFormat) -> String {
        "cards/\(week)\(format.suffix).png"
    }
    /// One year's year-in-review card.
    public static func yearCard(_ year: Int) -> String { "cards/\(LocalDay.pad(year, 4)).svg" }
    /// One year's card as a PNG picture in `format` (`cards/2026-link.png`).
    public static func yearCardImage(_ year: Int, _ format: CardFormat) -> String {
        "cards/\(LocalDay.pad(year, 4))\(format.suffix).png"
    }
    /// The SVG card of a week or a year.
    public static func card(_ subject: CardSubject) -> String {
        switch subject {
        case .week(let week): card(week)
        case .year(let year): yearCard(year)
        }
    }
    /// The card of a week or a year as a PNG picture in `format`.
    public static func cardImage(_ subject: CardSubject, _ format: CardFormat) -> String {
        switch subject {
        case .week(let week): cardImage(week, format)
        case .year(let year): yearCardImage(year, format)
        }
    }
    /// One month's calendar.
    public static func month(year: Int, month: Int) -> String {
        "month/\(LocalDay.pad(year, 4))-\(LocalDay.pad(month, 2)).html"
    }
    /// One year's page.
    public static func year(_ year: Int) -> String { "year/\(LocalDay.pad(year, 4)).html" }
    /// A year's weekly recaps, one to a printed page.
    public static func printYear(_ year: Int) -> String { "print/\(LocalDay.pad(year, 4)).html" }
    /// A month's weekly recaps, one to a printed page.
    public static func printMonth(year: Int, month: Int) -> String {
        "print/\(LocalDay.pad(year, 4))-\(LocalDay.pad(month, 2)).html"
    }
    /// One food's timeline.
    public static func food(slug: String) -> String { "food/\(slug).html" }
    /// A goal's page (the config file's `[[goals]]`).
    public static func goal(slug: String) -> String { "goal/\(slug).html" }
    /// A stylesheet, script or icon.
    public static func asset(_ name: String) -> String { "assets/\(name)" }

    /// The style sheet of photos, linked only by the pages that show them.
    static let photoStylesheet = "assets/photos.css"

    /// The web fonts of the first screen of every page (the wordmark and headings in Caladea
    /// Bold, the text in Inter), in Latin: fetched early (`<link rel="preload">`).
    static let preloadedFonts = ["assets/fonts/caladea-700-latin.woff2", "assets/fonts/inter-400-latin.woff2"]
    /// A photo's stripped original (its bare, already validated file name), published only
    /// when asked for (`[photos] originals = true`).
    public static func media(_ name: String) -> String { "media/\(name)" }
    /// One web size of a photo, `width` pixels across, named by the photo's content
    /// (the 32 hexadecimal digits of its `ContentHash`: `media/3f2a9c0e…d84b7a-480.webp`): the
    /// same picture under any file name is one file.
    public static func webPhoto(content: ContentHash, width: Int) -> String { "media/\(content.hex)-\(width).webp" }

    /// The anchor of an entry's card on its day page (`entry-6f85bb94-…`); search results link
    /// to it.
    public static func entryAnchor(_ id: UUID) -> String { "entry-" + id.lowercasedText }

    /// The relative link from the page at `page` to the file at `target`, percent-encoded
    /// where a path needs it (`../day/2026-03-08.html`).
    public static func link(from page: String, to target: String) -> String {
        // Pages sit at the root or one folder down; that common case needs no splitting.
        guard let slash = page.utf8.firstIndex(of: UInt8(ascii: "/")) else { return encodePath(target) }
        if page.utf8[page.utf8.index(after: slash)...].contains(UInt8(ascii: "/")) == false {
            // ASCII paths (every page and nearly every target): the same answer on bytes.
            let bytes = target.utf8
            if page.utf8.allSatisfy({ $0 < 0x80 }), bytes.allSatisfy({ $0 < 0x80 }) {
                let folder = page.utf8[..<slash]
                let inFolder = bytes.starts(with: folder) && bytes.dropFirst(folder.count).first == UInt8(ascii: "/")
                let rest = bytes.dropFirst(folder.count + 1)
                if inFolder, !rest.contains(UInt8(ascii: "/")) {
                    return encodePath(String(Substring(rest)))
                }
                return "../" + encodePath(target)
            }
            let folder = page[..<slash]
            if target.hasPrefix(folder + "/"), !target.dropFirst(folder.count + 1).contains("/") {
                return encodePath(String(target.dropFirst(folder.count + 1)))
            }
            return "../" + encodePath(target)
        }
        let fromFolders = page.split(separator: "/").dropLast()
        var targetParts = target.split(separator: "/")
        var shared = 0
        while shared < fromFolders.count, shared < targetParts.count - 1,
            fromFolders[fromFolders.startIndex + shared] == targetParts[shared]
        {
            shared += 1
        }
        targetParts.removeFirst(shared)
        let ups = Array(repeating: "..", count: fromFolders.count - shared)
        return (ups + targetParts.map { encode(String($0)) }).joined(separator: "/")
    }

    /// A path with each segment encoded; unchanged (and not copied) when nothing needs it.
    static func encodePath(_ path: String) -> String {
        if path.utf8.allSatisfy(isSafe) { return path }
        return path.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }
            .joined(separator: "/")
    }

    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// A path segment as it must appear in a link: letters, digits and `-._~` stay, the rest
    /// is percent-encoded (a photo named `my lunch.jpg` becomes `my%20lunch.jpg`).
    static func encode(_ segment: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~")
        return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
    }
}
