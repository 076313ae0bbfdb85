import Foundation

extension SiteWriter {
    /// Where the `index`th changed file is staged.
    private func staged(_ index: Int) -> String {
        stagingRoot + "/\(index)"
    }

    /// Writes every changed file into the staging folder inside the output folder. Nothing
    /// the site shows has changed yet when this returns or throws.
    package func stage(_ files: [SiteFile]) throws(SiteWriteError) {
        // A file the build already wrote into the rendered folder is moved from there.
        if files.allSatisfy({ $0.diskPath != nil }) { return }
        do {
            try fileSystem.makeFolder(stagingRoot)
        } catch {
            throw Self.error(error, at: stagingRoot)
        }
        for (index, file) in files.enumerated() where file.diskPath == nil {
            do {
                try fileSystem.create(staged(index), file.contents)
            } catch {
                throw Self.error(error, at: disk(file.path))
            }
        }
    }

    /// Moves the staged files into place, removes the files of the previous build that this
    /// one does not make, and records the new list in the marker. Returns the removed paths.
    package func commit(_ plan: Plan, previous: [String]) throws(SiteWriteError) -> [String] {
        // Until the stale files are gone, the marker lists both builds' files, so an
        // interrupted build still knows every file it may have written.
        try updateMarker(OutputMarker(merging: OutputMarker(files: previous), OutputMarker(files: plan.paths)))
        let whole = foldersMovedWhole(plan)
        // Whether a path comes into place with a folder moved whole (the folder itself too).
        let isMovedWhole = { (path: String) in
            !whole.isEmpty && (whole.contains(path) || OutputPath.folders(of: path).contains { whole.contains($0) })
        }
        for folder in plan.newFolders where !isMovedWhole(folder) {
            do {
                try fileSystem.makeFolder(disk(folder))
            } catch {
                throw Self.error(error, at: disk(folder))
            }
        }
        for folder in whole.sorted() {
            do {
                try fileSystem.move(renderedRoot + "/" + folder, disk(folder))
            } catch {
                throw Self.error(error, at: disk(folder))
            }
        }
        for (index, file) in plan.changed.enumerated() where !isMovedWhole(file.path) {
            do {
                try fileSystem.move(file.diskPath ?? staged(index), disk(file.path))
            } catch {
                throw Self.error(error, at: disk(file.path))
            }
        }
        let removed = try removeStale(Set(previous).subtracting(plan.paths).sorted(), keeping: plan.paths)
        try updateMarker(OutputMarker(files: plan.paths))
        return removed
    }

    /// The new folders that move into place whole, with one rename instead of one for each
    /// of their files (a first build moves thousands of pages this way): the outermost folders
    /// the output does not have yet whose copy in `.foodstory-rendered/` holds exactly the
    /// files this write puts under them, every one written there by the build. Anything else
    /// (a file held in memory, a file there that this write does not name) moves file by file.
    package func foldersMovedWhole(_ plan: Plan) -> Set<String> {
        let new = Set(plan.newFolders)
        var eligible = new.filter { folder in !OutputPath.folders(of: folder).contains(where: new.contains) }
        guard !eligible.isEmpty else { return [] }
        var files: [String: Set<String>] = [:]
        for file in plan.changed {
            guard let folder = OutputPath.folders(of: file.path).first(where: { eligible.contains($0) }) else {
                continue
            }
            if file.diskPath == renderedRoot + "/" + file.path {
                files[folder, default: []].insert(file.path)
            } else {
                eligible.remove(folder)
            }
        }
        return eligible.filter { folder in
            guard let expected = files[folder], let found = renderedFiles(in: folder) else { return false }
            return found == expected
        }
    }

