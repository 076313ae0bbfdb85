import Charts
import TestSupport
import Testing
import Words

@Suite("Palette")
struct PaletteTests {
    static let backgrounds = [Palette.void, Palette.primary]

    @Test("Category colours are fixed, and unknown names are uncategorized")
    func categories() {
        #expect(Palette.category("breakfast").hex == "#F6C744")
        #expect(Palette.category(" Lunch ").hex == "#5BD16B")
        #expect(Palette.category("SNACK").hex == "#C792EA")
        #expect(Palette.category("dinner").hex == "#5AA9FF")
        #expect(Palette.category("dessert").hex == "#FF7FAF")
        #expect(Palette.category("beverage").hex == "#38D6C8")
        #expect(Palette.category(nil) == Palette.uncategorized)
        #expect(Palette.category("brunch").hex == "#95A5A6")
        #expect(Set(Palette.categoryNames.map { Palette.category($0) }).count == 6)
    }

    @Test("Category and time-of-day colours stand out as text on both dark backgrounds (4.5:1)")
    func markContrast() {
        let marks =
            Palette.categoryNames.map { Palette.category($0) } + TimeOfDay.allCases.map(\.color)
            + [Palette.uncategorized, Palette.accent, Palette.muted]
        for color in marks {
            for background in Self.backgrounds {
                #expect(color.contrastRatio(with: background) >= 4.5, "\(color) on \(background)")
            }
        }
    }

    @Test("Text colours have at least 4.5:1 contrast on both dark backgrounds")
    func textContrast() {
        for color in [Palette.surface, Palette.warm, Palette.success, Palette.decline] {
            for background in Self.backgrounds {
                #expect(color.contrastRatio(with: background) >= 4.5, "\(color) on \(background)")
            }
        }
    }

    @Test("Day numbers in the month grid are readable on every heatmap shade")
    func heatmapNumbers() {
        for level in HeatLevel.allCases {
            let cell =
                level == .none
                ? Palette.surface.blended(opacity: Palette.emptyCellOpacity, over: Palette.void)
                : Palette.accent.blended(opacity: level.opacity, over: Palette.void)
            let text = level == .high ? Palette.void : Palette.surface
            #expect(text.contrastRatio(with: cell) >= 4.5, "\(level)")
        }
    }

    @Test("Heatmap opacities follow the design")
    func heatmap() {
        #expect(HeatLevel.allCases.map(\.opacity) == [0, 0.22, 0.5, 0.8])
        #expect([0, 1, 2, 3, 17, -1].map { HeatLevel(count: $0) } == [.none, .low, .medium, .high, .high, .none])
    }

    @Test("Time-of-day bands cover the clock")
    func bands() {
        let bands = (0..<24).map { TimeOfDay(hour: $0) }
        #expect(bands[4] == .night && bands[5] == .morning && bands[11] == .morning)
        #expect(bands[12] == .afternoon && bands[16] == .afternoon && bands[17] == .evening)
        #expect(bands[20] == .evening && bands[21] == .night && bands[23] == .night)
        #expect(TimeOfDay(hour: 25) == .night && TimeOfDay(hour: -1) == .night)
    }

    @Test("Colours read and write #RRGGBB")
    func hex() {
        #expect(RGBColor(hex: "#ff6b35") == RGBColor(red: 0xFF, green: 0x6B, blue: 0x35))
        #expect(RGBColor(hex: "FF6B35")?.hex == "#FF6B35")
        #expect(RGBColor(hex: "#FF6B3") == nil)
        #expect(RGBColor(hex: "#GG6B35") == nil)
        #expect(
            RGBColor(red: 0, green: 0, blue: 0).contrastRatio(with: RGBColor(red: 255, green: 255, blue: 255)) == 21)
    }

    /// Every named colour of the palette, as charts on pages paint with them.
    static let named: [RGBColor] =
        [
            Palette.void, Palette.ground, Palette.primary, Palette.accent, Palette.warm, Palette.surface,
            Palette.success, Palette.decline, Palette.uncategorized, Palette.muted,
        ] + Palette.categoryNames.map { Palette.category($0) } + TimeOfDay.allCases.map(\.color)

    @Test("A palette colour paints with the page's custom property of its name; any other with its hex")
    func paint() {
        #expect(Self.named.map(\.paint) == Self.named.map { "var(--\($0.name ?? ""))" })
        #expect(
            Self.named.compactMap(\.name) == [
                "void", "ground", "primary", "accent", "warm", "surface", "success", "decline", "uncategorized",
                "slate", "breakfast", "lunch", "snack", "dinner", "dessert", "beverage", "morning", "afternoon",
                "evening", "night",
            ])
        #expect(Palette.accent.blended(opacity: 0.5, over: Palette.void).paint == "#833B27")
        #expect(RGBColor(red: 0xFF, green: 0x6B, blue: 0x35).paint == "#FF6B35")
        #expect(Palette.ground.hex == Palette.void.hex)
    }
}

@Suite("Colours as hex")
struct RGBColorHexTests {
    static func twoDigits(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return value < 16 ? "0" + digits : digits
    }

    @Test("Every channel value is written as two upper-case digits, red, green, blue")
    func hex() {
        for value in 0...255 {
            let color = RGBColor(red: UInt8(value), green: 0x0A, blue: UInt8(255 - value))
            #expect(color.hex == "#" + Self.twoDigits(value) + "0A" + Self.twoDigits(255 - value))
            #expect(RGBColor(hex: color.hex) == color)
        }
        #expect(RGBColor(red: 0xFF, green: 0x6B, blue: 0x35).hex == "#FF6B35")
    }
}
