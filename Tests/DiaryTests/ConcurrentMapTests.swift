import Testing

@testable import Diary

@Suite("Mapping on every core")
struct ConcurrentMapTests {
    @Test("In runs: the same elements in the same order as a plain map, for sizes around every run boundary")
    func runsKeepOrder() {
        for count in [0, 1, 2, 7, 63, 64, 65, 127, 128, 129, 1000, 4099] {
            let numbers = Array(0..<count)
            let expected = numbers.map { $0 * 3 + 1 }
            #expect(numbers.concurrentMap(minimumRun: 16) { $0 * 3 + 1 } == expected, "\(count) elements")
            #expect(numbers.concurrentMap(minimumRun: 1) { $0 * 3 + 1 } == expected, "\(count) elements")
        }
    }

    @Test("One element a task: the same elements in the same order as a plain map")
    func elementsKeepOrder() {
        let words = (0..<500).map { "word \($0)" }
        #expect(words.concurrentMap { $0.uppercased() } == words.map { $0.uppercased() })
    }
}
