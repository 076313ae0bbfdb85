import Foundation
import Support
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The disk as the library sees it: links are seen as links unless followed on purpose, and
/// the operations made of the value's own do what their names say.
@Suite("The disk file system")
struct FileSystemTests {
    /// A folder holding `a.txt`, `sub/b.txt`, a link to `a.txt`, a link to `sub/` and a link
    /// to nothing.
    static func tree() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("a", to: "a.txt")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("sub"), withIntermediateDirectories: false)
        try folder.write("bb", to: "sub/b.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.path("to-a"), withDestinationPath: "a.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.path("to-sub"), withDestinationPath: "sub")
        try FileManager.default.createSymbolicLink(atPath: folder.path("to-nothing"), withDestinationPath: "gone")
        return folder
    }

    @Test("A link is a link to item, read and the walk, and what it leads to when followed")
    func links() throws {
        let folder = try Self.tree()
        let disk = FileSystem.disk
        #expect(try disk.item(folder.path("to-a"))?.kind == .symbolicLink)
        #expect(try disk.itemFollowingLinks(folder.path("to-a"))?.kind == .file)
        #expect(try disk.itemFollowingLinks(folder.path("to-a"))?.size == 1)
        #expect(try disk.itemFollowingLinks(folder.path("to-nothing")) == nil)
        #expect(try disk.itemFollowingLinks(folder.path("missing")) == nil)
        #expect(throws: FileSystem.Failure(code: ELOOP, message: String(cString: strerror(ELOOP)))) {
            try disk.read(folder.path("to-a"))
        }
        #expect(try disk.readFollowingLinks(folder.path("to-a")) == Data("a".utf8))
        let walk = try #require(disk.contents(of: folder.url.path))
        #expect(walk.map(\.path) == ["a.txt", "sub", "sub/b.txt", "to-a", "to-nothing", "to-sub"])
        #expect(walk.map(\.item.kind) == [.file, .folder, .file, .symbolicLink, .symbolicLink, .symbolicLink])
        #expect(disk.contents(of: folder.path("a.txt")) == nil)
    }

    @Test("Folders are made with their parents, trees removed without following links, files copied")
    func derived() throws {
        let folder = try Self.tree()
        let disk = FileSystem.disk
        try disk.makeFolders(folder.path("x/y/z"))
        try disk.makeFolders(folder.path("x/y/z"))
        #expect(try disk.item(folder.path("x/y/z"))?.kind == .folder)
        try disk.copy(folder.path("sub/b.txt"), to: folder.path("x/y/z/b.txt"))
        #expect(try disk.read(folder.path("x/y/z/b.txt")) == Data("bb".utf8))
        #expect(throws: FileSystem.Failure(code: EEXIST, message: String(cString: strerror(EEXIST)))) {
            try disk.copy(folder.path("a.txt"), to: folder.path("x/y/z/b.txt"))
        }
        // Removing the link to `sub` removes the link; removing `x` removes all of it.
        disk.removeTree(folder.path("to-sub"))
        disk.removeTree(folder.path("x"))
        #expect(try disk.item(folder.path("to-sub")) == nil)
        #expect(try disk.item(folder.path("x")) == nil)
        #expect(try disk.read(folder.path("sub/b.txt")) == Data("bb".utf8))
    }

    @Test("Reading a pipe fails at once instead of waiting for a writer; a folder cannot be read")
    func notRegular() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("pipe"), 0o644) == 0)
        #expect(throws: FileSystem.Failure(code: EINVAL, message: "not a regular file")) {
            try FileSystem.disk.read(folder.path("pipe"))
        }
        #expect(throws: FileSystem.Failure(code: EISDIR, message: String(cString: strerror(EISDIR)))) {
            try FileSystem.disk.read(folder.url.path)
        }
    }
}
