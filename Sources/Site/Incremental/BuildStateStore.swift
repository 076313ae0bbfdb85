import Foundation

/// Where a build's state (`StateFile`: the build's fingerprint, the page manifest, the record
/// cache) is kept between builds: the one setting that decides it.
public enum BuildStateStore: Sendable {
    /// In files beside the site, in the output folder (`foodstory build`): written with the
    /// site, by the output writer, so the state on disk always describes the site beside it.
    case outputFolder
    /// In this process's memory, for builds made again and again by one process: nothing of
    /// the state is written to disk, and the diary is decoded whole on every build (its
    /// record cache is a file, and the process keeps its diary anyway).
    case memory(BuildMemory)
}

/// The state one build hands on to the next in the same process (`BuildStateStore.memory`).
public actor BuildMemory {
    /// The last successful build's fingerprint (`BuildFingerprint`).
    var fingerprint: String?
    /// What the last successful build made of each output.
    var manifest: PageManifest?

    /// An empty memory: the first build makes everything.
    public init() {}

    /// Remembers what a successful build made.
    func remember(fingerprint: String, manifest: PageManifest) {
        self.fingerprint = fingerprint
        self.manifest = manifest
    }
}
