import Charts
import TestSupport
import Testing
import Words

@Suite("XML escaping")
struct XMLTextTests {
    @Test("Markup characters and quotes become entities")
    func escapesMarkup() {
        #expect(XMLText.escape("<script>alert('x')</script>") == "&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;")
        #expect(XMLText.escape("Fish & chips \"deluxe\"") == "Fish &amp; chips &quot;deluxe&quot;")
        #expect(XMLText.escape("&amp;") == "&amp;amp;")
    }

    @Test("Emoji, accents and right-to-left text are kept")
    func keepsText() {
        for text in ["Ramen 🍜", "👨‍👩‍👧‍👦", "Crème brûlée", "كبسة الدجاج", "寿司", "\u{200F}"] {
            #expect(XMLText.escape(text) == text)
        }
    }

    @Test("Characters XML forbids are dropped, tab and line breaks kept")
    func dropsForbidden() {
        #expect(XMLText.escape("a\u{0}b\u{7}c\u{1B}d\u{FFFE}e\u{FFFF}f") == "abcdef")
        #expect(XMLText.escape("a\tb\nc\rd") == "a\tb\nc\rd")
    }
}

@Suite("XML escaping: the byte-level escaper agrees with the definition")
struct XMLTextEquivalenceTests {
    /// The escaper's definition, one Unicode scalar at a time (how it was first written).
    static func reference(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if XMLText.isAllowed(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Strings at the edges: nothing to escape, escapes at either end, every forbidden
    /// character, the neighbours of U+FFFE and U+FFFF in UTF-8, multi-byte text around escapes.
    static let tricky: [String] = [
        "", "a", "plain words, nothing to escape", "&", "<>", "\"'", "a&", "&a", "&&&",
        "\u{0}", "\u{1}x\u{1F}", "x\u{7F}y", "\t\n\r", "\r\n", "a\u{B}b\u{C}c",
        "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{FFFC}", "\u{FEFF}", "\u{EFFF}", "\u{F000}", "\u{FFBE}",
        "x\u{FFFE}y\u{FFFF}z", "\u{FFFF}\u{FFFE}", "é\u{FFFE}", "\u{10FFFF}", "\u{E000}",
        "Ramen 🍜 & gyoza", "👨‍👩‍👧‍👦<", "e\u{301}&", "\u{301}", "a\u{0}\u{301}",
        "كبسة <الدجاج>", "寿司 \"特上\"", "\u{200F}'", "🇮🇳\u{1}🇯🇵", "1️⃣ & 2️⃣",
        String(repeating: "ä&", count: 300), String(repeating: "long plain text ", count: 100),
    ]

    @Test("Same result as the definition for every tricky string", arguments: tricky)
    func agrees(text: String) {
        #expect(Array(XMLText.escape(text).utf8) == Array(Self.reference(text).utf8))
    }

    @Test("Same result for every string of up to two characters from a small alphabet")
    func agreesOnPairs() {
        let alphabet: [String] = [
            "a", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1F}", "é", "\u{FFFE}", "\u{FFFF}",
            "\u{FFFD}", "🍜", "\u{301}", "\u{EF}", "\u{BF}",
        ]
        for first in alphabet {
            for second in alphabet {
                let text = first + second
                #expect(
                    Array(XMLText.escape(text).utf8) == Array(Self.reference(text).utf8), "\(text.debugDescription)")
            }
        }
    }
}
