import Foundation
import Raster
import Testing

/// Text in scripts the bundled fonts lack, drawn with the system's fonts.
@Suite("Font fallback")
struct FontFallbackTests {
    /// The system font with Hebrew: DejaVu Sans, from Debian's `fonts-dejavu-core` (in the
    /// Makefile's system packages); no other font of that package has Hebrew.
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Noto Sans Hebrew, from Debian's `fonts-noto-core` (which the site suite installs, as the
    /// Devanagari and Arabic a reader's phone has): where it is, fontconfig prefers it.
    static let notoSansHebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"

    /// `text` in white on black, set in `family` at 40 pixels.
    static func line(_ text: String, family: String) throws -> Bitmap {
        try CardFixtures.rasterizer().bitmap(
            svg: """
                <svg xmlns="http://www.w3.org/2000/svg" width="400" height="80"><rect width="400" height="80" fill="#000"/>\
                <text x="20" y="56" font-family="\(family)" font-size="40" fill="#fff">\(text)</text></svg>
                """, width: 400, height: 80)
    }

    /// The smallest rectangle holding every drawn pixel: (left, top, right, bottom).
    static func inkBounds(_ bitmap: Bitmap) -> [Int] {
        var bounds = [Int.max, Int.max, -1, -1]
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] != 0 {
                bounds = [min(bounds[0], x), min(bounds[1], y), max(bounds[2], x), max(bounds[3], y)]
            }
        }
        return bounds
    }

    @Test("Hebrew, which the bundled fonts lack, is drawn with the system's font, not as missing-glyph boxes")
    func hebrew() throws {
        try #require(
            FileManager.default.fileExists(atPath: Self.dejaVuSans),
            "this test needs DejaVu Sans at \(Self.dejaVuSans) (Debian's fonts-dejavu-core: make deps)")
        let fallback = try Self.line("שלום", family: "Inter, ui-rounded, system-ui, sans-serif")
        // The same word with the system font named: the glyphs the fallback must have drawn.
        let system = FileManager.default.fileExists(atPath: Self.notoSansHebrew) ? "Noto Sans Hebrew" : "DejaVu Sans"
        let named = try Self.line("שלום", family: system)
        #expect(fallback == named)
        // Four characters no font has (unassigned code points): four missing-glyph boxes. Four
        // Hebrew letters drawn as boxes would cover exactly the same rectangle.
        let boxes = try Self.line(
            "\u{0378}\u{0379}\u{0380}\u{0381}", family: "Inter, ui-rounded, system-ui, sans-serif")
        #expect(Self.inkBounds(boxes)[2] > 20, "the boxes are drawn")
        #expect(Self.inkBounds(fallback) != Self.inkBounds(boxes))
    }
}
