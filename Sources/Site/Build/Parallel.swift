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

    /// `items` transformed, in order, each run of items with a state of its own that
    /// `transform` may change (what it has worked out so far, to reuse): `state()` makes each
    /// run's. The transform must give the same result whatever the state holds.
    static func map<Item: Sendable, State, Result: Sendable>(
        _ items: [Item], sequential: Bool = false, state: @escaping @Sendable () -> State,
        _ transform: @escaping @Sendable (inout State, Item) throws -> Result
    ) async throws -> [Result] {
        let cores = sequential ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
        let run = { @Sendable (chunk: ArraySlice<Item>) throws -> [Result] in
            var current = state()
            return try chunk.map { try transform(&current, $0) }
        }
        guard cores > 1, items.count > 1 else { return try run(items[...]) }
        let size = max(1, items.count / (cores * 8))
        return try await withThrowingTaskGroup(of: (Int, [Result]).self) { group in
            for start in stride(from: 0, to: items.count, by: size) {
                let chunk = items[start..<min(start + size, items.count)]
                group.addTask { (start, try run(chunk)) }
            }
            var parts: [(Int, [Result])] = []
            for try await part in group { parts.append(part) }
            return parts.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }
}
