import Foundation
import Support

/// Where a build writes each file as soon as it is made, so that the site is not held in
/// memory until it has been checked: `rendered/` in the writer's work folder (a folder of the
/// build's state, outside the output folder) when files can be moved from there into place
/// with `rename`, else `.foodstory-rendered/` inside the output folder; the site's own paths
/// below it. Nothing the site shows changes: the writer moves these
/// files into place only once every file was made and checked, and removes the folder (with
/// the files whose bytes were already in place) when it is done, or when the build fails.
public struct RenderedFolder: Sendable {
    /// The folder's path on disk.
    package let root: String
    /// Whether making it also claimed the output folder (wrote FoodStory's marker there).
    package let claimedOutput: Bool
    /// The folders making it created: the output folder and any missing parents, deepest
    /// first.
    package let createdFolders: [String]
    package let fileSystem: FileSystem

    /// Writes `file` below the folder and returns it as a file whose bytes are there.
    public func write(_ file: SiteFile) throws(SiteWriteError) -> SiteFile {
        if let problem = OutputPath.problem(with: file.path) {
            throw SiteWriteError(path: file.path, reason: .invalidPath(problem))
        }
        let target = root + "/" + file.path
        let contents = file.contents
        do {
            try fileSystem.create(target, contents)
        } catch  where error.code == ENOENT {
            // The file's folder is not there yet: the first file of a folder makes it.
            for folder in OutputPath.folders(of: file.path) { try makeFolder(root + "/" + folder) }
            do {
                try fileSystem.create(target, contents)
            } catch {
                throw SiteWriter.error(error, at: target)
            }
        } catch {
            throw SiteWriter.error(error, at: target)
        }
        return SiteFile(path: file.path, writtenTo: target, size: contents.count, fileSystem: fileSystem)
    }

    /// Makes `path` a folder unless it is one already (another thread may just have made it).
    private func makeFolder(_ path: String) throws(SiteWriteError) {
        do {
            try fileSystem.makeFolder(path)
        } catch {
            if (try? fileSystem.item(path))??.kind == .folder { return }
            throw SiteWriter.error(error, at: path)
        }
    }
}

extension SiteWriter {
    /// Opens the output folder for a build, as `write` will (created when missing, refused
    /// when FoodStory did not make it, unless `force`), claims it with the marker when it has
    /// none, and makes the folder the build writes its files into: in the work folder when a
    /// file moves from there into the output folder (the same file system), else inside the
    /// output folder (the work folder is then forgotten).
    public mutating func prepare() throws(SiteWriteError) -> RenderedFolder {
        var missing: [String] = []
        var current = URL(fileURLWithPath: root)
        while current.path != "/", try item(current.path) == nil {
            missing.append(current.path)
            current = current.deletingLastPathComponent()
        }
        let folder = try openFolder()
        var claimed = false
        if folder.marker == nil {
            try create(OutputMarker(files: []).data, at: disk(OutputPath.marker))
            claimed = true
        }
        if let workFolder, !canMoveIntoPlace(from: workFolder) { self.workFolder = nil }
        let path = renderedRoot
        removeTree(path)
        do {
            try fileSystem.makeFolder(path)
        } catch {
            if claimed { try? fileSystem.removeFile(disk(OutputPath.marker)) }
            throw Self.error(error, at: path)
        }
        return RenderedFolder(root: path, claimedOutput: claimed, createdFolders: missing, fileSystem: fileSystem)
    }

    /// Whether a file made in `folder` can be moved into the output folder with `rename`: tried
    /// with an empty file (a move across file systems fails), removed again either way.
    private func canMoveIntoPlace(from folder: String) -> Bool {
        let probe = folder + "/probe"
        let target = disk(OutputPath.staging)
        defer {
            removeTree(probe)
            removeTree(target)
        }
        do {
            try fileSystem.makeFolders(folder)
            removeTree(probe)
            try fileSystem.create(probe, Data())
            try fileSystem.move(probe, target)
            return true
        } catch {
            return false
        }
    }

    /// Removes what `prepare` made, after a build that failed: the output folder is as it was.
    public func discard(_ rendered: RenderedFolder) {
        removeTree(rendered.root)
        if rendered.claimedOutput { try? fileSystem.removeFile(disk(OutputPath.marker)) }
        for folder in rendered.createdFolders where (try? fileSystem.list(folder))?.isEmpty == true {
            try? fileSystem.removeFolder(folder)
        }
    }
}
