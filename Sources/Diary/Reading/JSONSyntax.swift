/// Finds where a JSON document stops being valid, for messages: the decoder says only that it is
/// not, or gives a byte offset. One pass over the bytes, with an explicit stack (no recursion,
/// so no depth of nesting can exhaust the program's stack); it is used only once a document
/// failed to decode, so it costs a valid export nothing.
enum JSONSyntax {
    /// Where and how a document breaks.
    struct Fault: Hashable, Sendable {
        /// The offset of the first byte that does not fit, or the document's length when it ends
        /// too soon.
        var offset: Int
        /// What the document held there; nil when it ends there.
        var found: UInt8?
        /// What was expected there, in words ("a value", "',' or ']'").
        var expected: String
        /// The ends of the complete elements of the top-level array before the fault (the offset
        /// just after each), in order; empty when the top level is not an array.
        var elementEnds: [Int]
        /// Whether the top level is an array.
        var topLevelArray: Bool

        /// Whether the document ends too soon (an interrupted copy) rather than holding
        /// something that is not JSON.
        var endsEarly: Bool { found == nil }
    }

    private enum Container { case array, object }
    private enum Expect { case value, valueOrClose, key, keyOrClose, colon, commaOrClose, end }

    /// The first fault of `bytes` as one JSON document, or nil when none is found.
    static func fault(in bytes: UnsafeRawBufferPointer) -> Fault? {
        var stack: [Container] = []
        var expect = Expect.value
        var ends: [Int] = []
        var topLevelArray = false
        var index = 0
        // A byte-order mark is allowed before the document, as the input's kind is recognised.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }

        func fault(_ expected: String, at offset: Int) -> Fault {
            Fault(
                offset: offset, found: offset < bytes.count ? bytes[offset] : nil, expected: expected,
                elementEnds: ends, topLevelArray: topLevelArray)
        }
        func afterValue() {
            if stack.count == 1, stack[0] == .array { ends.append(index) }
            expect = stack.isEmpty ? .end : .commaOrClose
        }

        while true {
            while index < bytes.count, bytes[index].isJSONWhitespace { index += 1 }
            guard index < bytes.count else {
                return expect == .end ? nil : fault(Self.words(for: expect, in: stack.last), at: index)
            }
            let byte = bytes[index]
            switch expect {
            case .value, .valueOrClose:
                if expect == .valueOrClose, byte == UInt8(ascii: "]") {
                    stack.removeLast()
                    index += 1
                    afterValue()
                    continue
                }
                switch byte {
                case UInt8(ascii: "{"):
                    stack.append(.object)
                    index += 1
                    expect = .keyOrClose
                case UInt8(ascii: "["):
                    if stack.isEmpty { topLevelArray = true }
                    stack.append(.array)
                    index += 1
                    expect = .valueOrClose
                case UInt8(ascii: "\""):
                    if let bad = string(bytes, at: &index) { return fault(bad.expected, at: bad.offset) }
                    afterValue()
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if let bad = number(bytes, at: &index) { return fault("a digit", at: bad) }
                    afterValue()
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    let word: [UInt8] =
                        byte == UInt8(ascii: "t")
                        ? Array("true".utf8) : byte == UInt8(ascii: "f") ? Array("false".utf8) : Array("null".utf8)
                    for letter in word {
                        guard index < bytes.count, bytes[index] == letter else {
                            return fault("\"\(String(decoding: word, as: UTF8.self))\"", at: index)
                        }
                        index += 1
                    }
                    afterValue()
                default:
                    return fault("a value", at: index)
                }
            case .key, .keyOrClose:
                if expect == .keyOrClose, byte == UInt8(ascii: "}") {
                    stack.removeLast()
                    index += 1
                    afterValue()
                } else if byte == UInt8(ascii: "\"") {
                    if let bad = string(bytes, at: &index) { return fault(bad.expected, at: bad.offset) }
                    expect = .colon
                } else {
                    return fault(Self.words(for: expect, in: stack.last), at: index)
                }
            case .colon:
                guard byte == UInt8(ascii: ":") else { return fault("':'", at: index) }
                index += 1
                expect = .value
            case .commaOrClose:
                let inArray = stack.last == .array
                if byte == UInt8(ascii: ",") {
                    index += 1
                    expect = inArray ? .value : .key
                } else if byte == UInt8(ascii: inArray ? "]" : "}") {
                    stack.removeLast()
                    index += 1
                    afterValue()
                } else {
                    return fault(Self.words(for: expect, in: stack.last), at: index)
                }
            case .end:
                return fault("the end of the file", at: index)
            }
        }
    }

    /// What `expect` asks for, in words.
    private static func words(for expect: Expect, in container: Container?) -> String {
        switch expect {
        case .value, .valueOrClose: "a value"
        case .key: "a quoted key"
        case .keyOrClose: "a quoted key or '}'"
        case .colon: "':'"
        case .commaOrClose: container == .array ? "',' or ']'" : "',' or '}'"
        case .end: "the end of the file"
        }
    }

    /// Moves `index` past the string that starts there; the fault when it is not one.
    private static func string(_ bytes: UnsafeRawBufferPointer, at index: inout Int) -> (
        offset: Int, expected: String
    )? {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return nil
            }
            if byte < 0x20 { return (index, "an escaped control character (\\n, \\t or \\u)") }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "u"):
                    for _ in 0..<4 {
                        index += 1
                        guard index < bytes.count else { return (index, "the closing quote") }
                        guard bytes[index].isHexDigit else { return (index, "a hexadecimal digit") }
                    }
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                default:
                    return (index, "an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u)")
                }
            }
            index += 1
        }
        return (bytes.count, "the closing quote")
    }

    /// Moves `index` past the number that starts there; the offset of the fault when it is not
    /// one.
    private static func number(_ bytes: UnsafeRawBufferPointer, at index: inout Int) -> Int? {
        func digits() -> Bool {
            let start = index
            while index < bytes.count, bytes[index].isDigit { index += 1 }
            return index > start
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if !digits() {
            return index
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() else { return index }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() else { return index }
        }
        return nil
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}
