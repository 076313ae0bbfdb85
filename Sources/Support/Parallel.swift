import Foundation
import Synchronization

/// Work spread over a number of cores (the caller says how many: the command line passes the
/// machine's) with the results kept in input order, so output is the same as doing it one
/// item after another. The diary readers decode records with it; the site makes its pages
/// and share cards with it.
public enum Parallel {
    /// `items` transformed, in order, on up to `cores` cores.
    public static func map<Item: Sendable, Result: Sendable, Failure: Error>(
        _ items: [Item], cores: Int, minimumRun: Int = 1, _ transform: @Sendable (Item) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        try map(
            items, cores: cores, minimumRun: minimumRun, state: {},
            { (_, item) throws(Failure) in try transform(item) })
    }

    /// `items` transformed, in order, with a state that `transform` may change (what it has
    /// worked out so far, to reuse): one per core, each made by `state()`, while the cores
    /// take runs of items as they finish the last. The transform must give the same result
    /// whatever the state holds. With one core (or one run) the items are transformed here,
    /// one after another, with one state.
    ///
    /// The items for which `large` holds are handed out first, one at a time, and the rest
    /// after them in runs of at least `minimumRun` (a few per core): so no core is left
    /// working through a run of large items while the others have nothing left to do, and
    /// small items do not cost a hand-out each. The first failure stops the work and is
    /// thrown.
    public static func map<Item: Sendable, State, Result: Sendable, Failure: Error>(
        _ items: [Item], cores: Int, large: @Sendable (Item) -> Bool = { _ in false }, minimumRun: Int = 1,
        state: @Sendable () -> State, _ transform: @Sendable (inout State, Item) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        let runs = schedule(items.map(large), cores: cores, minimumRun: minimumRun)
        let workers = min(cores, runs.count)
        guard workers > 1, #available(macOS 15.0, *) else {
            var current = state()
            var results: [Result] = []
            results.reserveCapacity(items.count)
            for item in items { results.append(try transform(&current, item)) }
            return results
        }
        let next = Atomic<Int>(0)
        let stopped = Atomic<Bool>(false)
        let done = Mutex<[(run: Int, results: [Result])]>([])
        let failure = Mutex<Failure?>(nil)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var current = state()
            var finished: [(run: Int, results: [Result])] = []
            while !stopped.load(ordering: .relaxed) {
                let taken = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard taken < runs.count else { break }
                var results: [Result] = []
                results.reserveCapacity(runs[taken].count)
                do throws(Failure) {
                    for index in runs[taken] { results.append(try transform(&current, items[index])) }
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                    stopped.store(true, ordering: .relaxed)
                    return
                }
                finished.append((taken, results))
            }
            done.withLock { $0 += finished }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        // Each run's results put in their items' places, a run let go of once it is placed.
        var byRun = [[Result]](repeating: [], count: runs.count)
        done.withLock { finished in
            for (run, results) in finished { byRun[run] = results }
            finished = []
        }
        return [Result](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            for (run, indices) in runs.enumerated() {
                for (offset, index) in indices.enumerated() { (base + index).initialize(to: byRun[run][offset]) }
                byRun[run] = []
            }
            initialized = items.count
        }
    }

    /// The order in which items are handed out, as runs of their indices: each large item on
    /// its own, first, in input order; then the others in input order, in runs of about a
    /// sixteenth of a core's share, and at least `minimumRun`.
    package static func schedule(_ large: [Bool], cores: Int, minimumRun: Int = 1) -> [[Int]] {
        let first = large.indices.filter { large[$0] }
        let rest = large.indices.filter { !large[$0] }
        let size = max(minimumRun, rest.count / (max(1, cores) * 16), 1)
        return first.map { [$0] }
            + stride(from: 0, to: rest.count, by: size).map { Array(rest[$0..<min($0 + size, rest.count)]) }
    }

    /// The results of `first` and `second`, worked out at the same time when there are two
    /// cores or more (one after the other otherwise).
    public static func both<First: Sendable, Second: Sendable>(
        cores: Int, _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let results = map([0, 1], cores: cores) { index -> Either<First, Second> in
            index == 0 ? .first(first()) : .second(second())
        }
        guard case .first(let one) = results[0], case .second(let two) = results[1] else {
            return (first(), second())
        }
        return (one, two)
    }

    /// One result of `both`.
    private enum Either<First: Sendable, Second: Sendable>: Sendable {
        case first(First)
        case second(Second)
    }
}
