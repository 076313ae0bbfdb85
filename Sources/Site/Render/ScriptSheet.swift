import Words

/// The style sheet of a script the site's web fonts (Caladea and Inter) lack, for the pages of a
/// locale written in it: each ends the font stacks in the reader's own fonts of the script
/// (`assets/devanagari.css`, `assets/arabic.css`, `assets/japanese.css`; no web font of these
/// scripts fits the pages' budgets, docs/page-weight.md). A page in another language links
/// none, and a site gets only its own script's sheet.
enum ScriptSheet: String, CaseIterable, Sendable {
    case devanagari, arabic, japanese

    /// The sheet for the pages in `words`' language, by the script it is written in (ISO 15924:
    /// `Deva`, `Arab`, `Jpan`); nil for a script the site's fonts have (Latin).
    init?(_ words: Catalog) {
        switch words.script {
        case "Deva": self = .devanagari
        case "Arab": self = .arabic
        case "Jpan": self = .japanese
        default: return nil
        }
    }

    /// The style sheet the pages link, after the site's own.
    var path: String { SitePath.asset("\(rawValue).css") }

    /// Whether the shipped asset at `path` (relative to the site) belongs to a script sheet:
    /// the sheet itself, or a file named after its script.
    static func owner(of path: String) -> ScriptSheet? {
        let name = path.split(separator: "/").last ?? ""
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "." })
        return allCases.first { words.contains(Substring($0.rawValue)) }
    }
}
