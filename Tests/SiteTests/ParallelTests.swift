import Foundation
import Testing

@testable import Site

@Suite("Work over every core")
struct ParallelTests {
    @Test("Results come back in input order, whatever each core's state holds and however the runs fall")
    func inOrder() async throws {
        for count in [0, 1, 2, 15, 16, 17, 1000] {
            let items = Array(0..<count)
            // Each core's state remembers what it has seen; the results must not depend on it.
            let results = try await Parallel.map(
                items, state: { Set<Int>() },
                { seen, item -> String in
                    seen.insert(item)
                    return "\(item * 2)"
                })
            #expect(results == items.map { "\($0 * 2)" })
            let sequential = try await Parallel.map(items, sequential: true) { "\($0 * 2)" }
            #expect(sequential == results)
        }
    }

    @Test("Each core keeps one state for every run it takes, not one a run or an item")
    func oneStatePerCore() async throws {
        // Skeletons live in this state: a state a run would make every core render each shape
        // again for every run.
        let items = Array(0..<1000)
        let results = try await Parallel.map(items, state: { UUID() }, { state, item in (item, state) })
        #expect(results.map(\.0) == items)
        #expect(Set(results.map(\.1)).count <= ProcessInfo.processInfo.activeProcessorCount)
        let sequential = try await Parallel.map(items, sequential: true, state: { UUID() }, { state, _ in state })
        #expect(Set(sequential).count == 1)
    }

    @Test("A failing item fails the whole map")
    func failure() async {
        struct Failure: Error {}
        await #expect(throws: Failure.self) {
            _ = try await Parallel.map(Array(0..<100)) { item -> Int in
                if item == 57 { throw Failure() }
                return item
            }
        }
    }
}
