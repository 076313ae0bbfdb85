import Diary
import Foundation

/// The watcher for kernels that tell what happens to files and folders held open (kqueue's
/// vnodes) rather than to the names in a folder (inotify): it holds open every file and folder
/// `WatchList.vnodes(in:)` names, and after a folder is written (a name in it came or went),
/// or a file held is deleted or renamed, it lists the watched folders again, lets go of what
/// is gone, opens what is new and opens again a file another has replaced (an editor saving
/// by renaming a new file over the old, a diary deleted and exported again). Everything but
/// the kernel calls is here, so it runs, and is tested, on every platform.
///
/// It needs a handle per file: when the list names more than the kernel's budget, it lets
/// go of them all and looks at every watched file's size and date instead, as
/// `PollingWatcher` does.
struct VnodeWatcher<Kernel: VnodeKernel> {
    /// What is watched.
    let list: WatchList
    /// Through which folders are listed and files looked at.
    let fileSystem: FileSystem
    /// Holds the files open and tells what happens to them.
    var kernel: Kernel
    /// The files and folders held open, by path.
    private(set) var held: [String: Held] = [:]
    /// The paths of `held`, by handle.
    private var paths: [Int32: String] = [:]
    /// What the list named when last listed: a change is a file or folder coming or going.
    private var known: [String: FileSystem.Item.Kind] = [:]
    /// Each watched file's size and date when last looked at, once over the budget; nil while
    /// the kernel tells.
    private(set) var lastLook: [String: String]?

    /// A file or folder held open.
    struct Held: Equatable, Sendable {
        /// The kernel's handle for it.
        var handle: Int32
        /// Whether it is a file or a folder.
        var kind: FileSystem.Item.Kind
    }

    /// Holds open everything `list` names, through `kernel`: a change made once this returns
    /// is seen.
    init(list: WatchList, fileSystem: FileSystem, kernel: Kernel) {
        self.list = list
        self.fileSystem = fileSystem
        self.kernel = kernel
        let wanted = list.vnodes(in: fileSystem)
        guard wanted.count <= kernel.budget else {
            lastLook = PollingWatcher.snapshot(list, fileSystem)
            return
        }
        for (path, kind) in wanted.sorted(by: { $0.key < $1.key }) { hold(path, kind) }
        known = wanted
    }

    /// Takes in what the kernel told; whether it changed anything the site is built from: a
    /// file held was touched in any way, or a file or folder came or went.
    mutating func take(_ events: [VnodeEvent]) -> Bool {
        // Every handle is read as a path first: one let go of below may be given out again.
        let told = events.compactMap { event in paths[event.handle].map { (path: $0, notes: event.notes) } }
        var changed = false
        var stale: Set<String> = []
        var written: Set<String> = []
        for (path, notes) in told {
            guard let kind = held[path]?.kind else { continue }
            if kind == .file { changed = true }
            if kind == .folder, notes.contains(.written) { written.insert(path) }
            if !notes.isDisjoint(with: [.deleted, .renamed]) { stale.insert(path) }
        }
        guard !stale.isEmpty || !written.isEmpty else { return changed }
        return refresh(stale: stale, written: written) || changed
    }

    /// Looks at the watched files' sizes and dates, once over the budget; whether they changed
    /// since the last look.
    mutating func look() -> Bool {
        let now = PollingWatcher.snapshot(list, fileSystem)
        defer { lastLook = now }
        return now != lastLook
    }

    /// Lets go of every handle and of the kernel.
    mutating func close() {
        for path in held.keys.sorted() { release(path) }
        kernel.close()
    }

    /// Lists the watched folders again and holds open what they now hold: what is gone or
    /// `stale` is let go of, what is new or was replaced (another file has the name of one
    /// held directly in a `written` folder) is opened. Whether a file or folder came, went or
    /// was replaced.
    private mutating func refresh(stale: Set<String>, written: Set<String>) -> Bool {
        let wanted = list.vnodes(in: fileSystem)
        guard wanted.count <= kernel.budget else {
            for path in held.keys.sorted() { release(path) }
            known = [:]
            lastLook = PollingWatcher.snapshot(list, fileSystem)
            return true
        }
        var changed = wanted != known
        for (path, open) in held.sorted(by: { $0.key < $1.key }) {
            let replaced =
                written.contains((path as NSString).deletingLastPathComponent)
                && !kernel.isCurrent(open.handle, at: path)
            guard replaced || stale.contains(path) || wanted[path] != open.kind else { continue }
            release(path)
            if replaced { changed = true }
        }
        for (path, kind) in wanted.sorted(by: { $0.key < $1.key }) where held[path] == nil { hold(path, kind) }
        known = wanted
        return changed
    }

    private mutating func hold(_ path: String, _ kind: FileSystem.Item.Kind) {
        guard let handle = kernel.watch(path) else { return }
        held[path] = Held(handle: handle, kind: kind)
        paths[handle] = path
    }

    private mutating func release(_ path: String) {
        guard let open = held.removeValue(forKey: path) else { return }
        paths[open.handle] = nil
        kernel.unwatch(open.handle)
    }
}

extension VnodeWatcher: Sendable where Kernel: Sendable {}
