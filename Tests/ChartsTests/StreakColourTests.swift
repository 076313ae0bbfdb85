import Charts
import Foundation
import TestSupport
import Testing

@Suite("The streak's flame and the consistency ring take their colour from their numbers")
struct StreakColourTests {
    @Test(
        "The flame is amber under 7 days, orange from 7 to 13, red from 14",
        arguments: [
            (0, StreakFlame.Heat.warm, Palette.warm), (1, .warm, Palette.warm), (6, .warm, Palette.warm),
            (7, .orange, Palette.accent), (13, .orange, Palette.accent), (14, .red, StreakFlame.red),
            (400, .red, StreakFlame.red),
        ])
    func flame(days: Int, heat: StreakFlame.Heat, color: RGBColor) {
        let flame = StreakFlame(days: days)
        #expect(flame.heat == heat)
        #expect(flame.color == color)
    }

    @Test("The flame is decorative SVG painted with its colour, the streak's words beside it")
    func flameLine() {
        #expect(
            StreakFlame(days: 9).line("9 days", note: "in a row, up to 8 March 2026")
                == "<p class=\"streak\"><svg class=\"flame flame-orange\" viewBox=\"0 0 16 20\" width=\"16\" height=\"20\" aria-hidden=\"true\" focusable=\"false\" style=\"vertical-align:-0.15em;margin-right:0.3em\"><path fill=\"var(--accent)\" d=\"M8 0C9 4 15 7 15 13A7 7 0 0 1 1 13C1 9.5 3 7.5 4.5 6C5 8.5 6 9.5 7.5 10C7 6.5 6.5 3.5 8 0Z\"/></svg><strong>9 days</strong> in a row, up to 8 March 2026</p>"
        )
        // A red flame, and text escaped for HTML.
        let red = StreakFlame(days: 20)
        #expect(
            red.line("20 days", note: "<b>&")
                == "<p class=\"streak\">" + red.svg
                + "<strong>20 days</strong> &lt;b&gt;&amp;</p>")
        #expect(
            red.svg
                == "<svg class=\"flame flame-red\" viewBox=\"0 0 16 20\" width=\"16\" height=\"20\" aria-hidden=\"true\" focusable=\"false\" style=\"vertical-align:-0.15em;margin-right:0.3em\"><path fill=\"#FF453A\" d=\"M8 0C9 4 15 7 15 13A7 7 0 0 1 1 13C1 9.5 3 7.5 4.5 6C5 8.5 6 9.5 7.5 10C7 6.5 6.5 3.5 8 0Z\"/></svg>"
        )
    }

    @Test(
        "The ring is amber under 50%, orange from 50% to 79%, green from 80%",
        arguments: [
            (1, 7, Palette.warm), (3, 7, Palette.warm), (49, 100, Palette.warm), (50, 100, Palette.accent),
            (5, 7, Palette.accent), (79, 100, Palette.accent), (80, 100, Palette.success), (6, 7, Palette.success),
            (7, 7, Palette.success),
        ])
    func ring(logged: Int, days: Int, color: RGBColor) {
        let ring = ConsistencyRing(title: "Consistency", daysLogged: logged, totalDays: days)
        #expect(ring.color == color)
        let svg = ring.render(id: "r", words: english).svg
        // The progress mark (the second stroke: the first is the track) is drawn in that colour.
        let strokes = svg.components(separatedBy: "stroke=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(strokes.map(String.init) == [Palette.surface.paint, color.paint])
    }
}
