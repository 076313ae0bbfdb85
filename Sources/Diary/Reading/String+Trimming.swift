extension String {
    /// The text without leading and trailing spaces and tabs; the text itself, without
    /// copying, in the usual case where there are none (Foundation's trimming bridges every
    /// call through a string object, which costs more than the rest of a record's decoding).
    var trimmingSpaces: String {
        guard let first = utf8.first, let last = utf8.last,
            first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09
        else { return self }
        return String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
