import Foundation

extension SiteWriter {
    /// What a write will do, decided before anything is written.
    package struct Plan: Sendable {
        /// New files and files whose bytes changed, in path order.
        package var changed: [SiteFile] = []
        /// Files whose bytes are already in place, in path order.
        package var unchanged: [String] = []
        /// Folders to create, parents first.
        package var newFolders: [String] = []
        /// Every path of this build, in order.
        package var paths: [String] = []
    }

    /// Compares each file with what is in the output folder. Refuses a symbolic link, or a
    /// file where a folder is needed (or the other way round), anywhere on a file's path.
    package func plan(_ files: [SiteFile], keeping kept: [String: Int] = [:]) throws(SiteWriteError) -> Plan {
        var plan = Plan()
        var checked = Set<String>()
        var lastFolder: Substring?
        for path in files.map(\.path) + kept.keys.sorted() {
            // The paths of one folder come one after another: its folders are looked at once.
            let folder = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
            guard folder != lastFolder else { continue }
            lastFolder = folder
            for folder in OutputPath.folders(of: path) where checked.insert(folder).inserted {
                let disk = disk(folder)
                switch try item(disk)?.kind {
                case nil: plan.newFolders.append(folder)
                case .folder?: continue
                case .symbolicLink?: throw SiteWriteError(path: disk, reason: .symbolicLink)
                case .file?, .other?: throw SiteWriteError(path: disk, reason: .fileInTheWay)
                }
            }
        }
        for file in files {
            if try isInPlace(file) {
                plan.unchanged.append(file.path)
            } else {
                plan.changed.append(file)
            }
        }
        for (path, size) in kept {
            let found = try item(disk(path))
            guard found?.kind == .file, found?.size == size else {
                throw SiteWriteError(
                    path: disk(path), reason: .failed("it changed while the site was being built; build again"))
            }
            plan.unchanged.append(path)
        }
        plan.newFolders.sort { ($0.count, $0) < ($1.count, $1) }
        plan.unchanged.sort()
        plan.paths = (files.map(\.path) + kept.keys).sorted()
        return plan
    }

    /// Whether the output folder already holds exactly this file's bytes.
    private func isInPlace(_ file: SiteFile) throws(SiteWriteError) -> Bool {
        let path = disk(file.path)
        guard let found = try item(path) else { return false }
        switch found.kind {
        case .file: break
        case .symbolicLink: throw SiteWriteError(path: path, reason: .symbolicLink)
        case .folder, .other: throw SiteWriteError(path: path, reason: .folderInTheWay)
        }
        guard found.size == file.size else { return false }
        do {
            return try fileSystem.read(path) == file.contents
        } catch {
            throw Self.error(error, at: path)
        }
    }
}
