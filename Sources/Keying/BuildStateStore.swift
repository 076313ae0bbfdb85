import Diary
import Foundation
import Support

/// Where a build's state (`StateFile`: the build's fingerprint, the page manifest, the record
/// cache) is kept between builds: the one setting that decides it. Never in the output folder,
/// which holds only what is published.
public enum BuildStateStore: Sendable {
    /// In files below a cache folder (the platform's cache folder, or `--cache-dir`), in a
    /// folder of their own for each output folder (`folder(for:)`). Deleting or moving it only
    /// makes the next build a full one.
    case cache(URL)
    /// In this process's memory, for builds made again and again by one process: nothing of
    /// the state is written to disk, and the diary is decoded whole on every build (its
    /// record cache is a file, and the process keeps its diary anyway).
    case memory(BuildMemory)

    /// The folder holding the state of the builds into `out`, for a cache kept below `root`:
    /// one folder per output folder, named by the output folder's last component and a hash
    /// of its absolute path (`_site-3f2a…`), so that two sites never share their state.
    public static func folder(for out: URL, below root: URL) -> URL {
        let path = out.standardizedFileURL.path
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let name = (trimmed as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        let label = name.isEmpty || name.hasPrefix(".") ? "site" : String(name.prefix(40))
        return root.appendingPathComponent(label + "-" + ContentHash(of: trimmed).hex)
    }
}

/// The state one build hands on to the next in the same process (`BuildStateStore.memory`).
public actor BuildMemory {
    /// The last successful build's fingerprint (`BuildFingerprint`).
    package var fingerprint: String?
    /// What the last successful build made of each output.
    package var manifest: PageManifest?

    /// An empty memory: the first build makes everything.
    public init() {}

    /// Remembers what a successful build made.
    package func remember(fingerprint: String, manifest: PageManifest) {
        self.fingerprint = fingerprint
        self.manifest = manifest
    }
}
