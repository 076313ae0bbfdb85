import Foundation

/// Every file operation of the library, as a value of closures: `.disk` for the real thing,
/// and any test double a test cares to make (one that fails on a chosen path, one held in
/// memory). The diary readers, the site's templates, photos and build and the output writer
/// all go through the one they are handed; only SQLite opens its own files (a store's private
/// copy, the record cache), at paths this value made or checked.
///
/// Every closure takes paths as given (absolute, or relative to the working folder) and
/// never follows a symbolic link at the path's end; `resolve` says where links lead.
public struct FileSystem: Sendable {
    /// What is at a path, as `lstat` sees it (a link is a link, not what it points at).
    public struct Item: Hashable, Sendable {
        /// What kind of thing it is.
        public var kind: Kind
        /// Its size in bytes (meaningful for files).
        public var size: Int
        /// When its contents last changed, in seconds since 1970.
        public var modified: Double

        /// An item of `kind` and `size`, changed at `modified`.
        public init(kind: Kind, size: Int, modified: Double = 0) {
            self.kind = kind
            self.size = size
            self.modified = modified
        }

        /// The kinds of things a path can name.
        public enum Kind: Hashable, Sendable {
            /// A regular file.
            case file
            /// A folder.
            case folder
            /// A symbolic link.
            case symbolicLink
            /// Anything else (a socket, a device, a pipe).
            case other
        }
    }

    /// Why an operation failed: the system's error number and its message.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The `errno` value.
        public var code: Int32
        /// The system's words for it (`No space left on device`).
        public var message: String

        /// A failure with `code` and `message`.
        public init(code: Int32, message: String) {
            self.code = code
            self.message = message
        }

        /// Whether the system refused access (as opposed to running out of space, say).
        public var isPermissionProblem: Bool { code == EACCES || code == EPERM || code == EROFS }

        /// Whether nothing is at the path (or at a folder on the way to it).
        public var isMissing: Bool { code == ENOENT }

        /// The message.
        public var description: String { message }
    }

    /// What is at a path, or nil when nothing is.
    public var item: @Sendable (String) throws(Failure) -> Item?
    /// The path with every symbolic link on the way followed, absolute; fails when it leads
    /// nowhere.
    public var resolve: @Sendable (String) throws(Failure) -> String
    /// The names in a folder, sorted.
    public var list: @Sendable (String) throws(Failure) -> [String]
    /// A file's bytes.
    public var read: @Sendable (String) throws(Failure) -> Data
    /// Creates a new file with these bytes; fails when anything is already at the path.
    public var create: @Sendable (String, Data) throws(Failure) -> Void
    /// Creates a folder (its parent must exist).
    public var makeFolder: @Sendable (String) throws(Failure) -> Void
    /// Renames the first path to the second, replacing a file there (same file system, atomic).
    public var move: @Sendable (String, String) throws(Failure) -> Void
    /// Removes a file or a symbolic link (never what a link points at).
    public var removeFile: @Sendable (String) throws(Failure) -> Void
    /// Removes an empty folder.
    public var removeFolder: @Sendable (String) throws(Failure) -> Void

    /// A file system made of these operations.
    public init(
        item: @escaping @Sendable (String) throws(Failure) -> Item?,
        resolve: @escaping @Sendable (String) throws(Failure) -> String,
        list: @escaping @Sendable (String) throws(Failure) -> [String],
        read: @escaping @Sendable (String) throws(Failure) -> Data,
        create: @escaping @Sendable (String, Data) throws(Failure) -> Void,
        makeFolder: @escaping @Sendable (String) throws(Failure) -> Void,
        move: @escaping @Sendable (String, String) throws(Failure) -> Void,
        removeFile: @escaping @Sendable (String) throws(Failure) -> Void,
        removeFolder: @escaping @Sendable (String) throws(Failure) -> Void
    ) {
        self.item = item
        self.resolve = resolve
        self.list = list
        self.read = read
        self.create = create
        self.makeFolder = makeFolder
        self.move = move
        self.removeFile = removeFile
        self.removeFolder = removeFolder
    }
}
