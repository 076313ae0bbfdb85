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
    /// take runs of items from a queue as they finish the last. The transform must give the
    /// same result whatever the state holds.
    static func map<Item: Sendable, State, Result: Sendable>(
        _ items: [Item], sequential: Bool = false, state: @escaping @Sendable () -> State,
        _ transform: @escaping @Sendable (inout State, Item) throws -> Result
    ) async throws -> [Result] {
        let cores = sequential ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard cores > 1, items.count > 1 else {
            var current = state()
            return try items.map { try transform(&current, $0) }
        }
        let size = max(1, items.count / (cores * 8))
        let runs = RunQueue(starts: Array(stride(from: 0, to: items.count, by: size)))
        return try await withThrowingTaskGroup(of: [(Int, [Result])].self) { group in
            for _ in 0..<cores {
                group.addTask {
                    var current = state()
                    var done: [(Int, [Result])] = []
                    while let start = await runs.next() {
                        let run = items[start..<min(start + size, items.count)]
                        done.append((start, try run.map { try transform(&current, $0) }))
                    }
                    return done
                }
            }
            var parts: [(Int, [Result])] = []
            for try await done in group { parts += done }
            return parts.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }

    /// The runs not yet taken, first to last.
    private actor RunQueue {
        private var starts: ArraySlice<Int>

        init(starts: [Int]) {
            self.starts = starts[...]
        }

        func next() -> Int? {
            starts.popFirst()
        }
    }
}
