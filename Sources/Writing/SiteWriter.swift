import Foundation
import Support

/// Puts a generated site into the output folder safely:
///
/// - the folder is created when missing; an existing folder must be empty or carry
///   FoodStory's `.foodstory` marker, unless `force` (which still never removes a file
///   FoodStory did not write);
/// - a file whose bytes are already there is left alone (not even opened for writing, so its
///   modification time stays);
/// - new and changed files are written into `.foodstory-staging/` inside the output folder
///   first, and moved into place with `rename` only when every one of them was written;
///   a failure before that leaves the folder exactly as it was;
/// - files an earlier build wrote (listed in the marker) and this one does not are removed;
/// - nothing is written through a symbolic link, and no site path can leave the folder.
public struct SiteWriter: Sendable {
    /// The output folder (`--out`).
    public var outputFolder: URL {
        didSet { root = Self.root(of: outputFolder) }
    }
    /// The output folder's path on disk, without a trailing slash: worked out once, not for
    /// each of the several paths every file needs.
    package private(set) var root: String
    /// Whether to write into a non-empty folder that has no marker.
    public var force: Bool
    /// The file operations used.
    public var fileSystem: FileSystem
    /// Where the writer's working folders (the rendered and staging folders) go: a folder of
    /// the build's state outside the output folder, when `prepare` finds it on the output
    /// folder's file system (files move into place with `rename`); nil for inside the output
    /// folder (`.foodstory-rendered/`, `.foodstory-staging/`).
    public var workFolder: String?

    /// A writer into `outputFolder`.
    public init(outputFolder: URL, force: Bool, fileSystem: FileSystem = .disk) {
        self.outputFolder = outputFolder
        self.root = Self.root(of: outputFolder)
        self.force = force
        self.fileSystem = fileSystem
    }

    /// Writes `files` (paths relative to the output folder) and returns what changed. `kept`
    /// are files of the site already in place from the last build, by path with their size:
    /// they are left as they are, and stay in the marker's list.
    public func write(_ files: [SiteFile], keeping kept: [String: Int] = [:]) throws(SiteWriteError) -> WriteSummary {
        let sorted = try Self.validated(files, keeping: kept.keys)
        let folder = try openFolder()
        // Files a build wrote into `.foodstory-rendered/` are moved from there or dropped;
        // the folder goes in every case.
        defer { removeTree(renderedRoot) }
        let plan = try plan(sorted, keeping: kept)
        var claimed = false
        if folder.marker == nil {
            try create(OutputMarker(files: []).data, at: disk(OutputPath.marker))
            claimed = true
        }
        do {
            try stage(plan.changed)
        } catch {
            removeTree(stagingRoot)
            if claimed { try? fileSystem.removeFile(disk(OutputPath.marker)) }
            throw error
        }
        do {
            let removed = try commit(plan, previous: folder.marker?.files ?? [])
            removeTree(stagingRoot)
            return WriteSummary(written: plan.changed.map(\.path), unchanged: plan.unchanged, removed: removed)
        } catch {
            removeTree(stagingRoot)
            throw error
        }
    }

    /// The files sorted by path, once each checked to stay inside the output folder, with
    /// no path listed twice and none both a file and a folder.
    package static func validated(_ files: [SiteFile], keeping kept: some Collection<String> = [])
        throws(SiteWriteError)
        -> [SiteFile]
    {
        let sorted = files.sorted { $0.path < $1.path }
        var paths = Set<String>()
        var folded: [String: String] = [:]
        let all = (sorted.map(\.path) + kept).sorted()
        for path in all {
            if let problem = OutputPath.problem(with: path) {
                throw SiteWriteError(path: path, reason: .invalidPath(problem))
            }
            guard paths.insert(path).inserted else {
                throw SiteWriteError(path: path, reason: .invalidPath("it is listed twice"))
            }
            // Both would be one file on a file system that ignores case (macOS by default).
            if let other = folded.updateValue(path, forKey: path.lowercased()) {
                throw SiteWriteError(path: path, reason: .invalidPath("it differs from \(other) only in letter case"))
            }
        }
        for path in all {
            for folder in OutputPath.folders(of: path) where paths.contains(folder) {
                throw SiteWriteError(path: folder, reason: .invalidPath("it is both a file and the folder of \(path)"))
            }
        }
        return sorted
    }

    /// The path on disk of `folder`, without a trailing slash.
    private static func root(of folder: URL) -> String {
        let path = folder.standardizedFileURL.path
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// The folder a build writes each file into as it is made (`RenderedFolder`).
    package var renderedRoot: String { workFolder.map { $0 + "/rendered" } ?? disk(OutputPath.rendered) }

    /// The folder new files are written into before they are moved into place.
    package var stagingRoot: String { workFolder.map { $0 + "/staging" } ?? disk(OutputPath.staging) }

    /// The disk path of `path` inside the output folder.
    package func disk(_ path: String) -> String {
        root == "/" ? "/" + path : root + "/" + path
    }

    /// The error for a failed operation on `path`.
    package static func error(_ failure: FileSystem.Failure, at path: String) -> SiteWriteError {
        SiteWriteError(
            path: path,
            reason: failure.isPermissionProblem ? .permissionDenied(failure.message) : .failed(failure.message))
    }
}
