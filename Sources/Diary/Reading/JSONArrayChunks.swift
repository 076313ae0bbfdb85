import Foundation

/// Cuts a JSON document whose top level is an array into runs of whole elements, so that each
/// run can be decoded on its own core, or into its elements, so that each can be recognised by
/// its bytes (`RecordCache`).
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
        var runs: [Range<Int>] = []
        var runStart = -1
        var target = 0
        guard
            let close = topLevel(
                bytes,
                opened: { open in
                    runStart = open + 1
                    target = max(1, (bytes.count - runStart) / parts)
                },
                comma: { comma in
                    if comma - runStart >= target {
                        runs.append(runStart..<comma)
                        runStart = comma + 1
                    }
                })
        else { return nil }
        runs.append(runStart..<close)
        return runs.count > 1 ? runs : nil
    }

    /// The byte range of every element of the top-level array of `bytes`, in order, without
    /// the white space around it; nil when the document is not one array with at least one
    /// element and nothing but white space and one comma between elements. Each range then
    /// holds one JSON value exactly when the document is valid.
    static func elements(_ bytes: UnsafeRawBufferPointer) -> [Range<Int>]? {
        var elements: [Range<Int>] = []
        var start = 0
        var empty = false
        func element(upTo end: Int) {
            var lower = start
            var upper = end
            while lower < upper, bytes[lower].isJSONWhitespace { lower += 1 }
            while upper > lower, bytes[upper - 1].isJSONWhitespace { upper -= 1 }
            if lower == upper { empty = true }
            elements.append(lower..<upper)
        }
        guard
            let close = topLevel(
                bytes, opened: { start = $0 + 1 },
                comma: { comma in
                    element(upTo: comma)
                    start = comma + 1
                })
        else { return nil }
        element(upTo: close)
        return empty ? nil : elements
    }

    /// The offset of the quote that ends a string whose text starts at `start`: the first one
    /// not escaped (not after an odd number of backslashes); nil when there is none.
    private static func nextQuote(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var from = start
        while from < bytes.count {
            guard let found = memchr(base + from, Int32(UInt8(ascii: "\"")), bytes.count - from) else { return nil }
            let quote = base.distance(to: UnsafeRawPointer(found))
            var backslashes = 0
            while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 { return quote }
            from = quote + 1
        }
        return nil
    }

    /// Follows strings (with their escapes) and nesting through the top-level array of
    /// `bytes`, telling `opened` where it opens and `comma` where each comma between its
    /// elements is; gives the offset of its closing bracket, or nil when the document is not
    /// one array (something other than white space before it, or after it, or no end).
    private static func topLevel(
        _ bytes: UnsafeRawBufferPointer, opened: (Int) -> Void, comma: (Int) -> Void
    ) -> Int? {
        var index = 0
        while index < bytes.count, bytes[index].isJSONWhitespace { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        opened(index)
        var depth = 1
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                // A string: on past the quote that ends it, found with the C library's fast
                // search (texts are most of a diary).
                guard let quote = nextQuote(in: bytes, from: index + 1) else { return nil }
                index = quote
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    // The top-level array ends here: only whitespace may follow.
                    guard byte == UInt8(ascii: "]"),
                        bytes[(index + 1)...].allSatisfy(\.isJSONWhitespace)
                    else { return nil }
                    return index
                }
            case UInt8(ascii: ","):
                if depth == 1 { comma(index) }
            default:
                break
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
