import CRsvg
import Foundation

/// Draws SVG documents into bitmaps with librsvg (in this process, through cairo and Pango),
/// setting text with the fonts of one ``FontSet`` (the system's only for characters they lack).
public struct SVGRasterizer: Sendable {
    /// The fonts text is set with.
    public let fonts: FontSet

    /// A rasterizer that sets text with `fonts`; they become the process's font configuration.
    public init(fonts: FontSet) throws(RasterError) {
        try fonts.install()
        self.fonts = fonts
    }

    /// `svg` drawn to fill `width × height` pixels over an opaque black ground.
    public func bitmap(svg: String, width: Int, height: Int) throws(RasterError) -> Bitmap {
        var error: UnsafeMutablePointer<GError>? = nil
        let handle = svg.utf8CString.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt8.self) {
                rsvg_handle_new_from_data($0.baseAddress, gsize($0.count - 1), &error)
            }
        }
        guard let handle else { throw Self.failure(error, doing: "reading the document") }
        defer { g_object_unref(handle) }
        rsvg_handle_set_dpi(handle, 96)

        // cairo draws straight into the bitmap's memory: a row of RGB24 is `width` native
        // 32-bit words 0xXXRRGGBB, starting black; the unused top byte is cleared after.
        var pixels = [UInt32](repeating: 0, count: width * height)
        var drawn: gboolean = 0
        let status = pixels.withUnsafeMutableBytes { memory -> cairo_status_t in
            guard let start = memory.baseAddress?.assumingMemoryBound(to: UInt8.self),
                let surface = cairo_image_surface_create_for_data(
                    start, CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(width * 4))
            else { return CAIRO_STATUS_NO_MEMORY }
            defer { cairo_surface_destroy(surface) }
            guard let context = cairo_create(surface) else { return CAIRO_STATUS_NO_MEMORY }
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
            drawn = rsvg_handle_render_document(handle, context, &viewport, &error)
            cairo_destroy(context)
            cairo_surface_flush(surface)
            return cairo_surface_status(surface)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw RasterError(.render, "no \(width)×\(height) surface") }
        guard drawn != 0 else { throw Self.failure(error, doing: "drawing the document") }
        pixels.withUnsafeMutableBufferPointer { pixels in
            for index in pixels.indices { pixels[index] &= 0xFF_FFFF }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// `svg` drawn to `width × height` pixels, as a compact PNG file (see ``Bitmap/png()``).
    public func png(svg: String, width: Int, height: Int) throws(RasterError) -> Data {
        try bitmap(svg: svg, width: width, height: height).png()
    }

    /// The library's error, freed, as a ``RasterError``.
    private static func failure(_ error: UnsafeMutablePointer<GError>?, doing what: String) -> RasterError {
        guard let error else { return RasterError(.render, "librsvg failed \(what)") }
        defer { g_error_free(error) }
        let message = error.pointee.message.map { String(cString: $0) } ?? "no message"
        return RasterError(.render, "librsvg failed \(what): \(message)")
    }
}
