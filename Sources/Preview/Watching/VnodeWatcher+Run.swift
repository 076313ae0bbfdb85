import Foundation

extension VnodeWatcher {
    /// How long between two looks at the files once over the budget, in milliseconds.
    static var lookInterval: Int32 {
        let (seconds, attoseconds) = PollingWatcher.interval.components
        return Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    /// Waits for what happens to the files until the kernel is stopped (or fails), calling
    /// `changed` once per burst of changes, when the files have been quiet for `FileWatcher.quiet`; over
    /// the budget, once per look that finds them changed.
    mutating func run(changed: () -> Void) {
        var pending = false
        while true {
            let timeout: Int32? = lastLook != nil ? Self.lookInterval : pending ? FileWatcher.quiet : nil
            switch kernel.wait(milliseconds: timeout) {
            case .stopped, .failed:
                return
            case .timedOut:
                if lastLook != nil, look() { pending = true }
                if pending { changed() }
                pending = false
            case .events(let events):
                if take(events) { pending = true }
            }
        }
    }
}

extension VnodeWatcher where Kernel: Sendable {
    /// The changes `watcher` sees, one element per burst, told from a thread of its own;
    /// `stop` makes the kernel's wait end, once nobody listens any more.
    static func changes(_ watcher: Self, stop: @escaping @Sendable () -> Void) -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { _ in stop() }
        let thread = Thread {
            var watcher = watcher
            watcher.run { continuation.yield() }
            // Finished before the kernel is let go of: `stop`, called as the stream ends, then
            // still reaches the kernel's own queue, not whatever took its number since.
            continuation.finish()
            watcher.close()
        }
        thread.start()
        return stream
    }
}
