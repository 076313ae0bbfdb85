import Foundation

/// Every file below a folder, dot-files included, by its path inside the folder with its bytes:
/// how end-to-end tests compare two sites byte for byte.
public enum FolderFiles {
    /// The files below `folder` (none when it cannot be listed).
    public static func of(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return [:]
        }
        for case let url as URL in walker {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }
}
