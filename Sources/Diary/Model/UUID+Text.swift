import Foundation

extension UUID {
    /// `uuidString` (capital hex digits), written from the bytes directly: every entry's id is
    /// written once as it is read and again for each page and search item that names it.
    public var text: String { hexText(digits: Self.capitalDigits) }

    /// The id's text in small letters, as anchors and links on the site name an entry.
    public var lowercasedText: String { hexText(digits: Self.smallDigits) }

    /// `UUID(uuidString:)`: text in the 8-4-4-4-12 form read directly, in either case; anything
    /// else is left to `UUID(uuidString:)`, so the same texts are accepted and give the same ids.
    public init?(text: String) {
        if let parsed = Self.parsedHex(text) {
            self = parsed
        } else if let parsed = UUID(uuidString: text) {
            self = parsed
        } else {
            return nil
        }
    }

    private static let capitalDigits = Array("0123456789ABCDEF".utf8)
    private static let smallDigits = Array("0123456789abcdef".utf8)

    /// Where the four dashes stand in the text, after how many bytes of the id.
    private static func dashComesBefore(_ byte: Int) -> Bool {
        byte == 4 || byte == 6 || byte == 8 || byte == 10
    }

    private func hexText(digits: [UInt8]) -> String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { (buffer: UnsafeMutableBufferPointer<UInt8>) in
                var end = 0
                for (index, byte) in bytes.enumerated() {
                    if Self.dashComesBefore(index) {
                        buffer[end] = UInt8(ascii: "-")
                        end += 1
                    }
                    buffer[end] = digits[Int(byte >> 4)]
                    buffer[end + 1] = digits[Int(byte & 0x0F)]
                    end += 2
                }
                return end
            }
        }
    }

    /// The id of text in the 8-4-4-4-12 form of hex digits; nil for any other text.
    static func parsedHex(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { utf8 -> UUID? in
            guard utf8.count == 36 else { return nil }
            var id: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let complete = withUnsafeMutableBytes(of: &id) { bytes -> Bool in
                var cursor = 0
                for index in 0..<16 {
                    if dashComesBefore(index) {
                        guard utf8[cursor] == UInt8(ascii: "-") else { return false }
                        cursor += 1
                    }
                    guard let high = hexValue(utf8[cursor]), let low = hexValue(utf8[cursor + 1]) else { return false }
                    bytes[index] = high << 4 | low
                    cursor += 2
                }
                return true
            }
            return complete ? UUID(uuid: id) : nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
