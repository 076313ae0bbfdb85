import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The site's output folder as the server reads it: a file is served only when its real path,
/// every symbolic link followed, is inside the folder's real path.
struct SiteFolder: Sendable {
    /// The output folder.
    let root: URL

    /// What a site path finds in the folder.
    enum Lookup: Equatable {
        /// A plain file inside the folder, with its bytes.
        case file(Data)
        /// A folder inside the folder (served by its `index.html`, never listed).
        case folder
        /// Nothing there, or nothing that may be read.
        case missing
        /// A path that leads outside the folder (through a symbolic link).
        case outside
    }

    /// What `path` (relative, from `RequestPath`) finds.
    func lookup(_ path: String) -> Lookup {
        guard let base = Self.realPath(root.path) else { return .missing }
        guard let real = Self.realPath(root.path + "/" + path) else { return .missing }
        guard real == base || real.hasPrefix(base.hasSuffix("/") ? base : base + "/") else { return .outside }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory) else { return .missing }
        if isDirectory.boolValue { return .folder }
        guard let data = FileManager.default.contents(atPath: real) else { return .missing }
        return .file(data)
    }

    /// The path with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
