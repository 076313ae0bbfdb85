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

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw RasterError(.render, "no \(width)×\(height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw RasterError(.render, "no drawing context") }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        let drawn = rsvg_handle_render_document(handle, context, &viewport, &error)
        cairo_destroy(context)
        guard drawn != 0 else { throw Self.failure(error, doing: "drawing the document") }
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { throw RasterError(.render, "the surface could not be drawn") }

        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        // Each pixel is a native 32-bit word 0xXXRRGGBB; the unused top byte is cleared.
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            guard let out = buffer.baseAddress else { return }
            data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { rows in
                for y in 0..<height { (out + y * width).update(from: rows + y * stride, count: width) }
            }
            var pointer = out
            let end = out + width * height
            while pointer < end {
                pointer.pointee &= 0xFF_FFFF
                pointer += 1
            }
            count = width * height
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
