import Foundation
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Reading goes through the file system value one explicit step at a time: resolve the real
// path, check it is inside the folder, check it is a regular file, then read it without
// following links.
extension MediaFolder {
    /// Why the media folder itself cannot be used.
    package struct FolderProblem: Error, Hashable, Sendable {
        package var message: String
        package var isMissing: Bool
    }

    /// Why a photo file could not be read.
    package enum ReadProblem: Error, Hashable, Sendable {
        case missing(String)
        case unreadable(String)
        case tooLarge(bytes: Int, limit: Int)

        package func lookup(path: String) -> PhotoLookup {
            switch self {
            case .missing(let why):
                return .missing("\(path): \(why)")
            case .unreadable(let why):
                return .unreadable("\(path): \(why)")
            case .tooLarge(let bytes, let limit):
                return .tooLarge(
                    "\(path): \(size(bytes)), more than the \(size(limit)) a photo may have; "
                        + "save a smaller copy")
            }
        }

        /// `337 bytes`, or whole megabytes (rounded up) from 1 MB on: `65 MB`.
        private func size(_ bytes: Int) -> String {
            bytes < 1 << 20 ? "\(bytes) bytes" : "\((bytes + (1 << 20) - 1) >> 20) MB"
        }
    }

    package static func resolveFolder(_ path: String, fileSystem: FileSystem) -> Result<String, FolderProblem> {
        let resolved: String
        do {
            resolved = try fileSystem.resolve(path)
        } catch {
            let message =
                error.isMissing
                ? "no such media folder; check --media" : "the media folder cannot be opened (\(error.message))"
            return .failure(FolderProblem(message: message, isMissing: error.isMissing))
        }
        guard (try? fileSystem.item(resolved))??.kind == .folder else {
            return .failure(
                FolderProblem(message: "not a folder; --media must name the folder of photos", isMissing: false))
        }
        return .success(resolved)
    }

    package func read(rootPath: String, name: String) -> Result<Data, ReadProblem> {
        let candidate = rootPath == "/" ? "/" + name : rootPath + "/" + name
        let real: String
        do {
            real = try fileSystem.resolve(candidate)
        } catch {
            if error.isMissing {
                let isLink = (try? fileSystem.item(candidate)) != nil
                return .failure(
                    .missing(isLink ? "a link to a file that does not exist" : "no such photo in the media folder"))
            }
            if error.code == ELOOP { return .failure(.unreadable("a link that loops")) }
            return .failure(.unreadable("cannot be read (\(error.message))"))
        }
        let inside = rootPath == "/" ? "/" : rootPath + "/"
        guard real.utf8.count > inside.utf8.count, real.utf8.starts(with: inside.utf8) else {
            return .failure(.unreadable("a link to \(real), outside the media folder; refused"))
        }
        // The real path has no link left in it: what `item` sees is the file itself.
        let found: FileSystem.Item
        do {
            guard let item = try fileSystem.item(real) else {
                return .failure(.unreadable("cannot be read (\(String(cString: strerror(ENOENT))))"))
            }
            found = item
        } catch {
            return .failure(.unreadable("cannot be read (\(error.message))"))
        }
        if let problem = fileTypeProblem(found) { return .failure(problem) }
        let data: Data
        do {
            data = try fileSystem.read(real)
        } catch {
            return .failure(.unreadable("cannot be read (\(error.message))"))
        }
        // A file that grew since it was looked at is judged by what was read.
        if data.count > maximumBytes { return .failure(.tooLarge(bytes: data.count, limit: maximumBytes)) }
        return .success(data)
    }

    private func fileTypeProblem(_ item: FileSystem.Item) -> ReadProblem? {
        switch item.kind {
        case .file:
            return item.size > maximumBytes ? .tooLarge(bytes: item.size, limit: maximumBytes) : nil
        case .folder:
            return .unreadable("a folder, not a photo")
        case .symbolicLink, .other:
            return .unreadable("not a regular file")
        }
    }
}
