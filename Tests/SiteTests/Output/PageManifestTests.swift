import Diary
import Foundation
import Testing

@testable import Site

@Suite("Page fingerprints and the page manifest")
struct PageManifestTests {
    @Test("The manifest reads back what it wrote; a damaged or older one is not read")
    func roundTrip() {
        let manifest = PageManifest(
            key: "abc",
            records: [
                "day/2026-03-08.html": .init(key: 0xdead_beef, size: 1234),
                "food/masala dosa.html": .init(key: 1, size: 0),
            ])
        #expect(
            String(decoding: manifest.data, as: UTF8.self)
                == "foodstory pages v3 abc\ndeadbeef 1234 day/2026-03-08.html\n1 0 food/masala dosa.html\n")
        #expect(PageManifest(data: manifest.data) == manifest)
        #expect(PageManifest(data: Data("foodstory pages v2 abc\ndeadbeef 1234 abc day/2026-03-08.html\n".utf8)) == nil)
        #expect(PageManifest(data: Data("foodstory pages v3 abc\nzz 12 a.html\n".utf8)) == nil)
        #expect(PageManifest(data: Data("foodstory pages v3 abc\n1 -3 a.html\n".utf8)) == nil)
        #expect(PageManifest(data: Data("foodstory pages v3 abc\n1 3x a.html\n".utf8)) == nil)
        #expect(PageManifest(data: Data("foodstory pages v3 abc\n1 a.html\n".utf8)) == nil)
        #expect(PageManifest(data: Data()) == nil)
    }

    enum Kind: Sendable {
        case plain
        case named(String)
    }
    struct Value: Sendable {
        var name: String
        var counts: [Int]
        var share: Double
        var note: String?
        var kind: Kind
        var tags: Set<String>
    }

    static func fingerprint(_ value: Any) -> UInt64 {
        var hash = StableHash()
        hash.add(value: value)
        return hash.state
    }

    @Test("A value's fingerprint is the same on every run and differs when any part differs")
    func fingerprints() {
        let value = Value(name: "dosa", counts: [1, 2], share: 0.5, note: nil, kind: .plain, tags: ["a", "b", "c"])
        // Fixed on every run and machine: no per-process hashing seed, sets in a fixed order.
        #expect(String(Self.fingerprint(value), radix: 16) == "45e3501f2a263486")
        var changed: [Value] = []
        for index in 0..<6 {
            var other = value
            switch index {
            case 0: other.name = "dosas"
            case 1: other.counts = [2, 1]
            case 2: other.share = 0.25
            case 3: other.note = ""
            case 4: other.kind = .named("plain")
            default: other.tags = ["a", "b"]
            }
            changed.append(other)
        }
        let all = [value] + changed
        #expect(Set(all.map(Self.fingerprint)).count == all.count)
        // Dictionaries by their keys, not the order they were filled in.
        var forward: [String: Any] = [:]
        var backward: [String: Any] = [:]
        for key in ["title", "count", "entries"] { forward[key] = key.count }
        for key in ["entries", "count", "title"] { backward[key] = key.count }
        #expect(Self.fingerprint(forward) == Self.fingerprint(backward))
        // Pieces are delimited: ("ab", "c") is not ("a", "bc").
        #expect(Self.fingerprint(["ab", "c"]) != Self.fingerprint(["a", "bc"]))
        #expect(Self.fingerprint(1) != Self.fingerprint("1"))
        #expect(Self.fingerprint(true) != Self.fingerprint(1))
    }
}
