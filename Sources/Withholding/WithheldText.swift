import Foundation

/// The withheld texts a public build's proof looks for in every file of the site, in whatever
/// form the file holds them, as a browser reads it:
///
/// - in the bytes as written: the text as typed, escaped for HTML and XML, escaped for
///   JavaScript strings (every file: pictures and style sheets too);
/// - in a page's shown text, libxml2 reading it as a browser does: tags and comments taken
///   out, character references decoded (`&#119;`, `&#x77;`, `&eacute;`);
/// - in attribute values, comments and (in XML) text, as they are and percent-decoded
///   (`whi%73ky`), and form-decoded too (`+` as a space);
/// - in scripts (a page's `<script>`s, the site's `.js` and `.json` files) with their escapes
///   decoded (`\u0077hisky`);
///
/// each read folded (`TextFolder`): case, Unicode normalisation, default-ignorable characters
/// (a zero-width space, a soft hyphen) and white space make no difference.
///
/// A text is looked for only when it could not honestly be on the site anyway: at least four
/// bytes long folded, not part of any description the site shows, and holding a word no shown
/// description holds (`Dosa.` for the description `dosa` tells nothing the site does not, and a
/// sentence of the site may well say it).
package struct WithheldText: Sendable {
    /// The texts' forms as a file's bytes may hold them.
    private let written: NeedleSet
    /// The texts folded, as the folded reading of a file holds them.
    private let folded: NeedleSet

    /// The texts to look for, of `withheld`, left out when part of a `shown` description
    /// (looked for in them folded, as the site is looked through).
    package init(_ withheld: Set<String>, shown: [String]) {
        var shownWords: Set<Substring> = []
        var shownText: [UInt8] = []
        for description in shown {
            let folded = TextFolder.folded(description)
            shownWords.formUnion(Self.words(String(decoding: folded, as: UTF8.self)))
            shownText += folded + [0]
        }
        let candidates = withheld.sorted().map { (text: $0, folded: TextFolder.folded($0)) }.filter { candidate in
            candidate.folded.count >= 4
                && !Self.words(String(decoding: candidate.folded, as: UTF8.self)).allSatisfy(shownWords.contains)
        }
        let onSite = NeedleSet(candidates.map { ($0.folded, $0.text) }).hits(in: Data(shownText), all: true)
        let checked = candidates.filter { !onSite.contains($0.text) }
        written = NeedleSet(
            checked.flatMap { candidate in
                Set(Self.forms(of: candidate.text)).sorted().map { (Array($0.utf8), candidate.text) }
            })
        folded = NeedleSet(checked.map { ($0.folded, $0.text) })
    }

    /// The words of `text`: its runs of letters and digits.
    private static func words(_ text: String) -> [Substring] {
        text.split { !($0.isLetter || $0.isNumber) }
    }

    /// Whether there is nothing to look for.
    package var isEmpty: Bool { folded.isEmpty }

    /// The forms of `text` a file of the site could hold it in as written.
    package static func forms(of text: String) -> [String] {
        let html = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        let quoted = html.replacingOccurrences(of: "\"", with: "&quot;")
        let script = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return [
            text, html, quoted, quoted.replacingOccurrences(of: "'", with: "&#39;"),
            quoted.replacingOccurrences(of: "'", with: "&#x27;"), quoted.replacingOccurrences(of: "'", with: "&apos;"),
            script, script.replacingOccurrences(of: "/", with: "\\/"),
        ]
    }

    /// What a core keeps from one file to the next while it reads files: the room of its
    /// readings, and the folded forms of the text it met (`TextFolder`).
    package struct Reader {
        package var shown = ShownText()
        package var folder = TextFolder()
        package var folded: [UInt8] = []
        package var decoded: [UInt8] = []

        /// A reader that has read nothing yet.
        package init() {}
    }

    /// The withheld text the site file `path`, whose bytes are `data`, holds first, if any.
    package func firstHit(in data: Data, path: String, reader: inout Reader) -> String? {
        if let hit = written.hits(in: data, all: false).first { return hit }
        let kind = path.split(separator: ".").last ?? ""
        reader.folded.removeAll(keepingCapacity: true)
        switch kind {
        case "html", "htm", "xml", "svg":
            if kind.hasPrefix("htm") { reader.shown.read(page: data) } else { reader.shown.read(xml: data) }
            reader.shown.text.withUnsafeBufferPointer { reader.folder.fold($0, into: &reader.folded) }
            reader.folded.append(0)
            Self.decode(values: reader.shown.values, into: &reader.decoded)
            reader.decoded.withUnsafeBufferPointer { reader.folder.fold($0, into: &reader.folded) }
            reader.folded.append(0)
            let scripts = reader.shown.scripts.withUnsafeBufferPointer { ScriptEscapes.decoded($0) }
            scripts.withUnsafeBufferPointer { reader.folder.fold($0, into: &reader.folded) }
        case "js", "json":
            let script = data.withUnsafeBytes { ScriptEscapes.decoded($0.bindMemory(to: UInt8.self)) }
            script.withUnsafeBufferPointer { reader.folder.fold($0, into: &reader.folded) }
        default:
            return nil
        }
        return folded.firstHit(in: reader.folded)
    }

    /// `values` (NUL-separated) into `out`, each value that holds a `%` or a `+` followed by
    /// its percent- and form-decoded forms (Foundation's `removingPercentEncoding`).
    private static func decode(values: [UInt8], into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: values)
        guard values.contains(0x25) || values.contains(0x2B) else { return }
        var start = 0
        while start < values.count {
            let end = values[start...].firstIndex(of: 0) ?? values.count
            let value = values[start..<end]
            if value.contains(0x25) || value.contains(0x2B) {
                let text = String(decoding: value, as: UTF8.self)
                let forms = [
                    text.removingPercentEncoding, text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding,
                ]
                for case let decoded? in forms where decoded != text {
                    out.append(0)
                    out.append(contentsOf: decoded.utf8)
                }
            }
            start = end + 1
        }
    }
}
