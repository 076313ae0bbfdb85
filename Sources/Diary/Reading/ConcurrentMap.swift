import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// The elements transformed, in order, each on whichever core is free; one after another on
    /// a single core, or where the system lacks the lock it needs. `transform` must be pure:
    /// the elements finish in any order.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard ProcessInfo.processInfo.activeProcessorCount > 1, count > 1, #available(macOS 15.0, *) else {
            return map(transform)
        }
        let done = Mutex<[Int: Result]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            done.withLock { $0[index] = result }
        }
        let results = done.withLock { $0 }
        return indices.compactMap { results[$0] }
    }
}
