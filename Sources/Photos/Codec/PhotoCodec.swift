import CVips
import Foundation

/// Photos read and made into web sizes with libvips (in this process): the header read
/// without decoding the pixels, and each size made the right way up, in sRGB, and encoded as
/// WebP by libwebp with nothing but the picture in it. A JPEG is shrunk while it is decoded (by 2, 4 or 8 in the decoder), so a 12 MP
/// photo is never decoded whole to make a 1600-pixel picture; the smaller sizes are made from
/// the largest, each from the next larger one.
///
/// Only the formats of `PhotoHeader.Format` are read, recognised from the content: whatever
/// else libvips could open (SVG, PDF, TIFF, FITS, …) is refused before it is parsed.
public enum PhotoCodec {
    /// The loaders read, by the name libvips gives each.
    private static let loaders: Set<String> = [
        "VipsForeignLoadJpegBuffer", "VipsForeignLoadPngBuffer", "VipsForeignLoadHeifBuffer",
        "VipsForeignLoadWebpBuffer", "VipsForeignLoadNsgifBuffer",
    ]

    /// What the header of the photo in `data` says; its pixels are not decoded.
    public static func header(of data: Data) throws(PhotoCodecError) -> PhotoHeader {
        try started()
        let outcome = data.withUnsafeBytes { bytes in
            Result { () throws(PhotoCodecError) -> PhotoHeader in try header(of: bytes) }
        }
        return try outcome.get()
    }

    /// The photo in `data` at each of `sizes` (sizes of the upright picture, the shape of
    /// `header(of:)`'s), as WebP files made with `settings`, in the order of `sizes`.
    public static func webP(of data: Data, sizes: [PixelSize], settings: WebPSettings) throws(PhotoCodecError)
        -> [Data]
    {
        try started()
        let outcome = data.withUnsafeBytes { bytes in
            Result { () throws(PhotoCodecError) -> [Data] in try webP(of: bytes, sizes: sizes, settings: settings) }
        }
        return try outcome.get()
    }

    private static func header(of bytes: UnsafeRawBufferPointer) throws(PhotoCodecError) -> PhotoHeader {
        let image = try open(bytes)
        defer { g_object_unref(image.pointer) }
        return image.header
    }

    private static func webP(of bytes: UnsafeRawBufferPointer, sizes: [PixelSize], settings: WebPSettings)
        throws(PhotoCodecError) -> [Data]
    {
        let opened = try open(bytes)
        let format = opened.header.format
        let hasProfile: Int32 = foodstory_vips_image_get_typeof(opened.pointer, "icc-profile-data") != 0 ? 1 : 0
        g_object_unref(opened.pointer)
        // Largest first: each size is made from the one made before it.
        let order = sizes.indices.sorted { sizes[$0].area > sizes[$1].area }
        var files = [Data](repeating: Data(), count: sizes.count)
        var previous: UnsafeMutablePointer<VipsImage>?
        defer { if let previous { g_object_unref(previous) } }
        for index in order {
            let size = sizes[index]
            let made =
                if let previous {
                    foodstory_vips_resized(previous, Int32(size.width), Int32(size.height))
                } else {
                    foodstory_vips_thumbnail(
                        bytes.baseAddress, bytes.count, Int32(size.width), Int32(size.height), hasProfile)
                }
            guard let made else { throw PhotoCodecError(.undecodable(format, lastError())) }
            if let previous { g_object_unref(previous) }
            previous = made
            files[index] = try webP(made, settings: settings)
        }
        return files
    }

    /// An image opened from `bytes` (its header read), with what the header says.
    private static func open(_ bytes: UnsafeRawBufferPointer) throws(PhotoCodecError) -> (
        pointer: UnsafeMutablePointer<VipsImage>, header: PhotoHeader
    ) {
        guard let base = bytes.baseAddress, !bytes.isEmpty,
            let loader = foodstory_vips_foreign_find_load_buffer(base, bytes.count).map({ String(cString: $0) }),
            loaders.contains(loader)
        else {
            foodstory_vips_error_clear()
            throw PhotoCodecError(.unknownFormat(PhotoFormatNames.guess(bytes)))
        }
        let format = Self.format(loader: loader)
        guard let image = foodstory_vips_open(base, bytes.count, "access=sequential") else {
            throw PhotoCodecError(.undecodable(format(nil), lastError()))
        }
        var compression: UnsafePointer<CChar>?
        if foodstory_vips_image_get_typeof(image, "heif-compression") != 0 {
            foodstory_vips_image_get_string(image, "heif-compression", &compression)
        }
        let found = format(compression.map { String(cString: $0) })
        let stored = PixelSize(
            width: Int(foodstory_vips_image_get_width(image)), height: Int(foodstory_vips_image_get_height(image)))
        guard stored.width > 0, stored.height > 0, stored.area <= PhotoCodecError.maximumPixels else {
            g_object_unref(image)
            throw PhotoCodecError(.tooLarge(stored))
        }
        let upright =
            foodstory_vips_image_get_orientation_swap(image) != 0
            ? PixelSize(width: stored.height, height: stored.width) : stored
        return (image, PhotoHeader(format: found, size: upright))
    }

    /// The format a loader reads, told by the HEIF compression for a HEIF file (`hevc` is
    /// HEIC, `av1` AVIF).
    private static func format(loader: String) -> (String?) -> PhotoHeader.Format {
        { compression in
            switch loader {
            case "VipsForeignLoadJpegBuffer": .jpeg
            case "VipsForeignLoadPngBuffer": .png
            case "VipsForeignLoadWebpBuffer": .webp
            case "VipsForeignLoadNsgifBuffer": .gif
            default: compression == "av1" ? .avif : .heic
            }
        }
    }

    /// `image` as a WebP file made by libwebp with `settings`: the picture and nothing else.
    private static func webP(_ image: UnsafeMutablePointer<VipsImage>, settings: WebPSettings)
        throws(PhotoCodecError) -> Data
    {
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard foodstory_webp_encode(image, Float(settings.quality), Int32(settings.effort), &bytes, &length) == 1,
            let bytes
        else {
            throw PhotoCodecError(.library("the WebP encoder failed"))
        }
        return Data(bytesNoCopy: bytes, count: length, deallocator: .custom { pointer, _ in WebPFree(pointer) })
    }

    /// libvips's last error message, on one line, and the buffer cleared.
    private static func lastError() -> String {
        guard let copy = foodstory_vips_error_buffer_copy() else { return "no reason given" }
        defer { g_free(copy) }
        let words = String(cString: copy).split(whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return words.filter { !$0.isEmpty }.joined(separator: "; ").nonEmpty ?? "no reason given"
    }

    /// Whether libvips is started (it is started now if it was not): a caller that calls libvips
    /// itself asks this first, so libvips is never started by two threads at once.
    package static var libraryStarted: Bool { vipsStarted }

    /// Starts libvips, once per process.
    private static func started() throws(PhotoCodecError) {
        guard vipsStarted else {
            throw PhotoCodecError(.library("libvips could not be loaded and started (libvips42 on Debian)"))
        }
    }
}

/// Whether libvips started: it is started once, the first time a photo is read.
private let vipsStarted: Bool = foodstory_vips_start() == 0

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