    /// The site paths of the files below `folder` in `.foodstory-rendered/` (nil when something
    /// there is not a plain file or folder, or cannot be listed).
    private func renderedFiles(in folder: String) -> Set<String>? {
        var found: Set<String> = []
        var pending = [folder]
        while let current = pending.popLast() {
            let path = renderedRoot + "/" + current
            guard let names = try? fileSystem.list(path) else { return nil }
            for name in names {
                let child = current + "/" + name
                switch (try? fileSystem.item(path + "/" + name))??.kind {
                case .file?: found.insert(child)
                case .folder?: pending.append(child)
                default: return nil
                }
            }
        }
        return found
    }

    /// Rewrites the marker through the staging folder, unless it already holds these bytes.
    private func updateMarker(_ marker: OutputMarker) throws(SiteWriteError) {
        let path = disk(OutputPath.marker)
        let data = marker.data
        if (try? fileSystem.read(path)) == data { return }
        let temporary = stagingRoot + "/" + OutputPath.marker
        if try item(stagingRoot) == nil {
            do {
                try fileSystem.makeFolder(stagingRoot)
            } catch {
                throw Self.error(error, at: stagingRoot)
            }
        }
        try create(data, at: temporary)
        do {
            try fileSystem.move(temporary, path)
        } catch {
            throw Self.error(error, at: path)
        }
    }

    /// Creates a new file at the disk path `path`.
    package func create(_ data: Data, at path: String) throws(SiteWriteError) {
        do {
            try fileSystem.create(path, data)
        } catch {
            throw Self.error(error, at: path)
        }
    }

    /// Removes the files FoodStory wrote earlier and no longer makes, then the folders that
    /// held them if they are now empty. A path behind a symbolic link, or that is no longer
    /// a plain file, is left alone: FoodStory did not put it there.
    private func removeStale(_ stale: [String], keeping paths: [String]) throws(SiteWriteError) -> [String] {
        guard !stale.isEmpty else { return [] }
        var removed: [String] = []
        // On a file system that ignores case (macOS by default), `Dosa.html` is the file just
        // written as `dosa.html`: never remove it. (Most paths are in small letters already:
        // only the others are folded.)
        let folded = Set(paths.lazy.filter { $0.lowercased() != $0 }.map { $0.lowercased() })
        let current = { (path: String) in Self.holds(paths, path) || folded.contains(path) }
        for path in stale where !current(path.lowercased()) {
            guard try isPlainFileInside(path) else { continue }
            do {
                try fileSystem.removeFile(disk(path))
            } catch {
                throw Self.error(error, at: disk(path))
            }
            removed.append(path)
        }
        // The folders of removed files that no file of this build is in.
        let emptied = Set(removed.flatMap(OutputPath.folders(of:))).filter { !Self.holds(paths, prefix: $0 + "/") }
        // Deepest first, so a folder's subfolders are gone before it is looked at.
        for folder in emptied.sorted(by: { ($0.count, $0) > ($1.count, $1) }) {
            if (try? fileSystem.list(disk(folder)))?.isEmpty == true {
                try? fileSystem.removeFolder(disk(folder))
            }
        }
        return removed
    }

    /// Whether the sorted `paths` hold `path`.
    package static func holds(_ paths: [String], _ path: String) -> Bool {
        let index = lowerBound(of: path, in: paths)
        return index < paths.count && paths[index] == path
    }

    /// Whether the sorted `paths` hold a path that starts with `prefix`.
    package static func holds(_ paths: [String], prefix: String) -> Bool {
        let index = lowerBound(of: prefix, in: paths)
        return index < paths.count && paths[index].hasPrefix(prefix)
    }

    /// The position of the first of the sorted `paths` that is not before `target`.
    private static func lowerBound(of target: String, in paths: [String]) -> Int {
        var (low, high) = (0, paths.count)
        while low < high {
            let middle = (low + high) / 2
            if paths[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether `path` is a plain file reached through real folders only.
    private func isPlainFileInside(_ path: String) throws(SiteWriteError) -> Bool {
        for folder in OutputPath.folders(of: path) where try item(disk(folder))?.kind != .folder {
            return false
        }
        return try item(disk(path))?.kind == .file
    }
}
