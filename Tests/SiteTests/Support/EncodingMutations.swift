import Diary
import Foundation

/// Values that differ from one value in one stored property each, found through its encoding
/// rather than listed by hand: the value is encoded as JSON, one part of the JSON is changed
/// (each text, number and flag; each list made shorter and longer; each field left out), and
/// the changed JSON decoded back. A property added to the type is changed too.
enum EncodingMutations {
    /// The changed values, each named by the path of the part changed, and the paths of the
    /// texts, numbers and flags no change of which decodes.
    static func of<Value: Codable>(_ value: Value) throws -> (changed: [(String, Value)], unchangeable: [String]) {
        let json = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        var texts: [String] = []
        json.collectTexts(into: &texts)
        var changed: [(String, Value)] = []
        var unchangeable: [String] = []
        let decode = { (json: JSONValue) in try? JSONDecoder().decode(Value.self, from: JSONEncoder().encode(json)) }
        json.visit(path: "") { path, part in
            var candidates: [JSONValue] = []
            switch part {
            case .flag(let flag): candidates = [.flag(!flag)]
            case .integer(let number): candidates = [.integer(number + 1)]
            case .real(let number): candidates = [.real(number + 1)]
            // Another text of the same value first fits texts of a form (ids, days, cases).
            // A calendar day, the next one.
            case .text(let text):
                candidates =
                    [.text(text + "x")] + (LocalDay(text).map { [.text($0.adding(days: 1).description)] } ?? [])
                    + texts.filter { $0 != text }.map(JSONValue.text)
            case .list(let items):
                if let first = items.first {
                    for (name, list) in [("shorter", Array(items.dropLast())), ("longer", items + [first])] {
                        if let value = decode(json.replacing(at: path, with: .list(list))) {
                            changed.append(("\(path) \(name)", value))
                        }
                    }
                }
            case .object(let fields):
                // A field that can be left out is an optional one: nil is a change too.
                for name in fields.keys.sorted() {
                    var without = fields
                    without[name] = nil
                    if let value = decode(json.replacing(at: path, with: .object(without))) {
                        changed.append(("\(path).\(name) left out", value))
                    }
                }
            case .null:
                break
            }
            guard !candidates.isEmpty else { return }
            if let value = candidates.lazy.compactMap({ decode(json.replacing(at: path, with: $0)) }).first {
                changed.append((path, value))
            } else {
                unchangeable.append(path)
            }
        }
        return (changed, unchangeable)
    }

    /// The value decoded from its own encoding.
    static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }
}

/// Any JSON, decoded as the kind of value it is.
enum JSONValue: Codable, Equatable {
    case null
    case flag(Bool)
    case integer(Int)
    case real(Double)
    case text(String)
    case list([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .flag(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .real(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let list = try? container.decode([JSONValue].self) {
            self = .list(list)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .flag(let flag): try container.encode(flag)
        case .integer(let number): try container.encode(number)
        case .real(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        case .list(let list): try container.encode(list)
        case .object(let object): try container.encode(object)
        }
    }

    /// Calls `body` with every part and its path (`entries[0].entry.day`), outer parts first.
    func visit(path: String, _ body: (String, JSONValue) -> Void) {
        body(path, self)
        switch self {
        case .list(let items):
            for (index, item) in items.enumerated() { item.visit(path: "\(path)[\(index)]", body) }
        case .object(let fields):
            for name in fields.keys.sorted() { fields[name]?.visit(path: "\(path).\(name)", body) }
        default:
            break
        }
    }

    /// Every text in it, each once, in the order `visit` meets them.
    func collectTexts(into texts: inout [String]) {
        visit(path: "") { _, part in
            if case .text(let text) = part, !texts.contains(text) { texts.append(text) }
        }
    }

    /// The value with the part at `path` (as `visit` names it) replaced by `replacement`.
    func replacing(at path: String, with replacement: JSONValue) -> JSONValue {
        var result = self
        result.replace(Substring(path), with: replacement)
        return result
    }

    private mutating func replace(_ path: Substring, with replacement: JSONValue) {
        guard let first = path.first else {
            self = replacement
            return
        }
        let rest = path.dropFirst()
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        switch (first, self) {
        case ("[", .list(var items)):
            let close = rest.firstIndex(of: "]") ?? rest.endIndex
            guard let index = Int(rest[..<close]), items.indices.contains(index) else { return }
            items[index].replace(rest[rest.index(after: close)...], with: replacement)
            self = .list(items)
        case (".", .object(var fields)):
            let name = String(rest[..<end])
            fields[name]?.replace(rest[end...], with: replacement)
            self = .object(fields)
        default:
            return
        }
    }
}

/// Compares the stored properties of a value, found by reflection, with the fields of its JSON
/// encoding, nested values and list items too.
struct EncodedProperties {
    /// Each type whose properties and fields differ, with both.
    var mismatches: [String] = []
    /// Every type compared.
    var types: Set<String> = []
    /// Whether a property may be nil (and so missing from the JSON); else every property must
    /// be there, so none goes unchecked.
    var allowsNil = false

    /// A value as JSON text, with every property, in the order of their names.
    static func text(of value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    mutating func compare(_ value: Any, _ json: JSONValue, at path: String = "") {
        let mirror = Mirror(reflecting: value)
        switch json {
        case .object(let fields) where mirror.displayStyle == .enum:
            // A case with values, as the compiler encodes it: `{"case": {"_0": …, "label": …}}`.
            let type = String(describing: Swift.type(of: value))
            types.insert(type)
            guard let child = mirror.children.first, let name = child.label, fields.count == 1,
                case .object(let payload)? = fields[name]
            else {
                mismatches.append(
                    "\(path) \(type): case \(mirror.children.first?.label ?? "-"), encoded \(fields.keys.sorted())")
                return
            }
            if Mirror(reflecting: child.value).displayStyle == .tuple {
                compare(child.value, .object(payload), at: "\(path).\(name)")
            } else if let only = payload["_0"], payload.count == 1 {
                compare(child.value, only, at: "\(path).\(name)._0")
            } else {
                mismatches.append("\(path) \(type): case \(name) has one value, encoded \(payload.keys.sorted())")
            }
        case .object(let fields):
            let type = String(describing: Swift.type(of: value))
            types.insert(type)
            // A tuple's unnamed values are named `.0`, `.1` by reflection and `_0`, `_1` by the
            // compiler's encodings.
            let label = { (child: Mirror.Child) in child.label.map { $0.hasPrefix(".") ? "_" + $0.dropFirst() : $0 } }
            let names = mirror.children.compactMap { child -> String? in
                let wrapped = Mirror(reflecting: child.value)
                let isNil = wrapped.displayStyle == .optional && wrapped.children.isEmpty
                return allowsNil && isNil ? nil : label(child)
            }
            if Set(names) != Set(fields.keys) {
                mismatches.append("\(path) \(type): properties \(names.sorted()), encoded \(fields.keys.sorted())")
            }
            for child in mirror.children {
                guard let name = label(child), let field = fields[name] else { continue }
                let wrapped = Mirror(reflecting: child.value)
                let inner: Any? = wrapped.displayStyle == .optional ? wrapped.children.first?.value : child.value
                if let inner { compare(inner, field, at: "\(path).\(name)") }
            }
        case .list(let items):
            // An empty list would leave its items' types unchecked.
            if items.isEmpty, !allowsNil { mismatches.append("\(path): an empty list") }
            for (index, (item, child)) in zip(items, mirror.children).enumerated() {
                compare(child.value, item, at: "\(path)[\(index)]")
            }
        default:
            return
        }
    }
}
