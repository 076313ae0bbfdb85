import Foundation
import Support

extension SiteWriter {
    /// The output folder as found: the marker of an earlier build, when there is one.
    package struct FolderState: Sendable {
        package var marker: OutputMarker?
    }

    /// Makes sure the output folder exists and may be written into, and cleans up after a
    /// build that was interrupted while staging.
    package func openFolder() throws(SiteWriteError) -> FolderState {
        guard let found = try item(root) else {
            try makeFolders(root)
            return FolderState(marker: nil)
        }
        switch found.kind {
        case .folder: break
        case .symbolicLink: throw SiteWriteError(path: root, reason: .symbolicLink)
        case .file, .other: throw SiteWriteError(path: root, reason: .notAFolder)
        }
        let names: [String]
        do {
            names = try fileSystem.list(root)
        } catch {
            throw Self.error(error, at: root)
        }
        guard names.contains(OutputPath.marker) else {
            if names.isEmpty || force { return FolderState(marker: nil) }
            throw SiteWriteError(path: root, reason: .notOurFolder)
        }
        let markerPath = disk(OutputPath.marker)
        switch try item(markerPath)?.kind {
        case .file?: break
        case .symbolicLink?: throw SiteWriteError(path: markerPath, reason: .symbolicLink)
        default: throw SiteWriteError(path: markerPath, reason: .folderInTheWay)
        }
        let marker: OutputMarker
        do {
            marker = OutputMarker(data: try fileSystem.read(markerPath))
        } catch {
            throw Self.error(error, at: markerPath)
        }
        if names.contains(OutputPath.staging) { removeTree(disk(OutputPath.staging)) }
        if let workFolder { removeTree(workFolder + "/staging") }
        return FolderState(marker: marker)
    }

    /// What is at `path`, with a failure turned into the writer's error.
    package func item(_ path: String) throws(SiteWriteError) -> FileSystem.Item? {
        do {
            return try fileSystem.item(path)
        } catch {
            throw Self.error(error, at: path)
        }
    }

    /// Creates `path` and the folders above it that are missing (like `mkdir -p`).
    private func makeFolders(_ path: String) throws(SiteWriteError) {
        var missing: [String] = []
        var current = URL(fileURLWithPath: path)
        while current.path != "/", try item(current.path) == nil {
            missing.append(current.path)
            current = current.deletingLastPathComponent()
        }
        for folder in missing.reversed() {
            do {
                try fileSystem.makeFolder(folder)
            } catch {
                throw Self.error(error, at: folder)
            }
        }
    }

    /// Removes `path` and, for a folder, everything in it, without following links (a link
    /// is removed, never what it points at). Best effort: used to clean up.
    package func removeTree(_ path: String) {
        fileSystem.removeTree(path)
    }
}
