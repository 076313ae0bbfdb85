import Foundation

/// Tells when something on a watch list changes: the platform's notifications where there are
/// some (inotify on Linux), else a look at every watched file twice a second.
public enum FileWatcher {
    /// The changes to `list`, one element per batch of changes noticed together; ends when the
    /// task iterating it is cancelled.
    public static func changes(of list: WatchList) -> AsyncStream<Void> {
        #if os(Linux)
            if let stream = InotifyWatcher.changes(of: list) { return stream }
        #endif
        return PollingWatcher.changes(of: list)
    }
}
