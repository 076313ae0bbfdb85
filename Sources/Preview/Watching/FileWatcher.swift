import Diary
import Foundation
import Support

/// Tells when something on a watch list changes: inotify's notifications on Linux, else (on
/// macOS, or where inotify cannot be used) a look at every watched file twice a second.
public enum FileWatcher {
    /// How long the files must be quiet, in milliseconds, before a watcher the system tells of
    /// changes tells of them: a burst (an app writing a file in pieces, an editor's save) is
    /// told once.
    static let quiet: Int32 = 60

    /// The changes to `list`, one element per batch of changes noticed together; ends when the
    /// task iterating it is cancelled. Folders are listed and files looked at through
    /// `fileSystem`.
    public static func changes(of list: WatchList, fileSystem: FileSystem) -> AsyncStream<Void> {
        // Every line here compiles on Linux, where CI builds: macOS only leaves out inotify.
        #if os(Linux)
            if let stream = InotifyWatcher.changes(of: list, fileSystem: fileSystem) { return stream }
        #endif
        return PollingWatcher.changes(of: list, fileSystem: fileSystem)
    }
}
