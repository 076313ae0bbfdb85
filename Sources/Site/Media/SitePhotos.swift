import Diary

/// What the photos step made of the entries' photos: each photo the site shows, by the file
/// name entries give it; the files of its web sizes (and of its original, when asked for),
/// kept from the last build or made now; and a warning for each photo that cannot be shown
/// (its card shows a placeholder) or whose original is not published.
public struct SitePhotos: Sendable {
    /// The photos the site shows, by file name.
    var photos: [String: WebPhoto] = [:]
    /// The files of their web sizes and originals.
    var outputs: [IncrementalEngine.Output] = []
    /// One line for each photo that cannot be shown or whose original is not published, in
    /// the order of the photos' names.
    public var warnings: [String] = []

    /// No photos.
    public init() {}
}
