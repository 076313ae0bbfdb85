/// Finds the references in CSS text: every `url(…)` and every `@import "…"`. Comments are
/// skipped; quotes around a URL are removed.
package enum StyleScanner {
    /// The references in `text`, with the line of each, counting from `firstLine`.
    package static func references(in text: String, firstLine: Int?) -> [(value: String, line: Int?)] {
        let bytes = Array(text.utf8)
        var result: [(String, Int?)] = []
        var line = firstLine
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line = line.map { $0 + 1 }
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                        && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    if bytes[index] == UInt8(ascii: "\n") { line = line.map { $0 + 1 } }
                    index += 1
                }
                index += 2
            } else if Scan.matches(bytes, at: index, word: "url("), !Scan.isIdentifier(bytes, before: index) {
                index += 4
                let start = line
                let value = readURL(bytes, &index, &line)
                result.append((value, start))
            } else if Scan.matches(bytes, at: index, word: "@import") {
                index += 7
                Scan.skipSpace(bytes, &index, &line)
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let start = line
                    result.append((readQuoted(bytes, &index, &line), start))
                }
            } else {
                index += 1
            }
        }
        return result
    }

    /// The inside of `url(…)`, from just after the parenthesis to just after its close.
    private static func readURL(_ bytes: [UInt8], _ index: inout Int, _ line: inout Int?) -> String {
        Scan.skipSpace(bytes, &index, &line)
        var value: String
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            value = readQuoted(bytes, &index, &line)
            while index < bytes.count, bytes[index] != UInt8(ascii: ")") { index += 1 }
        } else {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ")") { index += 1 }
            value = String(decoding: bytes[start..<index], as: UTF8.self)
            value = String(value.reversed().drop { $0.isWhitespace }.reversed())
        }
        index += 1
        return value
    }

    /// A quoted string, from its opening quote to just after its closing one.
    private static func readQuoted(_ bytes: [UInt8], _ index: inout Int, _ line: inout Int?) -> String {
        let quote = bytes[index]
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "\n") { line = line.map { $0 + 1 } }
            index += 1
        }
        let value = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
        index += 1
        return value
    }
}
