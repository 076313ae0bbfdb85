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

    /// The elements transformed, in order, in runs of neighbours that go to whichever core is
    /// free: for many small transforms, where one element a task would cost more than the
    /// work. Fewer than `minimumRun` elements a core are transformed here, one after another.
    func concurrentMap<Result: Sendable>(minimumRun: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1, count >= minimumRun * 2 else { return map(transform) }
        // A few runs a core, so that a core that finishes early takes another.
        let runs = Swift.min(cores * 4, count / minimumRun)
        let size = (count + runs - 1) / runs
        let bounds = stride(from: 0, to: count, by: size).map { $0..<Swift.min($0 + size, count) }
        return bounds.concurrentMap { self[$0].map(transform) }.flatMap { $0 }
    }
}

/// The results of `first` and `second`, worked out at the same time on two cores (one after
/// the other on a single core, or where the system lacks the lock it needs).
func concurrently<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    guard ProcessInfo.processInfo.activeProcessorCount > 1, #available(macOS 15.0, *) else {
        return (first(), second())
    }
    let firstResult = Mutex<First?>(nil)
    let secondResult = Mutex<Second?>(nil)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
            let value = first()
            firstResult.withLock { $0 = value }
        } else {
            let value = second()
            secondResult.withLock { $0 = value }
        }
    }
    // Both ran to the end before concurrentPerform returned.
    guard let one = firstResult.withLock({ $0 }), let two = secondResult.withLock({ $0 }) else {
        return (first(), second())
    }
    return (one, two)
}
