import Foundation
import Testing

@testable import Diary

@Suite("Entry ids as text")
struct UUIDTextTests {
    /// Ids whose bytes hold every hex digit in every position, and random ones.
    static let ids: [UUID] = {
        var ids = (0..<16).map { digit -> UUID in
            let byte = UInt8(digit * 0x11)
            return UUID(
                uuid: (byte, byte, byte, byte, byte, byte, byte, byte, byte, byte, byte, byte, byte, byte, byte, byte))
        }
        ids += (0..<2_000).map { _ in UUID() }
        return ids
    }()

    @Test("An id's text is uuidString, in capitals and in small letters")
    func text() {
        for id in Self.ids {
            #expect(id.text == id.uuidString)
            #expect(id.lowercasedText == id.uuidString.lowercased())
        }
    }

    @Test("Text in either case reads back to the id uuidString reads it to")
    func readsBack() {
        for id in Self.ids {
            for text in [id.uuidString, id.uuidString.lowercased(), Self.mixedCase(id.uuidString)] {
                #expect(UUID.parsedHex(text) == id, "read directly: \(text)")
                #expect(UUID(text: text) == id, "\(text)")
                #expect(UUID(text: text) == UUID(uuidString: text), "\(text)")
            }
        }
    }

    @Test("Any other text is accepted or refused exactly as uuidString does")
    func otherTexts() {
        let id = "6F85BB94-9824-455C-AC02-5D8B19BEDB05"
        var texts = [
            "", "6F85BB94", id + "0", String(id.dropLast()), " " + id.dropFirst(),
            id.replacingOccurrences(of: "-", with: ""),
            id.replacingOccurrences(of: "-", with: "_"), "6F85BB94-9824-455C-AC02-5D8B19BEDB0G",
            "6F85BB949-824-455C-AC02-5D8B19BEDB05", "{6F85BB94-9824-455C-AC02-5D8B19BEDB05}",
            "6F85BB94-9824-455C-AC02-5D8B19BEDB0é", "+F85BB94-9824-455C-AC02-5D8B19BEDB05",
        ]
        // Each byte of the canonical text replaced by each ASCII character.
        let bytes = Array(id.utf8)
        for position in bytes.indices {
            for value in UInt8(0x20)..<0x7F {
                var changed = bytes
                changed[position] = value
                texts.append(String(decoding: changed, as: UTF8.self))
            }
        }
        for text in texts {
            #expect(UUID(text: text) == UUID(uuidString: text), "\(text)")
        }
    }

    private static func mixedCase(_ text: String) -> String {
        String(text.enumerated().map { $0.offset.isMultiple(of: 2) ? Character($0.element.lowercased()) : $0.element })
    }
}
