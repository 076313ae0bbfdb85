/// A JPEG read into its parts, written separately from the library so that tests can check
/// the library's output against an independent reading.
package struct JPEGLayout: Equatable {
    /// One part of the file: a marker with its segment, or a run of entropy-coded data.
    package struct Part: Equatable {
        /// The marker byte (the `xx` of `FF xx`), or nil for entropy-coded data.
        package var marker: UInt8?
        /// The part's bytes, marker included.
        package var bytes: [UInt8]
    }

    package var parts: [Part]

    /// The parts of `jpeg`, or nil when it is not a well-formed JPEG: it must start with
    /// SOI, have a frame header before the first scan and end exactly at EOI.
    package init?(_ jpeg: [UInt8]) {
        guard jpeg.starts(with: [0xFF, 0xD8]) else { return nil }
        parts = [Part(marker: 0xD8, bytes: [0xFF, 0xD8])]
        var index = 2
        var sawFrame = false
        while index + 1 < jpeg.count {
            guard jpeg[index] == 0xFF else { return nil }
            let marker = jpeg[index + 1]
            if marker == 0xD9 {
                parts.append(Part(marker: marker, bytes: [0xFF, 0xD9]))
                guard index + 2 == jpeg.count else { return nil }
                return
            }
            guard index + 4 <= jpeg.count else { return nil }
            let end = index + 2 + (Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3]))
            guard end <= jpeg.count else { return nil }
            parts.append(Part(marker: marker, bytes: Array(jpeg[index..<end])))
            index = end
            if [0xC0, 0xC1, 0xC2].contains(marker) { sawFrame = true }
            guard marker == 0xDA else { continue }
            guard sawFrame else { return nil }
            var dataEnd = index
            while dataEnd + 1 < jpeg.count,
                !(jpeg[dataEnd] == 0xFF && jpeg[dataEnd + 1] != 0x00 && !(0xD0...0xD7).contains(jpeg[dataEnd + 1]))
            {
                dataEnd += 1
            }
            parts.append(Part(marker: nil, bytes: Array(jpeg[index..<dataEnd])))
            index = dataEnd
        }
        return nil
    }

    /// The markers in order (0 for entropy-coded data).
    package var markers: [UInt8] { parts.map { $0.marker ?? 0 } }

    /// Every run of entropy-coded data, in order.
    package var scans: [[UInt8]] { parts.filter { $0.marker == nil }.map(\.bytes) }
}
