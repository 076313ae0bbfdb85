import Charts
import Foundation
import Raster
import Testing

/// The cards' PNG pictures as librsvg draws them with the bundled fonts.
@Suite("Card pictures")
struct CardPictureTests {
    /// The card's ground colour (`Palette.void`).
    static let ground: UInt32 = 0x070B18

    @Test("Every size of a week's and a year's card is a PNG of that size with something drawn across it")
    func sizesAndContent() throws {
        let rasterizer = try CardFixtures.rasterizer()
        for (name, format, svg) in CardFixtures.documents() {
            let png = try rasterizer.png(svg: svg, width: format.width, height: format.height)
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            #expect(Array(png.prefix(8)) == signature, "\(name)")
            let bitmap = try Bitmap(png: png)
            #expect(bitmap.width == format.width && bitmap.height == format.height, "\(name)")
            // Not blank: text and marks in the top, middle and bottom thirds of the content.
            let top = format == .story ? CardFormat.storySafeBand : 0
            let content = bitmap.height - 2 * top
            for third in 0..<3 {
                let rows = (top + third * content / 3)..<(top + (third + 1) * content / 3)
                let inked = rows.reduce(0) { sum, y in
                    sum + (0..<bitmap.width).filter { bitmap[$0, y] != Self.ground }.count
                }
                #expect(inked > bitmap.width * rows.count / 100, "\(name): third \(third) is empty")
            }
        }
    }

    @Test("A story's top and bottom 250 pixels hold the ground colour only")
    func storySafeZones() throws {
        let rasterizer = try CardFixtures.rasterizer()
        for (name, format, svg) in CardFixtures.documents() where format == .story {
            let bitmap = try Bitmap(
                png: rasterizer.png(svg: svg, width: format.width, height: format.height))
            let band = CardFormat.storySafeBand
            let bands = Array(0..<band) + Array((bitmap.height - band)..<bitmap.height)
            let stray = bands.flatMap { y in (0..<bitmap.width).filter { bitmap[$0, y] != Self.ground } }
            #expect(stray.isEmpty, "\(name): \(stray.count) pixels drawn in the safe zones")
            // …and the content reaches close to both bands: the story is not a small picture.
            let inked = (band..<(bitmap.height - band)).filter { y in
                (0..<bitmap.width).contains { bitmap[$0, y] != Self.ground }
            }
            #expect((inked.first ?? .max) < band + 150 && (inked.last ?? 0) > bitmap.height - band - 150, "\(name)")
        }
    }

    @Test("The same card gives the same PNG bytes every time")
    func deterministic() throws {
        let rasterizer = try CardFixtures.rasterizer()
        for (name, format, svg) in CardFixtures.documents() {
            let first = try rasterizer.png(svg: svg, width: format.width, height: format.height)
            let second = try rasterizer.png(svg: svg, width: format.width, height: format.height)
            #expect(first == second, "\(name)")
        }
    }

    @Test("A picture of few colours is written losslessly as a palette PNG")
    func losslessPalette() throws {
        let pixels = (0..<64 * 48).map { (position: Int) -> UInt32 in
            let shade = UInt32(position % 7) * 0x10_2030
            return shade + UInt32(position / 64 % 3)
        }
        let bitmap = Bitmap(width: 64, height: 48, pixels: pixels)
        let png = try bitmap.png()
        #expect(try Bitmap(png: png) == bitmap)
        // Colour type 3: indexed colour.
        #expect(Array(png)[25] == UInt8(3))
    }

    @Test("Text is set with the bundled fonts: a serif and a sans-serif headline differ, and neither is blank")
    func fontsAreUsed() throws {
        let rasterizer = try CardFixtures.rasterizer()
        func line(_ family: String) throws -> Bitmap {
            try rasterizer.bitmap(
                svg: """
                    <svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"><rect width="300" height="60" fill="#000"/>\
                    <text x="10" y="44" font-family="\(family)" font-size="36" fill="#fff">Week 10</text></svg>
                    """, width: 300, height: 60)
        }
        let serif = try line("Caladea")
        let sans = try line("Inter")
        #expect(serif != sans)
        #expect(serif.pixels.contains { $0 != 0 } && sans.pixels.contains { $0 != 0 })
    }

    @Test("A folder without fonts and a document that is not SVG are errors, not crashes")
    func errors() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: RasterError(.fonts, "\(empty.path) has no .ttf or .otf font")) {
            try FontSet(folder: empty, names: FileManager.default.contentsOfDirectory(atPath: empty.path))
        }
        let rasterizer = try CardFixtures.rasterizer()
        #expect(throws: RasterError.self) { try rasterizer.png(svg: "not svg", width: 10, height: 10) }
        #expect(throws: RasterError.self) { try Bitmap(png: Data("not png".utf8)) }
    }
}
