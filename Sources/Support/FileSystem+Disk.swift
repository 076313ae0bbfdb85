import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// POSIX calls, so that "never follow a link" is explicit: lstat, O_NOFOLLOW, O_EXCL.
extension FileSystem {
    /// The machine's file system.
    public static let disk = FileSystem(
        item: { path throws(Failure) in try Disk.itemAt(path) },
        resolve: { path throws(Failure) in try Disk.realPath(path) },
        list: { path throws(Failure) in try Disk.names(path) },
        read: { path throws(Failure) in try Disk.contents(path) },
        create: { path, data throws(Failure) in try Disk.newFile(path, data) },
        makeFolder: { path throws(Failure) in try Disk.check(mkdir(path, 0o755)) },
        move: { from, to throws(Failure) in try Disk.check(rename(from, to)) },
        removeFile: { path throws(Failure) in try Disk.check(unlink(path)) },
        removeFolder: { path throws(Failure) in try Disk.check(rmdir(path)) }
    )
}

private enum Disk {
    package static func failure(_ code: Int32 = errno) -> FileSystem.Failure {
        FileSystem.Failure(code: code, message: String(cString: strerror(code)))
    }

    package static func check(_ result: Int32) throws(FileSystem.Failure) {
        if result != 0 { throw failure() }
    }

    package static func itemAt(_ path: String) throws(FileSystem.Failure) -> FileSystem.Item? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw failure()
        }
        let kind: FileSystem.Item.Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        #if canImport(Darwin)
            let modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
        return FileSystem.Item(kind: kind, size: Int(info.st_size), modified: modified)
    }

    package static func realPath(_ path: String) throws(FileSystem.Failure) -> String {
        guard let resolved = realpath(path, nil) else { throw failure() }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    package static func names(_ path: String) throws(FileSystem.Failure) -> [String] {
        guard let folder = opendir(path) else { throw failure() }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The bytes of the file at `path`, opened without following a link and without waiting
    /// (a pipe put there is refused, not waited on), as many as its size when it was opened.
    package static func contents(_ path: String) throws(FileSystem.Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure() }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw failure(EISDIR)
        default: throw FileSystem.Failure(code: EINVAL, message: "not a regular file")
        }
        // Room for exactly the size it has: a `Data(count:)` would be zeroed, and larger.
        let size = Int(info.st_size)
        guard size > 0 else { return Data() }
        guard let buffer = malloc(size) else { throw failure(ENOMEM) }
        var filled = 0
        while filled < size {
            let count = readBytes(descriptor, buffer + filled, size - filled)
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                free(buffer)
                throw failure(code)
            }
            if count == 0 { break }
            filled += count
        }
        return Data(bytesNoCopy: buffer, count: filled, deallocator: .free)
    }

    package static func newFile(_ path: String, _ data: Data) throws(FileSystem.Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure() }
        var written = 0
        let problem: Int32? = data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return nil
        }
        let closed = close(descriptor)
        if let problem { throw failure(problem) }
        if closed != 0 { throw failure() }
    }
}

/// `read(2)`, under a name `Disk`'s own `contents` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
