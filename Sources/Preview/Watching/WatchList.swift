import Foundation

/// What `foodstory serve` watches: whole folders (the templates, the media), and single files
/// (the diary and its store's `-wal`, the config file, the pantry), each seen through the
/// folder that holds it, so a file an editor or an app replaces is still seen.
public struct WatchList: Equatable, Sendable {
    /// Folders whose every file, at any depth, is watched.
    public var folders: [String] = []
    /// Files watched by name, each in its own folder (a file that does not exist yet is seen
    /// when it is made).
    public var files: [String] = []

    /// An empty list.
    public init(folders: [String] = [], files: [String] = []) {
        self.folders = folders.map(Self.absolute).sorted()
        self.files = files.map(Self.absolute).sorted()
    }

    /// Whether a change to `path` (absolute) concerns the site: a watched file, or a file in a
    /// watched folder that is not hidden (editors' swap and backup files are).
    public func concerns(_ path: String) -> Bool {
        if files.contains(path) { return true }
        let name = (path as NSString).lastPathComponent
        guard !name.hasPrefix("."), !name.hasSuffix("~") else { return false }
        return folders.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// The folders holding the watched files.
    var fileFolders: [String] {
        Array(Set(files.map { ($0 as NSString).deletingLastPathComponent })).sorted()
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
