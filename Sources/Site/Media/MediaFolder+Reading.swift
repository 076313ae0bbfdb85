import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Reading goes through POSIX calls so that each step is explicit: resolve the real path,
// check it is inside the folder, check it is a regular file, then open it without following
// links and read it once.
extension MediaFolder {
    /// Why the media folder itself cannot be used.
    struct FolderProblem: Error, Hashable, Sendable {
        var message: String
        var isMissing: Bool
    }

    /// Why a photo file could not be read.
    enum ReadProblem: Error, Hashable, Sendable {
        case missing(String)
        case unreadable(String)
        case tooLarge(bytes: Int, limit: Int)

        func lookup(path: String) -> PhotoLookup {
            switch self {
            case .missing(let why):
                return .missing("\(path): \(why)")
            case .unreadable(let why):
                return .unreadable("\(path): \(why)")
            case .tooLarge(let bytes, let limit):
                return .unsupported(
                    "\(path): \(size(bytes)), more than the \(size(limit)) a photo may have; "
                        + "save a smaller copy")
            }
        }

        /// `337 bytes`, or whole megabytes (rounded up) from 1 MB on: `65 MB`.
        private func size(_ bytes: Int) -> String {
            bytes < 1 << 20 ? "\(bytes) bytes" : "\((bytes + (1 << 20) - 1) >> 20) MB"
        }
    }

    static func resolveFolder(_ path: String) -> Result<String, FolderProblem> {
        guard let resolved = realPath(path) else {
            let missing = errno == ENOENT
            let message =
                missing ? "no such media folder; check --media" : "the media folder cannot be opened (\(lastError()))"
            return .failure(FolderProblem(message: message, isMissing: missing))
        }
        var info = stat()
        guard stat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            return .failure(
                FolderProblem(message: "not a folder; --media must name the folder of photos", isMissing: false))
        }
        return .success(resolved)
    }

    func read(rootPath: String, name: String) -> Result<Data, ReadProblem> {
        let candidate = rootPath == "/" ? "/" + name : rootPath + "/" + name
        guard let real = Self.realPath(candidate) else {
            let error = errno
            var info = stat()
            if error == ENOENT {
                let isLink = lstat(candidate, &info) == 0
                return .failure(
                    .missing(isLink ? "a link to a file that does not exist" : "no such photo in the media folder"))
            }
            if error == ELOOP { return .failure(.unreadable("a link that loops")) }
            return .failure(.unreadable("cannot be read (\(Self.describe(error)))"))
        }
        let inside = rootPath == "/" ? "/" : rootPath + "/"
        guard real.utf8.count > inside.utf8.count, real.utf8.starts(with: inside.utf8) else {
            return .failure(.unreadable("a link to \(real), outside the media folder; refused"))
        }
        var info = stat()
        guard stat(real, &info) == 0 else {
            return .failure(.unreadable("cannot be read (\(Self.lastError()))"))
        }
        if let problem = fileTypeProblem(info) { return .failure(problem) }
        let descriptor = open(real, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            return .failure(.unreadable("cannot be read (\(Self.lastError()))"))
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else {
            return .failure(.unreadable("cannot be read (\(Self.lastError()))"))
        }
        if let problem = fileTypeProblem(info) { return .failure(problem) }
        return readAll(descriptor, size: Int(info.st_size))
    }

    private func fileTypeProblem(_ info: stat) -> ReadProblem? {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            let size = Int(info.st_size)
            return size > maximumBytes ? .tooLarge(bytes: size, limit: maximumBytes) : nil
        case S_IFDIR:
            return .unreadable("a folder, not a photo")
        default:
            return .unreadable("not a regular file")
        }
    }

    private func readAll(_ descriptor: Int32, size: Int) -> Result<Data, ReadProblem> {
        var data = Data(count: size)
        var filled = 0
        var failure: Int32?
        data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while filled < size {
                let count = readBytes(descriptor, base + filled, size - filled)
                if count > 0 {
                    filled += count
                } else if count == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
        }
        if let failure { return .failure(.unreadable("cannot be read (\(Self.describe(failure)))")) }
        if filled < size { data.count = filled }
        return .success(data)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func lastError() -> String { describe(errno) }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// `read(2)`, under a name the extension's own `read` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
