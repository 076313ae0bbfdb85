import Foundation

/// Work spread over the machine's cores with the results kept in input order, so output is
/// the same as doing it one item after another.
enum Parallel {
    /// `items` transformed, in order; the items are split into a few chunks per core so a slow
    /// item (the Insights page) does not hold a core's whole share back.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], sequential: Bool = false, _ transform: @escaping @Sendable (Item) throws -> Result
    ) async throws -> [Result] {
        try await map(items, sequential: sequential, state: {}, { _, item in try transform(item) })
    }

    /// `items` transformed, in order, with a state that `transform` may change (what it has
    /// worked out so far, to reuse): one per core, each made by `state()`, while the cores
    /// take work from a queue as they finish the last. The transform must give the same
    /// result whatever the state holds.
    ///
    /// The items for which `large` holds are handed out first, one at a time, and the rest
    /// after them in small runs: so no core is left working through a run of large items
    /// while the others have nothing left to do.
    static func map<Item: Sendable, State, Result: Sendable>(
        _ items: [Item], sequential: Bool = false, large: @Sendable (Item) -> Bool = { _ in false },
        state: @escaping @Sendable () -> State,
        _ transform: @escaping @Sendable (inout State, Item) throws -> Result
    ) async throws -> [Result] {
        let cores = sequential ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard cores > 1, items.count > 1 else {
            var current = state()
            return try items.map { try transform(&current, $0) }
        }
        let runs = RunQueue(runs: schedule(items.map(large), cores: cores))
        return try await withThrowingTaskGroup(of: [(Int, Result)].self) { group in
            for _ in 0..<cores {
                group.addTask {
                    var current = state()
                    var done: [(Int, Result)] = []
                    while let run = await runs.next() {
                        for index in run { done.append((index, try transform(&current, items[index]))) }
                    }
                    return done
                }
            }
            var results: [(Int, Result)] = []
            results.reserveCapacity(items.count)
            for try await done in group { results += done }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// The order in which items are handed out, as runs of their indices: each large item on
    /// its own, first, in input order; then the others in input order, in runs of about a
    /// sixteenth of a core's share.
    static func schedule(_ large: [Bool], cores: Int) -> [[Int]] {
        let first = large.indices.filter { large[$0] }
        let rest = large.indices.filter { !large[$0] }
        let size = max(1, rest.count / (cores * 16))
        return first.map { [$0] }
            + stride(from: 0, to: rest.count, by: size).map { Array(rest[$0..<min($0 + size, rest.count)]) }
    }

    /// The runs not yet taken, first to last.
    private actor RunQueue {
        private var runs: ArraySlice<[Int]>

        init(runs: [[Int]]) {
            self.runs = runs[...]
        }

        func next() -> [Int]? {
            runs.popFirst()
        }
    }
}
