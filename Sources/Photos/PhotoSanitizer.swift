import Foundation

/// Removes metadata (EXIF with its GPS position, XMP, IPTC, comments, text chunks) from
/// JPEG and PNG photos without re-encoding them: the bytes of the image itself are copied
/// unchanged, so the photo looks exactly as before and decodes as before. The stripped
/// originals a site publishes with `[photos] originals = true` are made so. Of EXIF only the
/// orientation stays (in a new EXIF block that holds nothing else), so that a photo the
/// camera stored on its side is still shown the right way up.
///
/// The format is recognised from the content. Anything that is not a well-formed JPEG or
/// PNG is an error, never copied as it is: unknown bytes could carry anything.
public enum PhotoSanitizer {
    /// The photo in `data` without its metadata; see `docs/photos.md` for what is removed
    /// and what is kept.
    public static func strip(_ data: Data) throws(PhotoError) -> SanitizedPhoto {
        let outcome = data.withUnsafeBytes { bytes in
            Result { () throws(PhotoError) -> SanitizedPhoto in try strip(bytes, original: data) }
        }
        return try outcome.get()
    }

    private static func strip(_ bytes: UnsafeRawBufferPointer, original: Data) throws(PhotoError) -> SanitizedPhoto {
        guard !bytes.isEmpty else { throw PhotoError(.empty) }
        let format: PhotoFormat
        let plan: StripPlan
        if bytes.starts(with: jpegStart) {
            format = .jpeg
            plan = try jpegPlan(bytes)
        } else if bytes.starts(with: pngSignature) {
            format = .png
            plan = try pngPlan(bytes)
        } else {
            throw PhotoError(.unsupportedFormat)
        }
        if plan.kept == [.original(0..<bytes.count)] {
            return SanitizedPhoto(data: original, format: format, removed: [])
        }
        var output = Data(capacity: plan.outputCount)
        for piece in plan.kept {
            switch piece {
            case .original(let range): output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[range]))
            case .written(let written): output.append(contentsOf: written)
            }
        }
        return SanitizedPhoto(data: output, format: format, removed: plan.removed)
    }

    package static let jpegStart: [UInt8] = [0xFF, 0xD8, 0xFF]
    package static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
