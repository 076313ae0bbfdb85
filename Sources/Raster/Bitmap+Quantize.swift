import CImageQuant

extension Bitmap {
    /// An image of at most 256 colours: the colours and, for each pixel, its colour's index.
    struct Indexed {
        var colors: [UInt32]
        var indices: [UInt8]
    }

    /// The bitmap with its own colours when it has at most 256 (lossless), else with the 256
    /// colours libimagequant chooses from the picture's colours and how often each is used
    /// (the soft edges of text are what have more), each pixel given the nearest of them,
    /// without dithering so flat areas stay flat. Nil when the library fails.
    func indexed() -> Indexed? {
        let census = ColorCensus(pixels)
        guard let colors = census.colors.count <= 256 ? census.colors : quantizedPalette(census) else { return nil }
        var index: [UInt32: UInt8] = [:]
        index.reserveCapacity(census.colors.count)
        for color in census.colors { index[color] = Self.nearest(color, in: colors) }
        // A card is mostly flat fills: a run of one colour is looked up once.
        var indices = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { pixels in
            var start = 0
            while start < pixels.count {
                let color = pixels[start]
                var end = start + 1
                while end < pixels.count, pixels[end] == color { end += 1 }
                let value = index[color] ?? 0
                for position in start..<end { indices[position] = value }
                start = end
            }
        }
        return Indexed(colors: colors, indices: indices)
    }

    /// The distinct colours of a picture, in order of first appearance, with how many pixels
    /// have each.
    struct ColorCensus {
        var colors: [UInt32] = []
        var counts: [UInt32: UInt32] = [:]

        init(_ pixels: [UInt32]) {
            pixels.withUnsafeBufferPointer { pixels in
                var start = 0
                while start < pixels.count {
                    let color = pixels[start]
                    var end = start + 1
                    while end < pixels.count, pixels[end] == color { end += 1 }
                    if let count = counts[color] {
                        counts[color] = count + UInt32(end - start)
                    } else {
                        counts[color] = UInt32(end - start)
                        colors.append(color)
                    }
                    start = end
                }
            }
        }
    }

    /// The 256 colours libimagequant picks for the census's colours (see ``indexed()``).
    private func quantizedPalette(_ census: ColorCensus) -> [UInt32]? {
        guard let attributes = liq_attr_create() else { return nil }
        defer { liq_attr_destroy(attributes) }
        _ = liq_set_max_colors(attributes, 256)
        guard let histogram = liq_histogram_create(attributes) else { return nil }
        defer { liq_histogram_destroy(histogram) }
        let entries = census.colors.map { color in
            liq_histogram_entry(
                color: liq_color(
                    r: UInt8(color >> 16 & 0xFF), g: UInt8(color >> 8 & 0xFF), b: UInt8(color & 0xFF), a: 255),
                count: census.counts[color] ?? 1)
        }
        guard liq_histogram_add_colors(histogram, attributes, entries, Int32(entries.count), 0) == LIQ_OK else {
            return nil
        }
        // The flat fills (the ground, the bars, the dots: the most used colours) keep their
        // exact colour; the soft edges share what is left.
        let fills = census.colors.sorted { (census.counts[$0] ?? 0, $1) > (census.counts[$1] ?? 0, $0) }
        for color in fills.prefix(Self.exactFills) {
            let fixed = liq_color(
                r: UInt8(color >> 16 & 0xFF), g: UInt8(color >> 8 & 0xFF), b: UInt8(color & 0xFF), a: 255)
            guard liq_histogram_add_fixed_color(histogram, fixed, 0) == LIQ_OK else { return nil }
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

    /// How many of a picture's most used colours are kept exactly when it has more than 256.
    static let exactFills = 32

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
