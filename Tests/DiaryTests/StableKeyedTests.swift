import Diary
import Foundation
import Testing

/// A struct with each kind of declaration `@StableKeyed` meets: stored properties (`let`,
/// `var`, two in one declaration, one named with backticks, one with an observer), and the
/// computed and static ones it must leave out.
@StableKeyed
private struct Probe {
    var text: String
    let number: Int
    var first: Int, second: Int
    var `default`: Bool
    var observed: Double {
        didSet { _ = oldValue }
    }
    var day: LocalDay
    var instant: Date
    var id: UUID
    var category: MealCategory?
    var list: [String]
    var computed: String { text + "!" }
    static let shared = 0
}

@Suite("Stable keys")
struct StableKeyedTests {
    private static let probe = Probe(
        text: "dosa", number: 1, first: 2, second: 3, default: true, observed: 0.5,
        day: LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0),
        instant: Date(timeIntervalSinceReferenceDate: 794_601_000),
        id: UUID(uuidString: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50") ?? UUID(), category: .lunch,
        list: ["idli", "chai"])

    private static func key(_ value: some StableKeyed) -> UInt64 {
        var hash = StableHash()
        hash.add(keyed: value)
        return hash.state
    }

    @Test("@StableKeyed mixes in every stored property, whatever its declaration, and nothing else")
    func everyStoredProperty() {
        let changes: [(String, (inout Probe) -> Void)] = [
            ("text", { $0.text += "s" }),
            ("first", { $0.first += 1 }),
            ("second", { $0.second += 1 }),
            ("default", { $0.default.toggle() }),
            ("observed", { $0.observed += 1 }),
            ("day", { $0.day = $0.day.adding(days: 1) }),
            ("instant", { $0.instant = $0.instant.addingTimeInterval(0.001) }),
            ("id", { $0.id = UUID(uuidString: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F51") ?? $0.id }),
            ("category", { $0.category = .dinner }),
            ("no category", { $0.category = nil }),
            ("list item", { $0.list[1] = "chai latte" }),
            ("list joined", { $0.list = ["idlichai"] }),
            ("list shorter", { $0.list.removeLast() }),
        ]
        var keys: [UInt64: String] = [Self.key(Self.probe): "unchanged"]
        for (name, change) in changes {
            var changed = Self.probe
            change(&changed)
            if let clash = keys.updateValue(name, forKey: Self.key(changed)) {
                Issue.record("\(name) has the key of \(clash)")
            }
        }
        #expect(keys.count == changes.count + 1)
        // The only `let` among them.
        let other = Probe(
            text: Self.probe.text, number: 2, first: 2, second: 3, default: true, observed: 0.5, day: Self.probe.day,
            instant: Self.probe.instant, id: Self.probe.id, category: .lunch, list: ["idli", "chai"])
        #expect(Self.key(other) != Self.key(Self.probe))
        #expect(Self.key(Self.probe) == Self.key(Self.probe))
    }

    @Test("Parts never run together: nil against a value, lists split another way, texts joined")
    func boundaries() {
        let pairs: [(UInt64, UInt64)] = [
            (Self.key(String?.none), Self.key(String?.some(""))),
            (Self.key([["a"], ["b"]]), Self.key([["a", "b"]])),
            (Self.key([[1], [2, 3]]), Self.key([[1, 2], [3]])),
            (Self.key(["ab", "c"]), Self.key(["a", "bc"])),
            (Self.key([Int]()), Self.key([0])),
        ]
        for (index, (one, other)) in pairs.enumerated() { #expect(one != other, "pair \(index)") }
    }
}
