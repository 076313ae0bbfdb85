/// Why the site could not be written into the output folder. The output folder is left as
/// it was whenever the failure happens before files are moved into place.
public struct SiteWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The output folder holds files but no marker, so FoodStory did not create it.
        case notOurFolder
        /// The output folder exists and is not a folder.
        case notAFolder
        /// A symbolic link is where the output folder, one of its folders or a file would go.
        case symbolicLink
        /// A file is where a folder is needed.
        case fileInTheWay
        /// A folder (or something else that is not a plain file) is where a file would go.
        case folderInTheWay
        /// A site path that could reach outside the output folder or is otherwise unusable.
        case invalidPath(String)
        /// The operating system refused access.
        case permissionDenied(String)
        /// Reading, writing, moving or removing failed for another reason (a full disk, an I/O error).
        case failed(String)
    }

    /// The file or folder concerned: a site path, or a path on disk for the output folder itself.
    public var path: String
    /// What went wrong.
    public var reason: Reason

    /// An error about `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// Always 73: the output cannot be written.
    public var exitCode: Int32 { 73 }

    /// One line: the path and what to do about it.
    public var description: String {
        "\(path): " + detail
    }

    private var detail: String {
        switch reason {
        case .notOurFolder:
            return
                "the folder is not empty and was not created by FoodStory (no .foodstory marker); choose an empty or new folder, or pass --force to write into it (FoodStory never removes files it did not write)"
        case .notAFolder:
            return "exists and is not a folder; choose a folder for the site"
        case .symbolicLink:
            return "is a symbolic link; FoodStory does not write through links, choose a real folder"
        case .fileInTheWay:
            return "is a file where the site needs a folder; move it away or choose another output folder"
        case .folderInTheWay:
            return
                "is a folder (or not a plain file) where the site needs a file; move it away or choose another output folder"
        case .invalidPath(let why):
            return "not a usable site path (\(why)); site paths are relative and stay inside the output folder"
        case .permissionDenied(let why):
            return "permission denied (\(why))"
        case .failed(let why):
            return "cannot be written (\(why))"
        }
    }
}
