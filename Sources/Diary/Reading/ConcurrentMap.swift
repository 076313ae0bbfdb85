import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// The elements transformed, in order, in about `parts` runs spread over the machine's
    /// cores; one after another on a single core, or where the system lacks the lock it needs.
    /// `transform` must be pure: the runs finish in any order.
    func concurrentMap<Result: Sendable>(parts: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard ProcessInfo.processInfo.activeProcessorCount > 1, count > 1, parts > 1, #available(macOS 15.0, *)
        else { return map(transform) }
        let size = Swift.max(1, (count + parts - 1) / parts)
        let starts = [Int](stride(from: 0, to: count, by: size))
        let done = Mutex<[Int: [Result]]>([:])
        DispatchQueue.concurrentPerform(iterations: starts.count) { run in
            let range = starts[run]..<Swift.min(starts[run] + size, count)
            let results = self[range].map(transform)
            done.withLock { $0[run] = results }
        }
        let runs = done.withLock { $0 }
        return starts.indices.flatMap { runs[$0] ?? [] }
    }
}
