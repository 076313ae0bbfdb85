import CImageQuant

extension Bitmap {
    /// An image of at most ``paletteSize`` colours: the colours, darkest first, and for each
    /// pixel, its colour's index.
    public struct Indexed: Sendable, Equatable {
        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int
        /// The palette, `0xRRGGBB`, darkest first.
        public var colors: [UInt32]
        /// For each pixel, row after row, the index of its colour in `colors`.
        public var indices: [UInt8]

        /// The image with `top` rows above it and `bottom` rows below it of `color`, which
        /// must be one of its colours (nil when it is not).
        public func padded(top: Int, bottom: Int, with color: UInt32) -> Indexed? {
            guard let ground = colors.firstIndex(of: color) else { return nil }
            var padded = [UInt8](repeating: UInt8(ground), count: (top + height + bottom) * width)
            padded.replaceSubrange((top * width)..<((top + height) * width), with: indices)
            return Indexed(width: width, height: top + height + bottom, colors: colors, indices: padded)
        }
    }

    /// How many colours a picture's palette holds at most. A card's flat fills need about 20;
    /// the rest shade the soft edges of text and shapes, where 64 in all look the same as 256
    /// at full size and make the files about a quarter smaller (the edges are most of a
    /// card's bytes).
    public static let paletteSize = 48

    /// How many of a picture's most used colours are kept exactly when it has more than
    /// ``paletteSize``: the ground, the bars, the dots.
    static let exactFills = 24

    /// The bitmap with its own colours when it has at most ``paletteSize`` (lossless), else
    /// with the colours libimagequant chooses from the picture's colours and how often each
    /// is used, each pixel given the nearest of them, without dithering so flat areas stay
    /// flat. The palette is in order of lightness, so that neighbouring shades of an edge
    /// have neighbouring indices, which compress better. Nil when the library fails.
    public func indexed() -> Indexed? {
        var census = ColorCensus(pixels)
        let chosen = census.colors.count <= Self.paletteSize ? census.colors : quantizedPalette(census)
        guard let chosen else { return nil }
        let colors = chosen.sorted { (Self.lightness($0), $0) < (Self.lightness($1), $1) }
        census.assign { Self.nearest($0, in: colors) }
        // A card is mostly flat fills: a run of one colour is looked up once.
        var indices = [UInt8](repeating: 0, count: pixels.count)
        indices.withUnsafeMutableBufferPointer { indices in
            Self.forEachRun(of: pixels) { color, run in
                let value = census.assigned(color)
                for position in run { indices[position] = value }
            }
        }
        return Indexed(width: width, height: height, colors: colors, indices: indices)
    }

    /// Calls `body` with each run of one colour in `pixels`, in order: its colour and its
    /// positions.
    static func forEachRun(of pixels: [UInt32], _ body: (UInt32, Range<Int>) -> Void) {
        pixels.withUnsafeBufferPointer { pixels in
            var start = 0
            while start < pixels.count {
                let color = pixels[start]
                var end = start + 1
                while end < pixels.count, pixels[end] == color { end += 1 }
                body(color, start..<end)
                start = end
            }
        }
    }

    /// The colours libimagequant picks for the census's colours (see ``indexed()``).
    private func quantizedPalette(_ census: ColorCensus) -> [UInt32]? {
        guard let attributes = liq_attr_create() else { return nil }
        defer { liq_attr_destroy(attributes) }
        _ = liq_set_max_colors(attributes, Int32(Self.paletteSize))
        // Its fastest setting: on the cards' histograms it takes a fifth of the default's
        // time for files 0.4% larger (see docs/performance.md).
        _ = liq_set_speed(attributes, 10)
        guard let histogram = liq_histogram_create(attributes) else { return nil }
        defer { liq_histogram_destroy(histogram) }
        let entries = zip(census.colors, census.counts).map { color, count in
            liq_histogram_entry(color: Self.liqColor(color), count: count)
        }
        guard liq_histogram_add_colors(histogram, attributes, entries, Int32(entries.count), 0) == LIQ_OK else {
            return nil
        }
        for color in census.mostUsed(Self.exactFills) {
            guard liq_histogram_add_fixed_color(histogram, Self.liqColor(color), 0) == LIQ_OK else { return nil }
        }
        var result: OpaquePointer? = nil
        guard liq_histogram_quantize(histogram, attributes, &result) == LIQ_OK, let result,
            let palette = liq_get_palette(result)
        else { return nil }
        defer { liq_result_destroy(result) }
        let count = Int(palette.pointee.count)
        return withUnsafeBytes(of: palette.pointee.entries) { raw in
            raw.bindMemory(to: liq_color.self).prefix(count).map {
                UInt32($0.r) << 16 | UInt32($0.g) << 8 | UInt32($0.b)
            }
        }
    }

    private static func liqColor(_ color: UInt32) -> liq_color {
        liq_color(r: UInt8(color >> 16 & 0xFF), g: UInt8(color >> 8 & 0xFF), b: UInt8(color & 0xFF), a: 255)
    }

    /// A colour's lightness, weighted as the eye weighs red, green and blue.
    private static func lightness(_ color: UInt32) -> UInt32 {
        299 * (color >> 16 & 0xFF) + 587 * (color >> 8 & 0xFF) + 114 * (color & 0xFF)
    }

    /// The index of the colour of `colors` nearest `color` (in RGB; the first of equals).
    private static func nearest(_ color: UInt32, in colors: [UInt32]) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (position, candidate) in colors.enumerated() {
            let red = Int(color >> 16 & 0xFF) - Int(candidate >> 16 & 0xFF)
            let green = Int(color >> 8 & 0xFF) - Int(candidate >> 8 & 0xFF)
            let blue = Int(color & 0xFF) - Int(candidate & 0xFF)
            let distance = red * red + green * green + blue * blue
            if distance < bestDistance {
                best = position
                bestDistance = distance
                if distance == 0 { break }
            }
        }
        return UInt8(best)
    }
}
