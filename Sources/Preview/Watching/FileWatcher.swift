import Diary
import Foundation

/// Tells when something on a watch list changes: the platform's notifications where there are
/// some (inotify on Linux), else a look at every watched file twice a second.
public enum FileWatcher {
    /// The changes to `list`, one element per batch of changes noticed together; ends when the
    /// task iterating it is cancelled. Folders are listed and files looked at through
    /// `fileSystem`.
    public static func changes(of list: WatchList, fileSystem: FileSystem) -> AsyncStream<Void> {
        #if os(Linux)
            if let stream = InotifyWatcher.changes(of: list, fileSystem: fileSystem) { return stream }
        #endif
        return PollingWatcher.changes(of: list, fileSystem: fileSystem)
    }
}
