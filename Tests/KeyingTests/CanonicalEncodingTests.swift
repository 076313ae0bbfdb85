import Days
import Foundation
import Keying
import Support
import Testing

/// The one keying rule: an output's key is the `ContentHash` of the canonical encoding of the
/// value holding everything it is made from. An output whose inputs changed but whose key did
/// not would be kept stale; so every part of a value must reach its encoding, delimited, and
/// the key must be the same on every run and machine.
@Suite("The keying rule")
struct CanonicalEncodingTests {
    static func key(_ value: some Encodable) -> String { OutputKey(value).hex }

    /// A value of each kind the encoder is handed, nested in lists, optionals and other values.
    struct Inner: Codable, Equatable {
        var name: String
        var note: String?
    }
    enum Kind: Codable, Equatable {
        case plain
        case named(String)
    }
    enum Meal: String, Codable {
        case lunch, dinner
    }
    struct Outer: Codable, Equatable {
        var title = "dosa"
        var count = 3
        var share = 0.5
        var done = false
        var small: UInt8 = 7
        var big = UInt64.max
        var day = LocalDay(dayNumber: 20_000)
        var later: LocalDay? = nil
        var instant = Date(timeIntervalSinceReferenceDate: 794_601_000)
        var id = UUID(uuidString: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50") ?? UUID()
        var meal = Meal.lunch
        var inner = Inner(name: "a", note: nil)
        var lists: [[Int]] = [[1, 2], [3]]
        var items: [Inner] = [Inner(name: "b", note: "c")]
        var maybe: [Int?] = [nil, 1]
        var kind = Kind.plain
        var bytes = Data([1, 2, 3])
        var counts: [String: Int] = ["idli": 1, "chai": 2, "dosa": 3]
        var tags: Set<String> = ["a", "b", "c"]
    }

    @Test("The key is the same on every run and machine, and differs when any part differs")
    func everyPart() {
        let value = Outer()
        // Fixed on every run and machine: no per-process hashing seed, dictionaries and sets in
        // the order of their keys.
        #expect(Self.key(value) == "87fce0d3eb388aa78c13e1a95c977386")
        #expect(Self.key(value) == Self.key(Outer()))
        var variants: [Outer] = [value]
        for index in 0..<24 {
            var other = value
            switch index {
            case 0: other.title = "dosas"
            case 1: other.count = 4
            case 2: other.share = 0.25
            case 3: other.done = true
            case 4: other.small = 8
            case 5: other.big = UInt64(Int64.max)
            case 6: other.day = LocalDay(dayNumber: 20_001)
            case 7: other.later = value.day
            case 8: other.instant = value.instant.addingTimeInterval(0.001)
            case 9: other.id = UUID(uuidString: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F51") ?? UUID()
            case 10: other.meal = .dinner
            case 11: other.inner.name = "b"
            case 12: other.inner.note = ""
            // Lists are delimited: the same numbers split another way differ.
            case 13: other.lists = [[1], [2, 3]]
            case 14: other.lists = [[1, 2, 3]]
            case 15: other.lists = [[1, 2], [3], []]
            case 16: other.items = []
            case 17: other.maybe = [1, nil]
            case 18: other.kind = .named("plain")
            case 19: other.bytes = Data([1, 2, 4])
            case 20: other.counts["idli"] = 2
            case 21: other.counts["rice"] = 0
            case 22: other.tags.remove("c")
            default: other.items = [Inner(name: "b", note: nil)]
            }
            variants.append(other)
        }
        #expect(Set(variants.map(Self.key)).count == variants.count)
    }

    @Test("Dictionaries and sets are written in the order of their keys, not the order they were filled in")
    func orderless() {
        var forward: [String: Int] = [:]
        var backward: [String: Int] = [:]
        for (index, key) in ["title", "count", "entries", "a", "zz"].enumerated() { forward[key] = index }
        for (index, key) in ["title", "count", "entries", "a", "zz"].enumerated().reversed() { backward[key] = index }
        #expect(Self.key(forward) == Self.key(backward))
        #expect(Self.key(Set(["a", "b", "c", "d"])) == Self.key(Set(["d", "c", "b", "a"])))
        #expect(Self.key(["a": 1]) != Self.key(["a": 2]))
    }

    @Test("Pieces are delimited and kinds of value are told apart")
    func delimited() {
        #expect(Self.key(["ab", "c"]) != Self.key(["a", "bc"]))
        // Nested values are closed: an empty list inside one list is not one beside it.
        #expect(Self.key([[[Int]()], []]) != Self.key([[[Int](), []]]))
        #expect(Self.key([1]) != Self.key(["1"]))
        #expect(Self.key([true]) != Self.key([1]))
        #expect(Self.key([1.0]) != Self.key([1]))
        #expect(Self.key([Int?.none]) != Self.key([Int]()))
        #expect(Self.key(Inner(name: "a", note: nil)) != Self.key(Inner(name: "a", note: "")))
        // A small unsigned number is the same number as a whole number; a day is not its number.
        #expect(Self.key([UInt8(7)]) == Self.key([7]))
        #expect(Self.key([LocalDay(dayNumber: 7)]) != Self.key([7]))
        // A text's length is written before it: a long text is not its pieces.
        #expect(Self.key([String(repeating: "a", count: 200)]) != Self.key(Array(repeating: "a", count: 200)))
    }

    @Test("A hash is written as the 16 bytes it holds; an output's program comes first, then its inputs")
    func hashes() {
        let hash = ContentHash(high: 0x0102_0304_0506_0708, low: 0x1112_1314_1516_1718)
        let bytes: [UInt8] = [8, 7, 6, 5, 4, 3, 2, 1, 0x18, 0x17, 0x16, 0x15, 0x14, 0x13, 0x12, 0x11]
        #expect(
            CanonicalEncoder.encoding(of: hash) == [CanonicalEncoder.Mark.hash] + bytes + [CanonicalEncoder.Mark.end])
        #expect(
            CanonicalEncoder.encoding(of: "dosa", after: hash)
                == [CanonicalEncoder.Mark.hash] + bytes + CanonicalEncoder.encoding(of: "dosa"))
        // Another program, other inputs, or no program: another key.
        let programs = [ContentHash(of: "foodstory 1"), ContentHash(of: "foodstory 2")]
        let keys = [
            OutputKey("dosa", madeBy: programs[0]), OutputKey("dosa", madeBy: programs[1]),
            OutputKey("idli", madeBy: programs[0]), OutputKey("dosa"),
        ]
        #expect(Set(keys).count == 4)
        #expect(OutputKey("dosa", madeBy: programs[0]) == OutputKey("dosa", madeBy: ContentHash(of: "foodstory 1")))
    }

    /// A value whose own encoding fails part way.
    struct Failing: Encodable {
        var text: String
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(text)
            throw EncodingError.invalidValue(text, .init(codingPath: [], debugDescription: "no \(text)"))
        }
    }

    @Test("A value whose encoding fails still has a key, by what it encoded and the failure")
    func failing() {
        let values = [Failing(text: "a"), Failing(text: "b")].map(Self.key)
        #expect(values == [Self.key(Failing(text: "a")), Self.key(Failing(text: "b"))])
        #expect(Set(values + [Self.key(["a"]), Self.key(["b"])]).count == 4)
    }
}
