/// Cuts a JSON document whose top level is an array into runs of whole elements, so that each
/// run can be decoded on its own core.
///
/// It interprets nothing: one pass over the bytes keeps track of strings (with their escapes)
/// and of nesting, and notes the commas that separate the top-level elements. The document is
/// `[` run `,` run … `]`, so it is valid JSON exactly when every run, put between brackets, is a
/// valid non-empty array; the decoder that reads the runs is what checks that. Anything
/// unexpected here (no array at the top, something after it) gives nil, and the caller reads
/// the document whole.
enum JSONArrayChunks {
    /// The byte ranges of about `parts` runs of elements of the top-level array of `bytes`, in
    /// order; nil when the document is not one array, or too small to be worth cutting.
    static func split(_ bytes: UnsafeRawBufferPointer, parts: Int, minimumSize: Int = 1 << 16) -> [Range<Int>]? {
        guard parts > 1, bytes.count >= minimumSize else { return nil }
        var index = 0
        while index < bytes.count, bytes[index].isJSONWhitespace { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        let start = index + 1
        let target = max(1, (bytes.count - start) / parts)
        var runs: [Range<Int>] = []
        var runStart = start
        var depth = 1
        var inString = false
        index = start
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 {
                        // The top-level array ends here: only whitespace may follow.
                        guard byte == UInt8(ascii: "]"),
                            bytes[(index + 1)...].allSatisfy(\.isJSONWhitespace)
                        else { return nil }
                        runs.append(runStart..<index)
                        return runs.count > 1 ? runs : nil
                    }
                case UInt8(ascii: ","):
                    if depth == 1, index - runStart >= target {
                        runs.append(runStart..<index)
                        runStart = index + 1
                    }
                default:
                    break
                }
            }
            index += 1
        }
        return nil
    }
}

extension UInt8 {
    /// Whether the byte is JSON's whitespace: space, tab, line feed, carriage return.
    var isJSONWhitespace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
    }
}
