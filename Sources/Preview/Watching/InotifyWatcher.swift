import Support

#if os(Linux)
    import Diary
    import Foundation
    import Glibc
    import Synchronization

    /// The Linux watcher: inotify watches on every watched folder (and its subfolders, new ones
    /// included) and on the folder of every watched file, read on a thread of its own. A burst
    /// of changes (an app writing a file in pieces, an editor's save) is told once, when the
    /// files have been quiet for `FileWatcher.quiet`.
    enum InotifyWatcher {
        /// The changes to `list`; nil when inotify cannot be used. Every watch is in place
        /// when this returns: a change made after it is seen.
        static func changes(of list: WatchList, fileSystem: FileSystem) -> AsyncStream<Void>? {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            var folders: [Int32: String] = [:]
            for folder in list.fileFolders {
                add(folder, to: descriptor, mask: fileMask, recursive: false, fileSystem, &folders)
            }
            for folder in list.folders {
                add(folder, to: descriptor, mask: folderMask, recursive: true, fileSystem, &folders)
            }
            let stop = StopFlag()
            let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
            continuation.onTermination = { _ in stop.raised.store(true, ordering: .sequentiallyConsistent) }
            let watched = folders
            let thread = Thread {
                watch(descriptor, list: list, folders: watched, fileSystem: fileSystem, stop: stop) {
                    continuation.yield()
                }
                close(descriptor)
                continuation.finish()
            }
            thread.start()
            return stream
        }

        /// Watches `path` (and, when `recursive`, every folder under it that is not hidden),
        /// noting each watch's folder in `folders`.
        private static func add(
            _ path: String, to descriptor: Int32, mask: UInt32, recursive: Bool, _ fileSystem: FileSystem,
            _ folders: inout [Int32: String]
        ) {
            let handle = inotify_add_watch(descriptor, path, mask)
            guard handle >= 0 else { return }
            folders[handle] = path
            guard recursive, let names = try? fileSystem.list(path) else { return }
            for name in names where !name.hasPrefix(".") {
                let child = path + "/" + name
                if (try? fileSystem.itemFollowingLinks(child))??.kind == .folder {
                    add(child, to: descriptor, mask: mask, recursive: true, fileSystem, &folders)
                }
            }
        }

        /// Set when nobody listens any more: the thread ends within a poll.
        final class StopFlag: Sendable {
            let raised = Atomic<Bool>(false)
        }

        private static let fileMask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
        private static let folderMask = fileMask | UInt32(IN_MOVED_FROM | IN_ATTRIB)

        /// Reads events until `stop` is raised, calling `changed` once per quiet-ended burst;
        /// `folders` are the watches in place, by handle.
        private static func watch(
            _ descriptor: Int32, list: WatchList, folders: [Int32: String], fileSystem: FileSystem, stop: StopFlag,
            changed: () -> Void
        ) {
            var folders = folders
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var pending = false
            while !stop.raised.load(ordering: .sequentiallyConsistent) {
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, pending ? FileWatcher.quiet : 250)
                if ready == 0 {
                    if pending { changed() }
                    pending = false
                    continue
                }
                guard ready > 0 else {
                    if errno == EINTR { continue }
                    return
                }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { continue }
                var offset = 0
                while offset + 16 <= count {
                    let (handle, mask, length) = buffer.withUnsafeBytes { bytes in
                        (
                            bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                            bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                            Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                        )
                    }
                    let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                    offset += 16 + length
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        pending = true
                        continue
                    }
                    guard let folder = folders[handle] else { continue }
                    let path = nameBytes.isEmpty ? folder : folder + "/" + String(decoding: nameBytes, as: UTF8.self)
                    let isFolder = mask & UInt32(IN_ISDIR) != 0
                    if isFolder, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                        list.folders.contains(where: { path.hasPrefix($0 + "/") })
                    {
                        add(path, to: descriptor, mask: folderMask, recursive: true, fileSystem, &folders)
                        pending = true
                    }
                    if list.concerns(path) { pending = true }
                }
            }
        }
    }
#endif
