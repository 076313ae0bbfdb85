/// The steps of `foodstory build`, in the order they run. A step's name is in every error it
/// raises (`SiteBuildError.step`) and in the build's progress (`BuildRequest.progress`).
public enum BuildStep: String, CaseIterable, Sendable {
    /// The diary (or the built-in sample) and the pantry, into values.
    case read
    /// The templates: the defaults, each replaceable by a file of `--templates`, checked.
    case templates
    /// Each entry's photo from the media folder, in web sizes (and its original, its
    /// metadata removed, when asked for).
    case photos
    /// The model of the site and every page, share card, search script, feed and asset.
    case pages
    /// The self-check: every link resolves, nothing is fetched, nothing external.
    case check
    /// The files into the output folder, and the state the next build starts from.
    case write

    /// The step's name, as errors and progress show it.
    public var name: String { rawValue }
}
