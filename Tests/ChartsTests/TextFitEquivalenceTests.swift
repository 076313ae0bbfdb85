import TestSupport
import Testing
import Words

@testable import Charts

/// The text measuring works on UTF-8 bytes for ASCII and on `Character`s for the rest; these
/// tests hold the definitions it replaced (one `Character` at a time, as first written) and
/// compare the results bit for bit over strings chosen to sit on the edges.
@Suite("Label fitting: the byte-level measuring agrees with the per-character definition")
struct TextFitEquivalenceTests {
    // MARK: The definitions

    static func width(_ text: String, fontSize: Double, bold: Bool = false, letterSpacing: Double = 0) -> Double {
        let total = text.reduce(0.0) { $0 + TextFit.ems(for: $1) }
        let spaced =
            letterSpacing == 0 ? 0 : Double(text.filter { TextFit.ems(for: $0) > 0 }.count) * letterSpacing
        return total * fontSize * (bold ? 1.08 : 1) + spaced
    }

    static func singleLine(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for character in text {
            let isControl = character.unicodeScalars.allSatisfy { !XMLText.isAllowed($0) }
            if character.isWhitespace || character.isNewline || isControl {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(character)
            }
        }
        return out
    }

    static func shorten(_ text: String, toWidth maxWidth: Double, fontSize: Double, bold: Bool = false) -> String {
        let line = singleLine(text)
        if width(line, fontSize: fontSize, bold: bold) <= maxWidth { return line }
        let scale = fontSize * (bold ? 1.08 : 1)
        let budget = maxWidth / scale - TextFit.ems(for: "…")
        var kept = ""
        var used = 0.0
        for character in line {
            let next = TextFit.ems(for: character)
            if used + next > budget { break }
            kept.append(character)
            used += next
        }
        kept = kept.trimmingWhitespace()
        return kept + TextFit.ellipsis + (TextFit.startsRightToLeft(line) ? "\u{200F}" : "")
    }

