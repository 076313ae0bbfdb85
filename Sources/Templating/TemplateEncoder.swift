/// Walks a context (`TemplateNode`) through the compiler's `Encodable` conformance: every
/// stored property, in the order of declaration, each a `TemplateValue`. One walk makes what
/// the engine renders from (`tree`), another what decides its layout (`shape`), a third the
/// tree with holes for its texts (`holedTree`); the shape's texts and the holes come in the same
/// order, so a skeleton's holes are filled with the right texts.
package final class TemplateEncoder: Encoder {
    private enum Mode {
        case tree, shape, holed
    }

    private let mode: Mode
    private var shape = TemplateShape()
    private var next = 0
    /// What the value being walked has made so far: a leaf's tree, or the container it opened.
    private var made: Any?

    private init(mode: Mode) {
        self.mode = mode
    }

    /// The tree of `value`: its fields by name, nil ones left out.
    package static func tree(of value: some Encodable) -> Any {
        TemplateEncoder(mode: .tree).child(value) ?? [String: Any]()
    }

    /// Adds the shape of `value` to `shape`, and its texts in order.
    package static func shape(of value: some Encodable, into shape: inout TemplateShape) {
        let encoder = TemplateEncoder(mode: .shape)
        swap(&encoder.shape, &shape)
        _ = encoder.child(value)
        swap(&encoder.shape, &shape)
    }

    /// The tree of `value` with its texts replaced by holes numbered from `next`.
    package static func holedTree(of value: some Encodable, next: inout Int) -> Any {
        let encoder = TemplateEncoder(mode: .holed)
        encoder.next = next
        defer { next = encoder.next }
        return encoder.child(value) ?? [String: Any]()
    }

    package var codingPath: [any CodingKey] { [] }
    package var userInfo: [CodingUserInfoKey: Any] { [:] }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let node = Node()
        made = node
        if mode == .shape {
            shape.tag(TemplateShape.node)
            shape.add(UInt64(UInt(bitPattern: ObjectIdentifier(Key.self))))
        }
        return KeyedEncodingContainer(Keyed(encoder: self, node: node))
    }

    package func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let list = List()
        made = list
        if mode == .shape { shape.tag(TemplateShape.list) }
        return Unkeyed(encoder: self, list: list)
    }

    package func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(encoder: self)
    }

    /// What a leaf is in this walk: itself, a hole, or (for the shape) nothing but its mark.
    fileprivate func leaf(_ value: some TemplateValue) -> Any? {
        switch mode {
        case .tree: return value
        case .shape:
            value.shape(into: &shape)
            return nil
        case .holed: return value.holedTree(&next)
        }
    }

    /// What a field or an item is in this walk.
    fileprivate func child<T: Encodable>(_ value: T) -> Any? {
        if T.self == Block.self, let block = value as? Block { return leaf(block) }
        let outer = made
        made = nil
        // A context's conformance is the compiler's, over values that do not throw.
        try? value.encode(to: self)
        let result = made
        made = outer
        switch result {
        case let node as Node:
            if mode == .shape { shape.tag(TemplateShape.end) }
            return node.fields
        case let list as List:
            if mode == .shape { shape.tag(TemplateShape.end) }
            return list.items
        default:
            return result
        }
    }

    /// A nil field: part of the shape (a section over it does not show), absent from trees.
    fileprivate func none() {
        if mode == .shape { shape.tag(TemplateShape.none) }
    }

    private final class Node {
        package var fields: [String: Any] = [:]
    }

    private final class List {
        package var items: [Any] = []
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        package let encoder: TemplateEncoder
        package let node: Node
        package var codingPath: [any CodingKey] { [] }

        private func set(_ value: Any?, _ key: Key) {
            if let value { node.fields[key.stringValue] = value }
        }

        package mutating func encodeNil(forKey key: Key) { encoder.none() }
        package mutating func encode(_ value: Bool, forKey key: Key) { set(encoder.leaf(value), key) }
        package mutating func encode(_ value: String, forKey key: Key) { set(encoder.leaf(value), key) }
        package mutating func encode(_ value: Double, forKey key: Key) { set(encoder.leaf(value), key) }
        package mutating func encode(_ value: Int, forKey key: Key) { set(encoder.leaf(value), key) }
        package mutating func encode<T: Encodable>(_ value: T, forKey key: Key) { set(encoder.child(value), key) }
        package mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encoder.none() }
        }
        package mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encoder.none() }
        }
        package mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encoder.none() }
        }
        package mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encoder.none() }
        }
        package mutating func encodeIfPresent(_ value: Double?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encoder.none() }
        }
        package mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let container = encoder.container(keyedBy: keyType)
            set((encoder.made as? Node)?.fields, key)
            return container
        }
        package mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.unkeyedContainer()
        }
        package mutating func superEncoder() -> any Encoder { encoder }
        package mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        package let encoder: TemplateEncoder
        package let list: List
        package var codingPath: [any CodingKey] { [] }
        package var count: Int { list.items.count }

        private func append(_ value: Any?) {
            if let value { list.items.append(value) }
        }

        package mutating func encodeNil() { encoder.none() }
        package mutating func encode(_ value: Bool) { append(encoder.leaf(value)) }
        package mutating func encode(_ value: String) { append(encoder.leaf(value)) }
        package mutating func encode(_ value: Double) { append(encoder.leaf(value)) }
        package mutating func encode(_ value: Int) { append(encoder.leaf(value)) }
        package mutating func encode<T: Encodable>(_ value: T) { append(encoder.child(value)) }
        package mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            encoder.container(keyedBy: keyType)
        }
        package mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { encoder.unkeyedContainer() }
        package mutating func superEncoder() -> any Encoder { encoder }
    }

    private struct Single: SingleValueEncodingContainer {
        package let encoder: TemplateEncoder
        package var codingPath: [any CodingKey] { [] }

        package mutating func encodeNil() { encoder.none() }
        package mutating func encode(_ value: Bool) { encoder.made = encoder.leaf(value) }
        package mutating func encode(_ value: String) { encoder.made = encoder.leaf(value) }
        package mutating func encode(_ value: Double) { encoder.made = encoder.leaf(value) }
        package mutating func encode(_ value: Int) { encoder.made = encoder.leaf(value) }
        package mutating func encode<T: Encodable>(_ value: T) { encoder.made = encoder.child(value) }
    }
}
