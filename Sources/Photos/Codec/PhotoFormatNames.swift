/// The names of common image formats that are not read, recognised from their first bytes,
/// so that a refused photo's message can say what it is.
enum PhotoFormatNames {
    /// The format `bytes` start like, or nil.
    static func guess(_ bytes: UnsafeRawBufferPointer) -> String? {
        func ascii(_ range: Range<Int>) -> String? {
            guard range.upperBound <= bytes.count else { return nil }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        if ascii(0..<4) == "II*\u{0}" || ascii(0..<4) == "MM\u{0}*" { return "TIFF (or a camera's raw file)" }
        if bytes.starts(with: [0xFF, 0x0A]) || ascii(4..<8) == "JXL " { return "JPEG XL" }
        if ascii(0..<2) == "BM" { return "BMP" }
        if ascii(0..<4) == "8BPS" { return "A Photoshop document" }
        if ascii(0..<5) == "%PDF-" { return "PDF" }
        return nil
    }
}
