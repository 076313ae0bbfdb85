import Foundation

/// The withheld texts a public build's proof looks for in every file of the site, in each form
/// a file could hold them: as typed, escaped for HTML and XML, escaped for JavaScript strings.
/// A text is looked for only when it could not honestly be on the site anyway: at least four
/// bytes long, not part of any description the site shows, and holding a word no shown
/// description holds (`Dosa.` for the description `dosa` tells nothing the site does not, and
/// a sentence of the site may well say it).
struct WithheldText: Sendable {
    /// Each form looked for, with the text it is a form of.
    private let needles: [(bytes: [UInt8], text: String)]
    /// The needles by their first four bytes.
    private let byPrefix: [UInt32: [Int]]
    /// A quick filter over the first four bytes: most positions of a file start no needle.
    private let filter: [Bool]

    /// The texts to look for, of `withheld`, left out when part of a `shown` description
    /// (looked for in them, letter case aside, as the site is looked through).
    init(_ withheld: Set<String>, shown: [String]) {
        var shownWords: Set<Substring> = []
        for description in shown { shownWords.formUnion(Self.words(description.lowercased())) }
        let candidates = withheld.filter { text in
            text.utf8.count >= 4 && !Self.words(text.lowercased()).allSatisfy(shownWords.contains)
        }
        let lowered = Dictionary(candidates.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let onSite = WithheldText(needles: lowered.keys.map { ($0, $0) })
            .hits(in: Data(shown.joined(separator: "\n").lowercased().utf8), all: true)
        let checked = candidates.filter { !onSite.contains($0.lowercased()) }
        self.init(needles: checked.sorted().flatMap { text in Set(Self.forms(of: text)).sorted().map { ($0, text) } })
    }

    /// A scanner for `needles`: each a form, with the text it is a form of.
    private init(needles: [(form: String, text: String)]) {
        let needles = needles.map { (bytes: Array($0.form.utf8), text: $0.text) }
        var byPrefix: [UInt32: [Int]] = [:]
        var filter = [Bool](repeating: false, count: 1 << 16)
        for (index, needle) in needles.enumerated() where needle.bytes.count >= 4 {
            let prefix = Self.prefix(needle.bytes, 0)
            byPrefix[prefix, default: []].append(index)
            filter[Self.slot(prefix)] = true
        }
        self.needles = needles
        self.byPrefix = byPrefix
        self.filter = filter
    }

    /// The words of `text`: its runs of letters and digits.
    private static func words(_ text: String) -> [Substring] {
        text.split { !($0.isLetter || $0.isNumber) }
    }

    /// Whether there is nothing to look for.
    var isEmpty: Bool { needles.isEmpty }

    /// The forms of `text` a file of the site could hold it in.
    static func forms(of text: String) -> [String] {
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

    /// The withheld text `data` holds first, if any.
    func firstHit(in data: Data) -> String? {
        hits(in: data, all: false).first
    }

    /// The withheld texts `data` holds: the first found, or with `all` every one.
    private func hits(in data: Data, all: Bool) -> Set<String> {
        guard !needles.isEmpty, data.count >= 4 else { return [] }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Set<String> in
            let bytes = raw.bindMemory(to: UInt8.self)
            var found: Set<String> = []
            for start in 0...(bytes.count - 4) {
                let prefix = Self.prefix(bytes, start)
                guard filter[Self.slot(prefix)], let candidates = byPrefix[prefix] else { continue }
                for index in candidates {
                    let needle = needles[index].bytes
                    guard start + needle.count <= bytes.count,
                        (0..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] })
                    else { continue }
                    found.insert(needles[index].text)
                    if !all { return found }
                }
            }
            return found
        }
    }

    private static func prefix(_ bytes: some RandomAccessCollection<UInt8>, _ start: Int) -> UInt32 {
        var value: UInt32 = 0
        var index = bytes.index(bytes.startIndex, offsetBy: start)
        for _ in 0..<4 {
            value = value << 8 | UInt32(bytes[index])
            index = bytes.index(after: index)
        }
        return value
    }

    private static func slot(_ prefix: UInt32) -> Int {
        Int((prefix &* 2_654_435_761) >> 16)
    }
}
