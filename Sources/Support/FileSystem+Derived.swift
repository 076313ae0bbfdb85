import Foundation

// Operations made of the value's own, so that a test double answers them alike.
extension FileSystem {
    /// What a path leads to, symbolic links followed; nil when nothing is there (or a link
    /// leads nowhere).
    public func itemFollowingLinks(_ path: String) throws(Failure) -> Item? {
        let resolved: String
        do {
            resolved = try resolve(path)
        } catch  where error.isMissing {
            return nil
        }
        return try item(resolved)
    }

    /// The bytes of the file a path leads to, symbolic links followed.
    public func readFollowingLinks(_ path: String) throws(Failure) -> Data {
        try read(try resolve(path))
    }

    /// Creates a new file at `destination` with the bytes of the file at `source`.
    public func copy(_ source: String, to destination: String) throws(Failure) {
        try create(destination, try read(source))
    }

    /// Writes `data` to `path`, replacing a file there: into a new file beside it, then moved
    /// over it, so the file is never seen half written. The new file goes when it fails.
    public func replace(_ path: String, with data: Data) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial").path
        do {
            try create(temporary, data)
            try move(temporary, path)
        } catch {
            try? removeFile(temporary)
            throw error
        }
    }

    /// Makes `path` a folder, and every missing folder on the way to it; nothing when it is
    /// one already.
    public func makeFolders(_ path: String) throws(Failure) {
        if try itemFollowingLinks(path)?.kind == .folder { return }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try makeFolders(parent) }
        do {
            try makeFolder(path)
        } catch {
            // Another thread may just have made it.
            if try itemFollowingLinks(path)?.kind == .folder { return }
            throw error
        }
    }

    /// Removes whatever is at `path`, a folder with everything in it; never what a link
    /// points at. What cannot be removed stays.
    public func removeTree(_ path: String) {
        guard let found = try? item(path) else { return }
        if found.kind == .folder {
            for name in (try? list(path)) ?? [] { removeTree(path + "/" + name) }
            try? removeFolder(path)
        } else {
            try? removeFile(path)
        }
    }

    /// Everything in `folder` and the folders in it, by path relative to it (`partials/a.md`),
    /// in path order, each as `item` sees it; a symbolic link to a folder is listed, not
    /// entered. Nil when `folder` is not a folder.
    public func contents(of folder: String) -> [(path: String, item: Item)]? {
        guard (try? itemFollowingLinks(folder))??.kind == .folder else { return nil }
        var found: [(path: String, item: Item)] = []
        func walk(_ relative: String) {
            let here = relative.isEmpty ? folder : folder + "/" + relative
            for name in (try? list(here)) ?? [] {
                let path = relative.isEmpty ? name : relative + "/" + name
                guard let entry = try? item(folder + "/" + path) else { continue }
                found.append((path, entry))
                if entry.kind == .folder { walk(path) }
            }
        }
        walk("")
        return found.sorted { $0.path < $1.path }
    }
}
