import Diary
import Foundation
import Support
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file system held in memory below `root` (a folder no disk has), over the disk for
/// reading anything else (the program's shipped templates and assets), never for writing: a
/// library handed it writes nothing to disk, and a library access that went around it would
/// find nothing of what it holds.
@available(macOS 15.0, *)
public final class MemoryFileSystem: Sendable {
    /// The folder whose contents are held in memory.
    public let root: String
    private let nodes = Mutex<[String: Node]>([:])

    private enum Node: Sendable {
        case file(Data)
        case folder
    }

    /// An empty memory below a folder of a new name.
    public init() {
        root = "/foodstory-memory-\(UUID().uuidString)"
    }

    /// Writes `data` at `path` (below `root`), making the folders on the way.
    public func write(_ data: Data, to path: String) {
        let parts = Self.parts(path)
        nodes.withLock { nodes in
            for depth in 1..<parts.count { nodes["/" + parts.prefix(depth).joined(separator: "/")] = .folder }
            nodes["/" + parts.joined(separator: "/")] = .file(data)
        }
    }

    /// Every file below `folder`, by path relative to it.
    public func files(below folder: String) -> [String: Data] {
        let prefix = Self.normalized(folder) + "/"
        return nodes.withLock { nodes in
            var files: [String: Data] = [:]
            for (path, node) in nodes where path.hasPrefix(prefix) {
                if case .file(let data) = node { files[String(path.dropFirst(prefix.count))] = data }
            }
            return files
        }
    }

    /// The file system: below `root` the memory, elsewhere the disk for reading.
    public var fileSystem: FileSystem {
        let disk = FileSystem.disk
        return FileSystem(
            item: { path throws(FileSystem.Failure) in
                guard let path = self.inside(path) else { return try disk.item(path) }
                return self.nodes.withLock { nodes in
                    switch nodes[path] {
                    case .file(let data): FileSystem.Item(kind: .file, size: data.count)
                    case .folder: FileSystem.Item(kind: .folder, size: 0)
                    case nil: path == self.root ? FileSystem.Item(kind: .folder, size: 0) : nil
                    }
                }
            },
            resolve: { path throws(FileSystem.Failure) in
                guard let path = self.inside(path) else { return try disk.resolve(path) }
                guard try self.node(path) != nil else { throw Self.failure(ENOENT) }
                return path
            },
            list: { path throws(FileSystem.Failure) in
                guard let path = self.inside(path) else { return try disk.list(path) }
                guard case .folder = try self.node(path) else { throw Self.failure(ENOTDIR) }
                return self.children(of: path)
            },
            read: { path throws(FileSystem.Failure) in
                guard let path = self.inside(path) else { return try disk.read(path) }
                switch try self.node(path) {
                case .file(let data): return data
                case .folder: throw Self.failure(EISDIR)
                case nil: throw Self.failure(ENOENT)
                }
            },
            create: { path, data throws(FileSystem.Failure) in
                try self.add(path, .file(data))
            },
            makeFolder: { path throws(FileSystem.Failure) in
                try self.add(path, .folder)
            },
            move: { from, to throws(FileSystem.Failure) in
                guard let from = self.inside(from), let to = self.inside(to) else { throw Self.failure(EROFS) }
                try self.move(from, to)
            },
            removeFile: { path throws(FileSystem.Failure) in
                guard let path = self.inside(path) else { throw Self.failure(EROFS) }
                switch try self.node(path) {
                case .file: self.nodes.withLock { _ = $0.removeValue(forKey: path) }
                case .folder: throw Self.failure(EISDIR)
                case nil: throw Self.failure(ENOENT)
                }
            },
            removeFolder: { path throws(FileSystem.Failure) in
                guard let path = self.inside(path) else { throw Self.failure(EROFS) }
                guard case .folder = try self.node(path) else { throw Self.failure(ENOTDIR) }
                guard self.children(of: path).isEmpty else { throw Self.failure(ENOTEMPTY) }
                self.nodes.withLock { _ = $0.removeValue(forKey: path) }
            })
    }

    /// `path` made plain, when it is below `root` (or is it).
    private func inside(_ path: String) -> String? {
        let plain = Self.normalized(path)
        return plain == root || plain.hasPrefix(root + "/") ? plain : nil
    }

    /// What is at `path` (below `root`); fails when a folder on the way is a file.
    private func node(_ path: String) throws(FileSystem.Failure) -> Node? {
        if path == root { return .folder }
        let parent = (path as NSString).deletingLastPathComponent
        guard case .folder = try node(parent) else {
            if try node(parent) == nil { return nil }
            throw Self.failure(ENOTDIR)
        }
        return nodes.withLock { $0[path] }
    }

    private func children(of path: String) -> [String] {
        let prefix = path + "/"
        return nodes.withLock { nodes in
            nodes.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
                .map { String($0.dropFirst(prefix.count)) }.sorted()
        }
    }

    private func add(_ path: String, _ new: Node) throws(FileSystem.Failure) {
        guard let path = inside(path) else { throw Self.failure(EROFS) }
        guard try node(path) == nil else { throw Self.failure(EEXIST) }
        guard case .folder = try node((path as NSString).deletingLastPathComponent) else {
            throw Self.failure(ENOENT)
        }
        nodes.withLock { $0[path] = new }
    }

    private func move(_ from: String, _ to: String) throws(FileSystem.Failure) {
        guard let moved = try node(from) else { throw Self.failure(ENOENT) }
        guard case .folder = try node((to as NSString).deletingLastPathComponent) else {
            throw Self.failure(ENOENT)
        }
        switch (moved, try node(to)) {
        case (_, nil), (.file, .file): break
        case (.folder, .folder) where children(of: to).isEmpty: break
        case (.file, .folder): throw Self.failure(EISDIR)
        default: throw Self.failure(to.hasPrefix(from + "/") ? EINVAL : ENOTEMPTY)
        }
        nodes.withLock { nodes in
            for (path, node) in nodes where path == from || path.hasPrefix(from + "/") {
                nodes.removeValue(forKey: path)
                nodes[to + path.dropFirst(from.count)] = node
            }
        }
    }

    private static func parts(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(String(part)) }
        }
        return parts
    }

    private static func normalized(_ path: String) -> String {
        "/" + parts(path).joined(separator: "/")
    }

    private static func failure(_ code: Int32) -> FileSystem.Failure {
        FileSystem.Failure(code: code, message: String(cString: strerror(code)))
    }
}
