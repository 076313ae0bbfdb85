import CImageQuant

extension Bitmap {
    /// An image of at most 256 colours: the colours and, for each pixel, its colour's index.
    struct Indexed {
        var colors: [UInt32]
        var indices: [UInt8]
    }

    /// The bitmap with its own colours when it has at most 256 (lossless), else with the 256
    /// colours libimagequant chooses (the soft edges of text are what have more), without
    /// dithering so flat areas stay flat. Nil when the library fails.
    func indexed() -> Indexed? {
        if let colors = palette(limit: 256) {
            var index: [UInt32: UInt8] = [:]
            for (position, color) in colors.enumerated() { index[color] = UInt8(position) }
            var last = pixels.first ?? 0
            var lastIndex = index[last] ?? 0
            let indices = pixels.map { pixel in
                if pixel != last {
                    last = pixel
                    lastIndex = index[pixel] ?? 0
                }
                return lastIndex
            }
            return Indexed(colors: colors, indices: indices)
        }
        return quantized()
    }

    /// The 256 colours libimagequant picks, and each pixel's (see ``indexed()``).
    private func quantized() -> Indexed? {
        // 0xRRGGBB words as R, G, B, A bytes: byte-swapped (on a little-endian machine) with
        // the alpha byte set.
        let rgba = pixels.map { (($0 << 8) | 0xFF).bigEndian }
        guard let attributes = liq_attr_create() else { return nil }
        defer { liq_attr_destroy(attributes) }
        _ = liq_set_max_colors(attributes, 256)
        // The fastest speed: a card's colours are few flat fills and the edges between them,
        // which the quickest search already matches (measured in docs/performance.md).
        _ = liq_set_speed(attributes, 10)
        return rgba.withUnsafeBytes { bytes -> Indexed? in
            guard let base = bytes.baseAddress,
                let image = liq_image_create_rgba(attributes, base, Int32(width), Int32(height), 0)
            else { return nil }
            defer { liq_image_destroy(image) }
            var result: OpaquePointer? = nil
            guard liq_image_quantize(image, attributes, &result) == LIQ_OK, let result else { return nil }
            defer { liq_result_destroy(result) }
            _ = liq_set_dithering_level(result, 0)
            var indices = [UInt8](repeating: 0, count: pixels.count)
            let remapped = indices.withUnsafeMutableBytes { out -> liq_error in
                guard let base = out.baseAddress else { return LIQ_BUFFER_TOO_SMALL }
                return liq_write_remapped_image(result, image, base, out.count)
            }
            guard remapped == LIQ_OK, let palette = liq_get_palette(result) else { return nil }
            let count = Int(palette.pointee.count)
            let colors = withUnsafeBytes(of: palette.pointee.entries) { raw in
                raw.bindMemory(to: liq_color.self).prefix(count).map {
                    UInt32($0.r) << 16 | UInt32($0.g) << 8 | UInt32($0.b)
                }
            }
            return Indexed(colors: colors, indices: indices)
        }
    }
}
