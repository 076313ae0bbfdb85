import Foundation
import Support

/// One file of the built site: its path relative to the site's root and its bytes, held in
/// memory or already written to a file of the output folder's own (see `RenderedFolder`).
public struct SiteFile: Hashable, Sendable {
    /// `/`-separated path relative to the site's root, e.g. `day/2026-03-08.html`.
    public var path: String
    private var storage: Storage

    private enum Storage: Hashable, Sendable {
        case memory(Data)
        /// Written to this path, `size` bytes long, through this file system.
        case written(String, size: Int, Reader)
    }

    /// How a written file is read back (its file system's `read`); any two are alike, so a
    /// file is known by its path and size.
    private struct Reader: Hashable, Sendable {
        package var read: @Sendable (String) throws(FileSystem.Failure) -> Data

        package static func == (lhs: Reader, rhs: Reader) -> Bool { true }
        package func hash(into hasher: inout Hasher) {}
    }

    /// A file with text contents (UTF-8).
    public init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }

    /// A file with binary contents.
    public init(path: String, contents: Data) {
        self.path = path
        self.storage = .memory(contents)
    }

    /// A file whose `size` bytes were written to `diskPath` through `fileSystem` (by a build,
    /// before its check).
    package init(path: String, writtenTo diskPath: String, size: Int, fileSystem: FileSystem) {
        self.path = path
        self.storage = .written(diskPath, size: size, Reader(read: fileSystem.read))
    }

    /// The file's bytes (read from disk when they were written there; empty if that file is
    /// gone).
    public var contents: Data {
        get {
            switch storage {
            case .memory(let data): data
            case .written(let diskPath, _, let reader): (try? reader.read(diskPath)) ?? Data()
            }
        }
        set { storage = .memory(newValue) }
    }

    /// How many bytes the file has.
    public var size: Int {
        switch storage {
        case .memory(let data): data.count
        case .written(_, let size, _): size
        }
    }

    /// Where the file's bytes already are on disk, when they are not in memory.
    package var diskPath: String? {
        if case .written(let diskPath, _, _) = storage { diskPath } else { nil }
    }
}
