import Foundation
import Support

extension TemplateSet {
    /// The text of the template at `file`, or why it cannot be used: a template that is not
    /// UTF-8 names the line and column of its first byte that is not, and that byte.
    static func text(of file: String, fileSystem: FileSystem) throws(TemplateError) -> String {
        let data: Data
        do {
            data = try fileSystem.readFollowingLinks(file)
        } catch {
            throw TemplateError(file: file, line: nil, message: "cannot be read (\(error.message))")
        }
        if let text = String(data: data, encoding: .utf8) { return text }
        let (offset, position) = data.withUnsafeBytes { bytes in
            let offset = TextPosition.firstInvalidUTF8(in: bytes) ?? 0
            return (offset, TextPosition(of: offset, in: bytes))
        }
        let byte = offset < data.count ? data[data.startIndex + offset] : 0
        throw TemplateError(file: file, line: position.line, message: Self.notUTF8(byte: byte, column: position.column))
    }

    /// What a template's byte that is not UTF-8 is told as: the byte in hex and its column.
    static func notUTF8(byte: UInt8, column: Int) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return
            "byte 0x\(hex.count < 2 ? "0" + hex : hex) at column \(column) is not UTF-8; save the template as UTF-8 text"
    }
}
