import Charts
import TestSupport
import Testing
import Words

@Suite("Label fitting")
struct TextFitTests {
    /// Whether two widths agree to well below a pixel.
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test(
        "Width is estimated per grapheme cluster, wider for capitals, emoji and CJK",
        arguments: [
            ("", 0.0), ("a", 6.4), ("A", 7.8), ("W", 10), ("m", 10), ("i", 4), (" ", 3.4), ("🍜", 12.5), ("👨‍👩‍👧‍👦", 12.5),
            ("🇯🇵", 12.5),
            ("1️⃣", 12.5), ("寿司", 20), ("\u{200F}", 0), ("\u{7}", 0), ("…", 7.8), ("Tea", 7.8 + 6.4 + 6.4),
        ] as [(String, Double)])
    func widths(text: String, expected: Double) {
        #expect(Self.close(TextFit.width(of: text, fontSize: 10), expected))
    }

    @Test(
        "A Devanagari line is estimated at least as wide as Noto Sans Devanagari Bold sets it (widths measured in Chromium, in ems)",
        arguments: [
            ("आपके हफ़्ते का खाना-पीना।", 10.933), ("सबसे ज़्यादा खाया", 7.071), ("अभी की स्ट्रीक", 5.643),
            ("हफ़्ते की झलक", 5.782), ("नाश्ता", 2.284), ("इस दौरान कोई एंट्री नहीं।", 9.462),
        ] as [(String, Double)])
    func devanagari(text: String, measured: Double) {
        let estimate = TextFit.width(of: text, fontSize: 1, bold: true)
        #expect(estimate >= measured && estimate < measured * 1.5, "\(estimate)")
    }

    @Test("A letter with a combining accent is one character wide; bold is wider")
    func clusters() {
        #expect(Self.close(TextFit.width(of: "é", fontSize: 10), TextFit.width(of: "e\u{301}", fontSize: 10)))
        #expect(
            Self.close(TextFit.width(of: "ab", fontSize: 10, bold: true), 1.08 * TextFit.width(of: "ab", fontSize: 10)))
    }

    @Test("Letter-spacing adds its width after every visible character")
    func letterSpacing() {
        #expect(Self.close(TextFit.width(of: "TEA", fontSize: 10, letterSpacing: 3), 3 * 7.8 + 9))
        #expect(Self.close(TextFit.width(of: "A\u{200F}", fontSize: 10, letterSpacing: 3), 7.8 + 3))
        #expect(
            Self.close(TextFit.width(of: "ab", fontSize: 10, bold: true, letterSpacing: 2), 1.08 * 12.8 + 4))
    }

    @Test("Text that fits is kept as it is")
    func fits() {
        #expect(TextFit.shorten("Coffee", toWidth: 100, fontSize: 13) == "Coffee")
    }

    @Test("Long text is shortened with an ellipsis and fits")
    func shortens() {
        let long = "Oatmeal with blueberries and a spoon of peanut butter"
        let short = TextFit.shorten(long, toWidth: 120, fontSize: 13)
        #expect(short == "Oatmeal with b…")
        #expect(TextFit.width(of: short, fontSize: 13) <= 120)
    }

    @Test("Shortening never splits an emoji or a combining accent")
    func keepsClusters() {
        let short = TextFit.shorten("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", toWidth: 40, fontSize: 10)
        #expect(short == "👨‍👩‍👧‍👦👨‍👩‍👧‍👦…")
        let accents = TextFit.shorten("e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", toWidth: 30, fontSize: 10)
        #expect(accents == "e\u{301}e\u{301}e\u{301}…")
    }

    @Test("Trailing spaces before the ellipsis are dropped")
    func trimsBeforeEllipsis() {
        #expect(TextFit.shorten("ab cdefghijkl", toWidth: 26, fontSize: 10) == "ab…")
    }

    @Test("Right-to-left text gets a right-to-left mark after the ellipsis")
    func rightToLeft() {
        let arabic = "كبسة الدجاج مع الأرز البسمتي والبهارات"
        #expect(TextFit.startsRightToLeft(arabic))
        #expect(!TextFit.startsRightToLeft("123 Coffee"))
        #expect(TextFit.startsRightToLeft("123 שקשוקה"))
        let short = TextFit.shorten(arabic, toWidth: 60, fontSize: 10)
        #expect(short == "كبسة الد…\u{200F}")
    }

    @Test("Labels are put on one line; control characters count as spaces")
    func singleLine() {
        #expect(TextFit.singleLine("  Tab\tand\nnew  line\u{7}bell ") == "Tab and new line bell")
        #expect(TextFit.singleLine(" \n ") == "")
    }

    @Test("Even a tiny width gives an ellipsis rather than nothing")
    func tiny() {
        #expect(TextFit.shorten("Coffee", toWidth: 1, fontSize: 10) == "…")
    }
}
