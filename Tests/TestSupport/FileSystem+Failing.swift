import Diary
import Foundation
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// The disk, except that creating a file holding exactly `bytes` fails with `code`
    /// (`ENOSPC`: the disk is full).
    public static func disk(failingToCreate bytes: Data, code: Int32 = ENOSPC) -> FileSystem {
        var fileSystem = FileSystem.disk
        fileSystem.create = { path, data throws(Failure) in
            if data == bytes { throw Failure(code: code, message: String(cString: strerror(code))) }
            try FileSystem.disk.create(path, data)
        }
        return fileSystem
    }

    /// The disk, except that no folder can be made (`EACCES`: permission denied).
    public static var diskRefusingFolders: FileSystem {
        var fileSystem = FileSystem.disk
        fileSystem.makeFolder = { _ throws(Failure) in
            throw Failure(code: EACCES, message: String(cString: strerror(EACCES)))
        }
        return fileSystem
    }

    /// The disk, except that nothing moves out of `folder` (`EXDEV`: as if it were on another
    /// file system).
    public static func disk(notMovingOutOf folder: String) -> FileSystem {
        var fileSystem = FileSystem.disk
        fileSystem.move = { source, target throws(Failure) in
            if source.hasPrefix(folder + "/"), !target.hasPrefix(folder + "/") {
                throw Failure(code: EXDEV, message: String(cString: strerror(EXDEV)))
            }
            try FileSystem.disk.move(source, target)
        }
        return fileSystem
    }
}
