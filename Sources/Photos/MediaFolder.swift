import Foundation
import Support

/// The folder of photos named by the diary's `mediaURL`s (`--media DIR`). Photos are looked
/// up by bare file name only and read once; a name that could reach outside the folder is
/// refused before the file system is touched, and a link inside the folder that leads outside
/// it is refused after it is resolved.
///
/// The folder is the only part of the file system this type reads.
public struct MediaFolder: Sendable {
    /// The folder, as the caller named it (used in messages).
    public let url: URL
    /// The largest photo read, in bytes; a larger file is `.tooLarge`.
    public let maximumBytes: Int
    /// What the photos are read through.
    package let fileSystem: FileSystem
    private let root: Result<String, FolderProblem>

    /// 64 MiB, well above any phone photo.
    public static let defaultMaximumBytes = 64 << 20

    /// The media folder at `url` (a file URL), read through `fileSystem`. The folder's real
    /// path is resolved once, here.
    public init(url: URL, maximumBytes: Int = MediaFolder.defaultMaximumBytes, fileSystem: FileSystem = .disk) {
        self.url = url
        self.maximumBytes = maximumBytes
        self.fileSystem = fileSystem
        self.root = Self.resolveFolder(url.path, fileSystem: fileSystem)
    }

    /// Why the folder itself cannot be used (it does not exist, or is not a folder), in one
    /// line; nil when it can. Every lookup in an unusable folder reports the same reason.
    public var problem: String? {
        if case .failure(let problem) = root { "\(url.path): \(problem.message)" } else { nil }
    }

    /// The bytes of the photo called `name` in this folder, or why there are none.
    public func photo(named name: String) -> PhotoLookup {
        if let problem = Self.nameProblem(name) {
            return .refused(
                "photo name \(name.debugDescription) refused: \(problem); "
                    + "a mediaURL must name a file directly inside the media folder")
        }
        let path = url.appendingPathComponent(name).path
        let rootPath: String
        switch root {
        case .success(let resolved):
            rootPath = resolved
        case .failure(let problem):
            let reason = "\(path): \(problem.message)"
            return problem.isMissing ? .missing(reason) : .unreadable(reason)
        }
        switch read(rootPath: rootPath, name: name) {
        case .success(let bytes): return .photo(bytes)
        case .failure(let problem): return problem.lookup(path: path)
        }
    }
}
