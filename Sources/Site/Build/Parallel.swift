import Foundation

/// Work spread over the machine's cores with the results kept in input order, so output is
/// the same as doing it one item after another.
enum Parallel {
    /// `items` transformed, in order; the items are split into a few chunks per core so a slow
    /// item (the Insights page) does not hold a core's whole share back.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], sequential: Bool = false, _ transform: @escaping @Sendable (Item) throws -> Result
    ) async throws -> [Result] {
        let cores = sequential ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard cores > 1, items.count > 1 else { return try items.map(transform) }
        let size = max(1, items.count / (cores * 8))
        return try await withThrowingTaskGroup(of: (Int, [Result]).self) { group in
            for start in stride(from: 0, to: items.count, by: size) {
                let chunk = Array(items[start..<min(start + size, items.count)])
                group.addTask { (start, try chunk.map(transform)) }
            }
            var parts: [(Int, [Result])] = []
            for try await part in group { parts.append(part) }
            return parts.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }
}
