import Foundation
import Support
import Testing

/// The one parallel map: the site makes its pages and share cards with it (large items
/// first, a state per core), the readers decode records with it (in runs of at least a
/// minimum), and one core means one item after another.
@Suite("Work over several cores")
struct ParallelTests {
    @Test("Results come back in input order, whatever each core's state holds and however the runs fall")
    func inOrder() throws {
        for count in [0, 1, 2, 15, 16, 17, 1000] {
            let items = Array(0..<count)
            // Each core's state remembers what it has seen; the results must not depend on it.
            let results = Parallel.map(
                items, cores: 4, state: { Set<Int>() },
                { seen, item -> String in
                    seen.insert(item)
                    return "\(item * 2)"
                })
            #expect(results == items.map { "\($0 * 2)" })
            let sequential = Parallel.map(items, cores: 1) { "\($0 * 2)" }
            #expect(sequential == results)
        }
    }

    @Test("With large items among them, results still come back in input order")
    func largeInOrder() {
        for count in [0, 1, 2, 17, 1000] {
            let items = Array(0..<count)
            let results = Parallel.map(
                items, cores: 4, large: { $0 % 7 == 3 || $0 > count - 5 }, state: { 0 },
                { calls, item -> String in
                    calls += 1
                    return "\(item * 2)"
                })
            #expect(results == items.map { "\($0 * 2)" })
        }
    }

    @Test(
        "In runs of a minimum: the same elements in the same order as a plain map, for sizes around every run boundary")
    func runsKeepOrder() {
        for count in [0, 1, 2, 7, 63, 64, 65, 127, 128, 129, 1000, 4099] {
            let numbers = Array(0..<count)
            let expected = numbers.map { $0 * 3 + 1 }
            for cores in [1, 2, 4] {
                #expect(
                    Parallel.map(numbers, cores: cores, minimumRun: 16) { $0 * 3 + 1 } == expected,
                    "\(count) elements on \(cores) cores")
                #expect(
                    Parallel.map(numbers, cores: cores, minimumRun: 1) { $0 * 3 + 1 } == expected,
                    "\(count) elements on \(cores) cores")
            }
        }
    }

    @Test("One element a run: the same elements in the same order as a plain map")
    func elementsKeepOrder() {
        let words = (0..<500).map { "word \($0)" }
        #expect(Parallel.map(words, cores: 4) { $0.uppercased() } == words.map { $0.uppercased() })
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
        // A minimum run wins over a sixteenth of a core's share: 300 over 4 cores in runs of 128.
        #expect(
            Parallel.schedule(Array(repeating: false, count: 300), cores: 4, minimumRun: 128) == [
                Array(0..<128), Array(128..<256), Array(256..<300),
            ])
    }

    @Test("Each core keeps one state for every run it takes, not one a run or an item")
    func oneStatePerCore() {
        // Skeletons live in this state: a state a run would make every core render each shape
        // again for every run.
        let items = Array(0..<1000)
        let results = Parallel.map(items, cores: 4, state: { UUID() }, { state, item in (item, state) })
        #expect(results.map(\.0) == items)
        #expect(Set(results.map(\.1)).count <= 4)
        let sequential = Parallel.map(items, cores: 1, state: { UUID() }, { state, _ in state })
        #expect(Set(sequential).count == 1)
    }

    @Test("Both halves of a pair are worked out, on two cores or one")
    func both() {
        for cores in [1, 2] {
            let (number, word) = Parallel.both(cores: cores, { 6 * 7 }, { "dosa".uppercased() })
            #expect(number == 42)
            #expect(word == "DOSA")
        }
    }

    @Test("A failing item fails the whole map, with its own error")
    func failure() {
        struct Failure: Error, Equatable {
            var item: Int
        }
        for cores in [1, 4] {
            #expect(throws: Failure(item: 57)) {
                _ = try Parallel.map(Array(0..<100), cores: cores) { (item: Int) throws(Failure) -> Int in
                    if item == 57 { throw Failure(item: item) }
                    return item
                }
            }
        }
    }
}
