import Support

/// The sentences about an export whose JSON breaks, in one place (to move into the catalog of
/// messages with the others).
enum ExportWords {
    /// The warning for an export cut short: "diary.json is cut short at line 40, column 7, after
    /// 12 complete records (the last, record 11, has id 6E1F…); those are read; export the diary
    /// again to read the rest".
    static func cutShort(file: String, _ cut: ExportCut) -> String {
        "\(file) is \(cutShortWhere(cut)); \(cut.complete == 1 ? "it is" : "those are") read; export the diary again to read the rest"
    }

    /// The error for an export cut short under `--strict`, after the file's name: "cut short at
    /// line 40, column 7, after 12 complete records (…); export the diary again".
    static func cutShortStrict(_ cut: ExportCut) -> String {
        "\(cutShortWhere(cut)); export the diary again"
    }

    /// "cut short at line 40, column 7, after 12 complete records (the last, record 11, has id
    /// 6E1F…)", or "after one complete record (record 0, with id 6E1F…)".
    private static func cutShortWhere(_ cut: ExportCut) -> String {
        let id = cut.lastID.map { "has id \($0)" } ?? "has no id"
        let complete =
            cut.complete == 1
            ? "one complete record (record 0, which \(id))"
            : "\(cut.complete) complete records (the last, record \(cut.complete - 1), \(id))"
        return "cut short at \(cut.position), after \(complete)"
    }

    /// Where a document breaks: "line 2, column 8: found 'x' where a value was expected", or
    /// "line 3, column 1: the file ends where ',' or ']' was expected".
    static func fault(at position: TextPosition, found: UInt8?, expected: String) -> String {
        guard let found else { return "\(position): the file ends where \(expected) was expected" }
        return "\(position): found \(shown(found)) where \(expected) was expected"
    }

    /// Foundation's words with its character offset as a line and column: "Invalid value at line
    /// 2, column 8".
    static func foundationFault(_ words: Substring, at position: TextPosition) -> String {
        var words = String(words)
        if words.hasSuffix(" around") { words.removeLast(" around".count) }
        return "\(words) at \(position)"
    }

    /// A byte as a message shows it: a printable ASCII character in quotes, anything else by its
    /// number (never a control character written to the terminal).
    static func shown(_ byte: UInt8) -> String {
        if byte > 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count < 2 ? "0" + hex : hex)
    }
}
