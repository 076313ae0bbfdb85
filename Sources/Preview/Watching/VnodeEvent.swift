/// What the kernel tells about one file or folder held open for changes (a vnode, in kqueue's
/// words): which one, by the handle it was opened as, and what happened to it.
struct VnodeEvent: Equatable, Sendable {
    /// The handle the file or folder was opened as.
    var handle: Int32
    /// What happened to it.
    var notes: Notes

    /// What can happen to a file or folder held open: kqueue's `NOTE_WRITE`, `NOTE_EXTEND`,
    /// `NOTE_ATTRIB`, `NOTE_DELETE` and `NOTE_RENAME`. A folder is written when a name in it is
    /// added, removed or renamed.
    struct Notes: OptionSet, Hashable, Sendable {
        let rawValue: UInt8

        /// Its contents were written (a folder: a name in it came or went).
        static let written = Notes(rawValue: 1 << 0)
        /// It grew.
        static let extended = Notes(rawValue: 1 << 1)
        /// Its attributes changed (permissions, dates, link count).
        static let attributes = Notes(rawValue: 1 << 2)
        /// It was removed (or replaced by another file moved over it).
        static let deleted = Notes(rawValue: 1 << 3)
        /// It was moved to another name.
        static let renamed = Notes(rawValue: 1 << 4)
    }
}
