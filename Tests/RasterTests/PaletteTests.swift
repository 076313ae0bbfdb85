import Charts
import Days
import Foundation
import TestSupport
import Testing

@testable import Raster

/// How a picture becomes a palette image: its census of colours, the palette, the indices.
@Suite("Palette pictures")
struct PaletteTests {
    @Test("The census lists each colour once, in order of first appearance, with how many pixels have it")
    func census() {
        let pixels: [UInt32] = [5, 5, 5, 9, 9, 5, 0x00FF_FFFF, 9, 0, 0]
        var census = Bitmap.ColorCensus(pixels)
        #expect(census.colors == [5, 9, 0x00FF_FFFF, 0])
        #expect(census.counts == [4, 3, 1, 2])
        #expect(census.mostUsed(3) == [5, 9, 0])
        census.assign { UInt8($0 % 7) }
        #expect(pixels.map(census.assigned) == [5, 5, 5, 2, 2, 5, 0x00FF_FFFF % 7, 2, 0, 0].map { UInt8($0) })
    }

    @Test("The census of 10,000 colours, each on one to three pixels, counts and finds every one")
    func censusGrows() {
        // 10,000 colours, each on 1 to 3 pixels, in an order that is not sorted.
        let colors = (0..<10_000).map { UInt32($0) &* 0x0001_0F2B & 0xFF_FFFF }
        let pixels = colors.enumerated().flatMap { index, color in Array(repeating: color, count: index % 3 + 1) }
        var census = Bitmap.ColorCensus(pixels)
        #expect(census.colors == colors)
        #expect(census.counts == colors.indices.map { UInt32($0 % 3 + 1) })
        census.assign { UInt8($0 & 0xFF) }
        #expect(pixels.map(census.assigned) == pixels.map { UInt8($0 & 0xFF) })
    }

    @Test("A picture of at most 48 colours keeps every colour exactly, darkest first")
    func lossless() throws {
        let pixels = (0..<64 * 48).map { (position: Int) -> UInt32 in
            UInt32(position % 7) * 0x10_2030 + UInt32(position / 64 % 3)
        }
        let bitmap = Bitmap(width: 64, height: 48, pixels: pixels)
        let image = try #require(bitmap.indexed())
        #expect(image.colors == Set(pixels).sorted())
        #expect(image.indices.map { image.colors[Int($0)] } == pixels)
    }

    @Test("A picture of more colours gets a palette of 48, darkest first, keeping its most used colours exactly")
    func quantized() throws {
        // Flat fills of 30 colours, and 2,000 soft-edge shades between them, a pixel each.
        let fills = (0..<30).map { UInt32($0) * 0x08_0604 + 0x10_0000 }
        var pixels = fills.flatMap { Array(repeating: $0, count: 500 - Int($0 & 0xFF)) }
        pixels += (0..<2_000).map { UInt32($0) * 0x0000_0301 & 0xFF_FFFF }
        let bitmap = Bitmap(width: pixels.count / 4, height: 4, pixels: pixels)
        let image = try #require(bitmap.indexed())
        #expect(image.colors.count == Bitmap.paletteSize)
        #expect(image.colors == image.colors.sorted { (Self.lightness($0), $0) < (Self.lightness($1), $1) })
        let exact = Set(image.colors)
        let kept = Bitmap.ColorCensus(pixels).mostUsed(Bitmap.exactFills)
        #expect(kept.filter { !exact.contains($0) } == [])
        // Every pixel of a kept colour is that colour.
        for (pixel, index) in zip(pixels, image.indices) where kept.contains(pixel) {
            #expect(image.colors[Int(index)] == pixel)
        }
    }

    @Test("A palette picture written as PNG reads back as the same pixels, and padding adds rows of one colour")
    func pngAndPadding() throws {
        let pixels = (0..<40 * 30).map { UInt32($0 % 11) * 0x0A_0B0C }
        let image = try #require(Bitmap(width: 40, height: 30, pixels: pixels).indexed())
        #expect(try Bitmap(png: image.png()) == Bitmap(width: 40, height: 30, pixels: pixels))
        let ground: UInt32 = 3 * 0x0A_0B0C
        let padded = try #require(image.padded(top: 5, bottom: 7, with: ground))
        let band = { (rows: Int) in [UInt32](repeating: ground, count: rows * 40) }
        #expect(try Bitmap(png: padded.png()) == Bitmap(width: 40, height: 42, pixels: band(5) + pixels + band(7)))
        #expect(image.padded(top: 1, bottom: 1, with: 0x12_3456) == nil)
    }

    @Test("A story's pixels are the portrait's with the story's bands of ground above and below")
    func storyIsThePortraitMovedDown() throws {
        let rasterizer = try CardFixtures.rasterizer()
        // A perfect week too: its confetti reaches closest to the portrait's edges.
        let perfect = ShareCard(
            weekStart: LocalDay(year: 2026, month: 3, day: 9) ?? LocalDay(dayNumber: 0),
            headline: "7 days in a row.", subheadline: "Every day logged.", dayCounts: [3, 2, 4, 1, 5, 2, 2],
            lastWeekEntries: 14, topFood: .init(name: "coffee", count: 5),
            categories: [.init(name: "breakfast", count: 7), .init(name: "lunch", count: 12)], perfectWeek: true)
        let cards: [(String, (CardFormat) -> String)] = [
            ("week", { CardFixtures.week.render($0, words: english) }),
            ("year", { CardFixtures.year.render($0, words: english) }),
            ("perfect week", { perfect.render($0, words: english) }),
        ]
        #expect(perfect.render(.portrait, words: english).contains("fill-opacity=\"0.85\""))  // the confetti is drawn
        for (name, render) in cards {
            let portrait = try rasterizer.bitmap(svg: render(.portrait), width: 1080, height: 1350)
            let story = try rasterizer.bitmap(svg: render(.story), width: 1080, height: 1920)
            let band = [UInt32](repeating: CardPictureTests.ground, count: CardFormat.storyBand * 1080)
            #expect(CardFormat.storyBand == 285)
            #expect(story == Bitmap(width: 1080, height: 1920, pixels: band + portrait.pixels + band), "\(name)")
        }
    }

    private static func lightness(_ color: UInt32) -> UInt32 {
        299 * (color >> 16 & 0xFF) + 587 * (color >> 8 & 0xFF) + 114 * (color & 0xFF)
    }
}
