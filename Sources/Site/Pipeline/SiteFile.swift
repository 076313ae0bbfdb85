import Foundation

/// One file of the built site: its path relative to the site's root and its bytes, held in
/// memory or already written to a file of the output folder's own (see `RenderedFolder`).
public struct SiteFile: Hashable, Sendable {
    /// `/`-separated path relative to the site's root, e.g. `day/2026-03-08.html`.
    public var path: String
    private var storage: Storage

    private enum Storage: Hashable, Sendable {
        case memory(Data)
        /// Written to this path on disk, `size` bytes long.
        case written(String, size: Int)
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

    /// A file whose `size` bytes were written to `diskPath` (by a build, before its check).
    init(path: String, writtenTo diskPath: String, size: Int) {
        self.path = path
        self.storage = .written(diskPath, size: size)
    }

    /// The file's bytes (read from disk when they were written there; empty if that file is
    /// gone).
    public var contents: Data {
        get {
            switch storage {
            case .memory(let data): data
            case .written(let diskPath, _): (try? FileSystem.disk.read(diskPath)) ?? Data()
            }
        }
        set { storage = .memory(newValue) }
    }

    /// How many bytes the file has.
    public var size: Int {
        switch storage {
        case .memory(let data): data.count
        case .written(_, let size): size
        }
    }

    /// Where the file's bytes already are on disk, when they are not in memory.
    var diskPath: String? {
        if case .written(let diskPath, _) = storage { diskPath } else { nil }
    }
}
