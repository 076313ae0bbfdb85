/// A place in a text file as an editor shows it: its line and column, both from 1, the column
/// counted in characters (Unicode scalars), so that a message can send a person to it.
package struct TextPosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in characters.
    package var column: Int

    /// A position given by its line and column.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of the byte at `offset` of `bytes` (UTF-8 text; `offset` may be its end).
    package init(of offset: Int, in bytes: UnsafeRawBufferPointer) {
        var line = 1
        var lineStart = 0
        let end = min(max(offset, 0), bytes.count)
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // A character starts at each byte that is not a UTF-8 continuation byte (10xxxxxx).
        var column = 1
        for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
        self.init(line: line, column: column)
    }

    /// `line 3, column 14`.
    package var description: String { "line \(line), column \(column)" }

    /// The offset of the first byte of `bytes` that is not part of valid UTF-8, or nil when all
    /// of it is.
    package static func firstInvalidUTF8(in bytes: UnsafeRawBufferPointer) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
