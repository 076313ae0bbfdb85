import Foundation

/// Everything in a folder, for whole-value comparisons: each path (relative, `/`-separated)
/// with its bytes, or a marker for a folder or a symbolic link. Links are listed, never followed.
public enum OutputFolderListing {
    public enum Entry: Hashable, CustomStringConvertible {
        case file(Data)
        case folder
        case link(String)

        public var description: String {
            switch self {
            case .file(let data): "file(\(String(decoding: data, as: UTF8.self).debugDescription))"
            case .folder: "folder"
            case .link(let target): "link(\(target))"
            }
        }
    }

    /// A file's identity and age: the same inode and modification date mean it was not rewritten.
    public struct Stamp: Hashable {
        public var inode: Int
        public var modified: Date
    }

    public static func entries(of root: URL) throws -> [String: Entry] {
        var result: [String: Entry] = [:]
        try walk(root.path, prefix: "") { path, full, type in
            switch type {
            case .typeDirectory: result[path] = .folder
            case .typeSymbolicLink:
                result[path] = .link(try FileManager.default.destinationOfSymbolicLink(atPath: full))
            default: result[path] = .file(try Data(contentsOf: URL(fileURLWithPath: full)))
            }
        }
        return result
    }

    public static func stamps(of root: URL) throws -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        try walk(root.path, prefix: "") { path, full, type in
            guard type == .typeRegular else { return }
            let attributes = try FileManager.default.attributesOfItem(atPath: full)
            result[path] = Stamp(
                inode: (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1,
                modified: attributes[.modificationDate] as? Date ?? .distantPast)
        }
        return result
    }

    /// Sets the modification date of every file and folder (the root too) to 2001, so a
    /// rewrite would show.
    public static func age(_ root: URL) throws {
        let past: [FileAttributeKey: Any] = [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)]
        try walk(root.path, prefix: "") { _, full, type in
            guard type == .typeRegular || type == .typeDirectory else { return }
            try FileManager.default.setAttributes(past, ofItemAtPath: full)
        }
        try FileManager.default.setAttributes(past, ofItemAtPath: root.path)
    }

    private static func walk(
        _ folder: String, prefix: String, _ visit: (String, String, FileAttributeType) throws -> Void
    ) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            let full = folder + "/" + name
            let path = prefix.isEmpty ? name : prefix + "/" + name
            let type = try FileManager.default.attributesOfItem(atPath: full)[.type] as? FileAttributeType
            try visit(path, full, type ?? .typeUnknown)
            if type == .typeDirectory { try walk(full, prefix: path, visit) }
        }
    }
}

extension TemporaryFolder {
    /// Writes `text` to `name`, creating the folders on its way.
    public func put(_ text: String, at name: String) throws {
        let url = self.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
