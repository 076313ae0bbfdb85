import Foundation

/// The fallback watcher: every watched file's size and modification time, looked at twice a
/// second.
enum PollingWatcher {
    /// How often the files are looked at.
    static let interval: Duration = .milliseconds(500)

    static func changes(of list: WatchList) -> AsyncStream<Void> {
        AsyncStream { continuation in
            let task = Task {
                var last = snapshot(list)
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    let now = snapshot(list)
                    if now != last { continuation.yield() }
                    last = now
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Each watched file by path, with its size and modification time.
    static func snapshot(_ list: WatchList) -> [String: String] {
        var result: [String: String] = [:]
        let manager = FileManager.default
        func add(_ path: String) {
            guard list.concerns(path), let attributes = try? manager.attributesOfItem(atPath: path) else { return }
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            result[path] = "\(attributes[.size] as? Int ?? 0) \(date)"
        }
        list.files.forEach(add)
        for folder in list.folders {
            guard let walker = manager.enumerator(atPath: folder) else { continue }
            while let name = walker.nextObject() as? String { add(folder + "/" + name) }
        }
        return result
    }
}
