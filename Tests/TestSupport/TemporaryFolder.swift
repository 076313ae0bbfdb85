import Foundation

/// A fresh folder under the system's temporary folder, removed when the test is done with it.
public final class TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Makes a new, empty folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("foodstory-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Restore write permission first, in case a test made the folder read-only.
        _ = chmod(url.path, 0o755)
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        try write(Data(text.utf8), to: name)
    }

    /// Writes `data` to `name` (making the folders it is in) and returns its path.
    @discardableResult
    public func write(_ data: Data, to name: String) throws -> String {
        let path = path(name)
        let file = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return path
    }
}
