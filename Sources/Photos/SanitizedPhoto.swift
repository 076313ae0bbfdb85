import Foundation

/// A photo ready to be copied into a site: the original bytes less the metadata that was
/// found, with every image byte unchanged (nothing is decoded or re-encoded).
public struct SanitizedPhoto: Hashable, Sendable {
    /// The photo's bytes without metadata.
    public var data: Data
    /// The format, as recognised from the content.
    public var format: PhotoFormat
    /// What was removed, in the order first met, each kind once: `EXIF (APP1)`,
    /// `XMP (APP1)`, `IPTC (APP13)`, `comment (COM)`, `tEXt`, `eXIf`, …
    /// Empty when the photo had no metadata.
    public var removed: [String]

    /// A photo with its format and what was removed from it.
    public init(data: Data, format: PhotoFormat, removed: [String]) {
        self.data = data
        self.format = format
        self.removed = removed
    }
}