    static func wrap(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        let words = singleLine(text).split(separator: " ").map { (String($0), $0.map(TextFit.ems(for:))) }
        let scale = fontSize * (bold ? 1.08 : 1)
        let space = TextFit.ems(for: " ")
        var lines: [String] = []
        var line = ""
        var lineEms = 0.0
        for (word, ems) in words {
            var candidateEms = line.isEmpty ? 0 : lineEms + space
            for value in ems { candidateEms += value }
            if candidateEms * scale <= width {
                line = line.isEmpty ? word : line + " " + word
                lineEms = candidateEms
            } else {
                if !line.isEmpty { lines.append(line) }
                line = shorten(word, toWidth: width, fontSize: fontSize, bold: bold)
                lineEms = line.reduce(0.0) { $0 + TextFit.ems(for: $1) }
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    static func balancedWrap(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        let lines = wrap(text, width: width, fontSize: fontSize, bold: bold)
        guard lines.count > 1 else { return lines }
        let widest =
            singleLine(text).split(separator: " ").map { Self.width(String($0), fontSize: fontSize, bold: bold) }
            .max() ?? 0
        var (low, high) = (widest <= width ? widest : 0, width)
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if wrap(text, width: middle, fontSize: fontSize, bold: bold).count <= lines.count {
                high = middle
            } else {
                low = middle
            }
        }
        return wrap(text, width: high, fontSize: fontSize, bold: bold)
    }

    static func wordsFit(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> Bool {
        singleLine(text).split(separator: " ").allSatisfy {
            Self.width(String($0), fontSize: fontSize, bold: bold) <= width
        }
    }

    // MARK: The strings

    /// Strings on the edges of the fast path: ASCII with every kind of space and control,
    /// CR LF, a space or tab that a combining mark joins, clusters that join across ASCII,
    /// invisible characters between characters that would join without them.
    static let tricky: [String] = [
        "", " ", "a", "Tea", "  two  spaces  ", "tab\tand\nnew\u{B}line\u{C}feed", "\r\n", "a\r\nb", "a\rb", "\r",
        "a\n\r", "bell\u{7}and\u{0}nul", "del\u{7F}", "A week of coffee.", "Mmm, W@rm 100% tea!",
        "ijltfr.,:;'!|()[]{}\"`", "e\u{301}", "a \u{301}b", "a\t\u{301}b", " \u{301}", "\u{301}leading mark",
        "x\u{200D}y", "🍜 ramen", "👨‍👩‍👧‍👦 family", "🇯🇵🇮🇳", "🇯\u{200B}🇵", "\r\u{200B}\n", "a\u{200B}\u{301}",
        "1️⃣ and #️⃣", "Crème brûlée with café au lait", "كبسة الدجاج مع الأرز", "123 שקשוקה", "寿司と天ぷら",
        "\u{FFFE}odd\u{FFFF}", "\u{200F}rtl mark", "non\u{A0}breaking", "ideographic\u{3000}space",
        "line\u{2028}separator", "next\u{85}line", "\u{0600}1 prepend", "a\u{0600}b", "Hangul 한국어 가",
        "Supercalifragilisticexpialidocious", "a b c d e f g h i j k l m n o p",
        "Coffee came up 5 times in 18 entries.",
        String(repeating: "word ", count: 40), "…", "… …", "trailing ", " leading",
    ]

    static let sizes: [(fontSize: Double, bold: Bool)] = [(10, false), (13, true), (96, true), (30, false)]

    /// Strings made from a small alphabet of awkward pieces, the same every run.
    static func generated(count: Int) -> [String] {
        let pieces = [
            "a", "W", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{301}", "é", "🍜", "👨‍👩‍👧‍👦", "🇯", "🇵", "\u{200B}", "\u{200F}",
            "\u{7}", ".", "寿", "ك", "\u{0600}", "\u{A0}", "lentil", "soup",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        return (0..<count).map { _ in (0..<(next() % 12)).map { _ in pieces[next() % pieces.count] }.joined() }
    }

    static var all: [String] { tricky + generated(count: 400) }

    // MARK: The comparisons

    @Test("Widths agree to the last bit, with and without letter-spacing")
    func widths() {
        for text in Self.all {
            for (fontSize, bold) in Self.sizes {
                for spacing in [0, 3] as [Double] {
                    let fast = TextFit.width(of: text, fontSize: fontSize, bold: bold, letterSpacing: spacing)
                    let slow = Self.width(text, fontSize: fontSize, bold: bold, letterSpacing: spacing)
                    #expect(fast.bitPattern == slow.bitPattern, "\(text.debugDescription)")
                }
            }
        }
    }

    @Test("singleLine gives the same bytes")
    func singleLines() {
        for text in Self.all {
            #expect(
                Array(TextFit.singleLine(text).utf8) == Array(Self.singleLine(text).utf8), "\(text.debugDescription)")
        }
    }

    @Test("Shortening gives the same bytes at many widths")
    func shortening() {
        for text in Self.all {
            for maxWidth in [1, 20, 45, 80, 160] as [Double] {
                let fast = TextFit.shorten(text, toWidth: maxWidth, fontSize: 10)
                #expect(Array(fast.utf8) == Array(Self.shorten(text, toWidth: maxWidth, fontSize: 10).utf8))
            }
        }
    }

    static func bytes(_ lines: [String]) -> [[UInt8]] { lines.map { Array($0.utf8) } }

    @Test("Wrapping, balanced wrapping and the words-fit test agree")
    func wrapping() {
        for text in Self.all {
            for (fontSize, bold) in Self.sizes {
                for width in [40, 300, 960] as [Double] {
                    #expect(
                        Self.bytes(TextFit.wrap(text, width: width, fontSize: fontSize, bold: bold))
                            == Self.bytes(Self.wrap(text, width: width, fontSize: fontSize, bold: bold)),
                        "\(text.debugDescription)")
                    #expect(
                        Self.bytes(TextFit.balancedWrap(text, width: width, fontSize: fontSize, bold: bold))
                            == Self.bytes(Self.balancedWrap(text, width: width, fontSize: fontSize, bold: bold)))
                    #expect(
                        TextFit.wordsFit(text, width: width, fontSize: fontSize, bold: bold)
                            == Self.wordsFit(text, width: width, fontSize: fontSize, bold: bold))
                }
            }
        }
    }
}
