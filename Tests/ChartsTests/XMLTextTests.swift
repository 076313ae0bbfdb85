import Charts
import Testing

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
