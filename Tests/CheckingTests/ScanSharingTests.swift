import Checking
import Testing

@Suite("Scans kept until the check")
struct ScanSharingTests {
    /// Where a native string's bytes are.
    private func storage(_ text: String) -> UnsafePointer<UInt8>? {
        text.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil
    }

    @Test("Equal link texts of two scans end up sharing one copy; the scans are otherwise unchanged")
    func sharing() {
        let long = "../../assets/a-stylesheet-with-a-long-name.css"
        func scan(_ texts: [String]) -> ScannedFile {
            ScannedFile(ids: ["a"], links: texts.enumerated().map { LinkReference(value: $1, line: $0 + 1) })
        }
        var first = scan([String(decoding: Array(long.utf8), as: UTF8.self), "../index.html#top"])
        var second = scan([String(decoding: Array(long.utf8), as: UTF8.self), "../week/2026-W10.html"])
        let before = [first, second]
        #expect(storage(first.links[0].value) != storage(second.links[0].value))
        var pool: Set<String> = []
        first.sharingTexts(with: &pool)
        second.sharingTexts(with: &pool)
        #expect([first, second] == before)
        #expect(storage(first.links[0].value) == storage(second.links[0].value))
        #expect(pool.count == 3)
    }
}
