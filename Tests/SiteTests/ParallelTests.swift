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

    @Test("With large items among them, results still come back in input order")
    func largeInOrder() async throws {
        for count in [0, 1, 2, 17, 1000] {
            let items = Array(0..<count)
            let results = try await Parallel.map(
                items, large: { $0 % 7 == 3 || $0 > count - 5 }, state: { 0 },
                { calls, item -> String in
                    calls += 1
                    return "\(item * 2)"
                })
            #expect(results == items.map { "\($0 * 2)" })
        }
    }

    @Test("Large items are handed out first, each on its own; the rest follow in runs, in input order")
    func schedule() {
        let large = (0..<70).map { [5, 40, 41, 69].contains($0) }
        let small = (0..<70).filter { !large[$0] }
        // 66 small items over 2 cores: runs of 66 / 32 = 2 items.
        let expected = [[5], [40], [41], [69]] + stride(from: 0, to: 66, by: 2).map { Array(small[$0..<$0 + 2]) }
        #expect(Parallel.schedule(large, cores: 2) == expected)
        // Fewer small items than runs: runs of one.
        #expect(Parallel.schedule([true, false, false, true], cores: 2) == [[0], [3], [1], [2]])
        #expect(Parallel.schedule([], cores: 2) == [])
        // 300 small items over 4 cores: runs of 300 / 64 = 4, the last one shorter.
        let runs = Parallel.schedule(Array(repeating: false, count: 300), cores: 4)
        #expect(runs == stride(from: 0, to: 300, by: 4).map { Array($0..<min($0 + 4, 300)) })
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
