import Foundation

@testable import Preview

/// A vnode kernel for tests on any platform: its handles are real descriptors (so a file
/// replaced under a name is told apart as kqueue's kernel tells it), its events a script. Each
/// wait runs the next step, which changes files as a person or an app would and answers with
/// the events kqueue delivers for that, by path; when the script is done, the wait says stop.
struct ScriptedKernel: VnodeKernel, Sendable {
    /// One wait's worth: what happens to the files, and what the kernel tells of it.
    typealias Step = @Sendable () throws -> Answer

    /// What a step's wait answers.
    enum Answer: Sendable {
        /// These events, each to the handle held for its path.
        case events([Told])
        /// Nothing happened in the time given.
        case timedOut
    }

    /// An event, by the path of the file or folder it happens to.
    struct Told: Sendable {
        var path: String
        var notes: VnodeEvent.Notes

        init(_ path: String, _ notes: VnodeEvent.Notes) {
            self.path = path
            self.notes = notes
        }
    }

    let budget: Int
    /// Paths in the log are relative to this folder.
    let root: String
    /// The waits still to come.
    var script: [Step] = []
    /// What the watcher asked, in order: `watch templates/day.md`, `unwatch …`, `wait` (for
    /// ever) or `wait 60` (milliseconds); and anything that went wrong with the script.
    var log: [String] = []
    /// The handle held for each path.
    private var handles: [String: Int32] = [:]

    init(budget: Int, root: String) {
        self.budget = budget
        self.root = root
    }

    mutating func watch(_ path: String) -> Int32? {
        let handle = open(path, O_RDONLY | O_CLOEXEC)
        guard handle >= 0 else { return nil }
        log.append("watch \(relative(path))")
        handles[path] = handle
        return handle
    }

    mutating func unwatch(_ handle: Int32) {
        for (path, held) in handles where held == handle {
            log.append("unwatch \(relative(path))")
            handles[path] = nil
        }
        _ = Foundation.close(handle)
    }

    func isCurrent(_ handle: Int32, at path: String) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(handle, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    mutating func wait(milliseconds: Int32?) -> VnodeWait {
        log.append(milliseconds.map { "wait \($0)" } ?? "wait")
        guard !script.isEmpty else { return .stopped }
        do {
            switch try script.removeFirst()() {
            case .timedOut:
                return .timedOut
            case .events(let told):
                var events: [VnodeEvent] = []
                for event in told {
                    guard let handle = handles[event.path] else {
                        log.append("not held: \(relative(event.path))")
                        continue
                    }
                    events.append(VnodeEvent(handle: handle, notes: event.notes))
                }
                return .events(events)
            }
        } catch {
            log.append("step failed: \(error)")
            return .failed
        }
    }

    mutating func close() {
        for handle in Set(handles.values) { _ = Foundation.close(handle) }
        handles = [:]
    }

    private func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}

extension VnodeWatcher where Kernel == ScriptedKernel {
    /// Runs `steps` through the watcher: how many changes it told, and what it asked of the
    /// kernel meanwhile.
    mutating func play(_ steps: [ScriptedKernel.Step]) -> (told: Int, log: [String]) {
        kernel.script = steps
        kernel.log = []
        var told = 0
        run { told += 1 }
        return (told, kernel.log)
    }
}
