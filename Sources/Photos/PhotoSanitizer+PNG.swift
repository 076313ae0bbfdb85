// A PNG is its signature and then chunks: a four-byte length, a four-letter type, the data
// and a CRC-32 of type and data. Chunks are kept or dropped whole, so a kept chunk's bytes,
// CRC included, are unchanged. The first eXIf chunk that turns the picture is replaced by one
// that holds the orientation alone.
extension PhotoSanitizer {
    /// Ancillary chunks that change how the image looks (colour, transparency, pixel size,
    /// animation) and carry nothing about the person or the place. Any other ancillary chunk
    /// is dropped: text (tEXt, zTXt, iTXt, which hold XMP), eXIf, tIME, and private chunks
    /// nobody can vouch for.
    package static let keptAncillaryChunks: Set<String> = [
        "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP", "mDCV", "cLLI",
        "bKGD", "hIST", "tRNS", "pHYs", "sPLT",
        "acTL", "fcTL", "fdAT",
    ]

    /// The critical chunks of the PNG standard; an unknown critical chunk means a decoder
    /// cannot show the image.
    package static let criticalChunks: Set<String> = ["IHDR", "PLTE", "IDAT", "IEND"]

    package static func pngPlan(_ bytes: UnsafeRawBufferPointer) throws(PhotoError) -> StripPlan {
        var plan = StripPlan()
        var position = pngSignature.count
        var isFirst = true
        var sawImageData = false
        var sawOrientation = false
        while position < bytes.count {
            let start = position
            guard position + 12 <= bytes.count else {
                throw PhotoError(.truncated(.png, "ends inside a chunk header"), at: position)
            }
            let length = bigEndian32(bytes, at: position)
            guard length <= 0x7FFF_FFFF else {
                throw PhotoError(.damaged(.png, "a chunk length of \(length) bytes"), at: position)
            }
            let typeBytes = UnsafeRawBufferPointer(rebasing: bytes[(position + 4)..<(position + 8)])
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                let shown = typeBytes.map(hex).joined(separator: " ")
                throw PhotoError(.damaged(.png, "a chunk type that is not four letters (\(shown))"), at: position)
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let dataEnd = position + 8 + Int(length)
            let end = dataEnd + 4
            guard end <= bytes.count else {
                throw PhotoError(.truncated(.png, "chunk \(type) of \(length) bytes runs past the end"), at: position)
            }
            guard isFirst == (type == "IHDR") else {
                let problem = isFirst ? "the first chunk is \(type), not IHDR" : "a second IHDR chunk"
                throw PhotoError(.damaged(.png, problem), at: position)
            }
            if isFirst, length != 13 {
                throw PhotoError(.damaged(.png, "IHDR has \(length) bytes, not 13"), at: position)
            }
            let isCritical = typeBytes[0] < 0x61
            if isCritical, !criticalChunks.contains(type) {
                throw PhotoError(.damaged(.png, "unknown critical chunk \(type)"), at: position)
            }
            if isCritical || keptAncillaryChunks.contains(type) {
                let stored = bigEndian32(bytes, at: dataEnd)
                let computed = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[(position + 4)..<dataEnd]))
                guard stored == computed else {
                    throw PhotoError(.damaged(.png, "chunk \(type) fails its CRC check"), at: position)
                }
            } else if type == "eXIf", !sawOrientation,
                let orientation = ExifOrientation(
                    tiff: UnsafeRawBufferPointer(rebasing: bytes[(position + 8)..<dataEnd]))
            {
                // The first orientation found is the one browsers show (1 is the default).
                sawOrientation = true
                let chunk = orientation.pngChunk
                if orientation.isAsStored {
                    plan.drop(position..<end, as: type)
                } else if !UnsafeRawBufferPointer(rebasing: bytes[position..<end]).elementsEqual(chunk) {
                    plan.replace(position..<end, with: chunk, as: type)
                }
            } else {
                plan.drop(position..<end, as: type)
            }
            isFirst = false
            position = end
            if type == "IDAT" {
                sawImageData = true
            } else if type == "IEND" {
                guard sawImageData else {
                    throw PhotoError(.damaged(.png, "the image ends before any image data (IDAT)"), at: start)
                }
                if position < bytes.count {
                    plan.drop(position..<bytes.count, as: "data after the end of the image")
                }
                plan.finish(at: bytes.count)
                return plan
            }
        }
        throw PhotoError(.truncated(.png, "ends before the IEND chunk"), at: position)
    }

    private static func bigEndian32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
