import Diary
import Foundation
import Support

/// The fallback watcher: every watched file's size and modification time, looked at twice a
/// second.
enum PollingWatcher {
    /// How often the files are looked at.
    static let interval: Duration = .milliseconds(500)

    static func changes(of list: WatchList, fileSystem: FileSystem) -> AsyncStream<Void> {
        AsyncStream { continuation in
            let task = Task {
                var last = snapshot(list, fileSystem)
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    let now = snapshot(list, fileSystem)
                    if now != last { continuation.yield() }
                    last = now
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Each watched file by path, with its size and modification time.
    static func snapshot(_ list: WatchList, _ fileSystem: FileSystem) -> [String: String] {
        var result: [String: String] = [:]
        func add(_ path: String, _ item: FileSystem.Item?) {
            guard list.concerns(path), let item else { return }
            result[path] = "\(item.size) \(item.modified)"
        }
        for file in list.files { add(file, try? fileSystem.itemFollowingLinks(file)) }
        for folder in list.folders {
            for (path, item) in fileSystem.contents(of: folder) ?? [] { add(folder + "/" + path, item) }
        }
        return result
    }
}
