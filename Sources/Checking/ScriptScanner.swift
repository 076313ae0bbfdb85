/// Finds what in a script could reach the network at run time: `http://` and `https://`
/// URLs, `//host` strings, and the calls that fetch (`fetch(`, `XMLHttpRequest`, `import(`,
/// `importScripts`, `WebSocket`, `EventSource`, `sendBeacon`). Comments are not spared: a
/// script of this site has no reason to name a URL at all.
package enum ScriptScanner {
    private static let calls: [StaticString] = ["fetch", "import"]
    private static let names: [StaticString] = [
        "XMLHttpRequest", "importScripts", "WebSocket", "EventSource", "sendBeacon",
    ]

    /// The problems in `text`, with their lines counting from `firstLine`.
    package static func problems(in text: String, file: String, firstLine: Int?) -> [SiteViolation] {
        let bytes = Array(text.utf8)
        var result: [SiteViolation] = []
        var line = firstLine
        var index = 0
        func report(_ rule: SiteViolation.Rule, _ value: String) {
            result.append(SiteViolation(file: file, line: line, rule: rule, value: value))
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line = line.map { $0 + 1 }
            } else if byte | 0x20 == UInt8(ascii: "h"),
                Scan.matches(bytes, at: index, word: "http://") || Scan.matches(bytes, at: index, word: "https://")
            {
                report(.externalURL, url(bytes, from: index))
                index = end(of: bytes, from: index)
                continue
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`"),
                Scan.matches(bytes, at: index + 1, word: "//"), index + 3 < bytes.count,
                Scan.isIdentifierByte(bytes[index + 3])
            {
                report(.externalURL, url(bytes, from: index + 1))
                index = end(of: bytes, from: index + 1)
                continue
            } else if Self.startsAWord(byte), !Scan.isIdentifier(bytes, before: index),
                let found = call(bytes, at: index)
            {
                report(.runtimeFetch, found)
            }
            index += 1
        }
        return result
    }

    /// Whether `byte` is, in any case, the first letter of one of the calls or names: the
    /// only places worth comparing them (a search index is a megabyte of script).
    private static func startsAWord(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case UInt8(ascii: "f"), UInt8(ascii: "i"), UInt8(ascii: "x"), UInt8(ascii: "w"), UInt8(ascii: "e"),
            UInt8(ascii: "s"):
            return true
        default:
            return false
        }
    }

    /// `fetch(` or `import(` (spaces allowed before the parenthesis), or one of the names.
    private static func call(_ bytes: [UInt8], at index: Int) -> String? {
        for word in calls where Scan.matches(bytes, at: index, word: word) {
            var after = index + word.utf8CodeUnitCount
            var ignored: Int? = nil
            Scan.skipSpace(bytes, &after, &ignored)
            if after < bytes.count, bytes[after] == UInt8(ascii: "(") { return "\(word)(" }
        }
        for word in names where Scan.matches(bytes, at: index, word: word) {
            let after = index + word.utf8CodeUnitCount
            if after >= bytes.count || !Scan.isIdentifierByte(bytes[after]) { return "\(word)" }
        }
        return nil
    }

    /// Where a URL starting at `index` ends: at a quote, a space, or a bracket.
    private static func end(of bytes: [UInt8], from index: Int) -> Int {
        var end = index
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: " "), UInt8(ascii: "\t"),
                UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ")"), UInt8(ascii: "("), UInt8(ascii: "<"),
                UInt8(ascii: ">"), UInt8(ascii: ";"), UInt8(ascii: ","):
                return end
            default:
                end += 1
            }
        }
        return end
    }

    private static func url(_ bytes: [UInt8], from index: Int) -> String {
        String(decoding: bytes[index..<end(of: bytes, from: index)], as: UTF8.self)
    }
}
