/// The kernel side of the vnode watcher: holding files and folders open for changes, and
/// waiting for what happens to them. kqueue on Darwin (`KqueueKernel`); everything else the
/// watcher does is kept out of it, so that it is the same code, tested, on every platform.
protocol VnodeKernel {
    /// How many files and folders may be held open at once; more, and the watcher looks at
    /// them instead (see `VnodeWatcher`).
    var budget: Int { get }

    /// Holds the file or folder at `path` open for changes: its handle, or nil when it cannot
    /// be (gone already, say).
    mutating func watch(_ path: String) -> Int32?

    /// Lets go of a handle `watch` gave.
    mutating func unwatch(_ handle: Int32)

    /// Whether `handle` is still the file at `path`: false when another file has taken its
    /// name since it was opened (an editor's save, a file moved over it) or the name is gone.
    func isCurrent(_ handle: Int32, at path: String) -> Bool

    /// Waits for what happens to the handles held, at most `milliseconds` (nil: until
    /// something happens or the watcher is stopped).
    mutating func wait(milliseconds: Int32?) -> VnodeWait

    /// Lets go of every handle and of the kernel's own resources; called once, at the end.
    mutating func close()
}

/// What a wait for changes ended with.
enum VnodeWait: Equatable, Sendable {
    /// These happened.
    case events([VnodeEvent])
    /// Nothing happened in the time given.
    case timedOut
    /// Nobody listens any more.
    case stopped
    /// The kernel can no longer tell (the wait itself failed).
    case failed
}
