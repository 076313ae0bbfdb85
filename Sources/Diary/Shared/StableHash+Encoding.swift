import Days

extension StableHash {
    /// Mixes in `value` by its structure as it encodes itself: every stored property by name,
    /// numbers by their bits, lists item by item. Charts and share cards are fingerprinted this
    /// way (their `Encodable` conformances are the compiler's, so a property added later is in
    /// their fingerprint too), a good deal faster than by reflection.
    ///
    /// Every part is introduced by a mark and every nested value closed by one
    /// (`EncodingMark`), so two values mix in alike only when they encode alike.
    public mutating func add(encoding value: some Encodable) {
        let encoder = StableHashEncoder(hash: self)
        encoder.nested(value)
        self = encoder.hash
    }
}

/// The marks `add(encoding:)` mixes in; distinct from one another, and never the 0xFF that
/// closes a text.
enum EncodingMark {
    static let text: UInt8 = 1
    static let integer: UInt8 = 2
    static let flag: UInt8 = 3
    static let real: UInt8 = 4
    static let none: UInt8 = 5
    static let keyed: UInt8 = 6
    static let key: UInt8 = 7
    static let unkeyed: UInt8 = 8
    static let item: UInt8 = 9
    static let end: UInt8 = 10
    static let day: UInt8 = 11
    static let large: UInt8 = 12
}

/// An encoder whose only output is a hash. It never throws: a value whose own `encode(to:)`
/// throws mixes in what it encoded before, then a mark of the failure and the error's words.
private final class StableHashEncoder: Encoder {
    var hash: StableHash

    init(hash: StableHash) {
        self.hash = hash
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        hash.mix(tag: EncodingMark.keyed)
        return KeyedEncodingContainer(Keyed(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        hash.mix(tag: EncodingMark.unkeyed)
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(encoder: self)
    }

    /// A value inside another (or the whole value): encoded, then closed.
    func nested<T: Encodable>(_ value: T) {
        // Days are held by the thousand in heatmaps; their own encoding is their text.
        if T.self == LocalDay.self, let day = value as? LocalDay {
            hash.mix(tag: EncodingMark.day)
            hash.add(littleEndianBytesOf: UInt64(bitPattern: Int64(day.dayNumber)))
        } else {
            do {
                try value.encode(to: self)
            } catch {
                hash.mix(tag: EncodingMark.end)
                hash.add("encoding failed: \(error)")
            }
        }
        hash.mix(tag: EncodingMark.end)
    }

    func text(_ value: String) {
        hash.mix(tag: EncodingMark.text)
        hash.add(value)
    }

    func integer(_ value: Int64) {
        hash.mix(tag: EncodingMark.integer)
        hash.add(littleEndianBytesOf: UInt64(bitPattern: value))
    }

    func unsigned(_ value: UInt64) {
        // The same as a whole number where both can say it; the top half of UInt64 apart.
        if value <= UInt64(Int64.max) {
            integer(Int64(value))
        } else {
            hash.mix(tag: EncodingMark.large)
            hash.add(littleEndianBytesOf: value)
        }
    }

    func flag(_ value: Bool) {
        hash.mix(tag: EncodingMark.flag)
        hash.mix(tag: value ? 1 : 0)
    }

    func real(_ value: Double) {
        hash.mix(tag: EncodingMark.real)
        hash.add(littleEndianBytesOf: value.bitPattern)
    }

    func none() {
        hash.mix(tag: EncodingMark.none)
    }

    func key(_ key: some CodingKey) {
        hash.mix(tag: EncodingMark.key)
        hash.add(key.stringValue)
    }

    func item() {
        hash.mix(tag: EncodingMark.item)
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: StableHashEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) {
            encoder.key(key)
            encoder.none()
        }
        mutating func encode(_ value: Bool, forKey key: Key) {
            encoder.key(key)
            encoder.flag(value)
        }
        mutating func encode(_ value: String, forKey key: Key) {
            encoder.key(key)
            encoder.text(value)
        }
        mutating func encode(_ value: Double, forKey key: Key) {
            encoder.key(key)
            encoder.real(value)
        }
        mutating func encode(_ value: Float, forKey key: Key) {
            encoder.key(key)
            encoder.real(Double(value))
        }
        mutating func encode(_ value: Int, forKey key: Key) {
            encoder.key(key)
            encoder.integer(Int64(value))
        }
        mutating func encode(_ value: Int8, forKey key: Key) {
            encoder.key(key)
            encoder.integer(Int64(value))
        }
        mutating func encode(_ value: Int16, forKey key: Key) {
            encoder.key(key)
            encoder.integer(Int64(value))
        }
        mutating func encode(_ value: Int32, forKey key: Key) {
            encoder.key(key)
            encoder.integer(Int64(value))
        }
        mutating func encode(_ value: Int64, forKey key: Key) {
            encoder.key(key)
            encoder.integer(value)
        }
        mutating func encode(_ value: UInt, forKey key: Key) {
            encoder.key(key)
            encoder.unsigned(UInt64(value))
        }
        mutating func encode(_ value: UInt8, forKey key: Key) {
            encoder.key(key)
            encoder.unsigned(UInt64(value))
        }
        mutating func encode(_ value: UInt16, forKey key: Key) {
            encoder.key(key)
            encoder.unsigned(UInt64(value))
        }
        mutating func encode(_ value: UInt32, forKey key: Key) {
            encoder.key(key)
            encoder.unsigned(UInt64(value))
        }
        mutating func encode(_ value: UInt64, forKey key: Key) {
            encoder.key(key)
            encoder.unsigned(value)
        }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
            encoder.key(key)
            encoder.nested(value)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            encoder.key(key)
            return encoder.container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.key(key)
            return encoder.unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder {
            encoder.hash.add("super")
            return encoder
        }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            encoder.key(key)
            return encoder
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: StableHashEncoder
        var codingPath: [any CodingKey] { [] }
        var count = 0

        private mutating func next() {
            count += 1
            encoder.item()
        }

        mutating func encodeNil() {
            next()
            encoder.none()
        }
        mutating func encode(_ value: Bool) {
            next()
            encoder.flag(value)
        }
        mutating func encode(_ value: String) {
            next()
            encoder.text(value)
        }
        mutating func encode(_ value: Double) {
            next()
            encoder.real(value)
        }
        mutating func encode(_ value: Float) {
            next()
            encoder.real(Double(value))
        }
        mutating func encode(_ value: Int) {
            next()
            encoder.integer(Int64(value))
        }
        mutating func encode(_ value: Int8) {
            next()
            encoder.integer(Int64(value))
        }
        mutating func encode(_ value: Int16) {
            next()
            encoder.integer(Int64(value))
        }
        mutating func encode(_ value: Int32) {
            next()
            encoder.integer(Int64(value))
        }
        mutating func encode(_ value: Int64) {
            next()
            encoder.integer(value)
        }
        mutating func encode(_ value: UInt) {
            next()
            encoder.unsigned(UInt64(value))
        }
        mutating func encode(_ value: UInt8) {
            next()
            encoder.unsigned(UInt64(value))
        }
        mutating func encode(_ value: UInt16) {
            next()
            encoder.unsigned(UInt64(value))
        }
        mutating func encode(_ value: UInt32) {
            next()
            encoder.unsigned(UInt64(value))
        }
        mutating func encode(_ value: UInt64) {
            next()
            encoder.unsigned(value)
        }
        mutating func encode<T: Encodable>(_ value: T) {
            next()
            encoder.nested(value)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            next()
            return encoder.container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            next()
            return encoder.unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder {
            next()
            return encoder
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: StableHashEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.none() }
        mutating func encode(_ value: Bool) { encoder.flag(value) }
        mutating func encode(_ value: String) { encoder.text(value) }
        mutating func encode(_ value: Double) { encoder.real(value) }
        mutating func encode(_ value: Float) { encoder.real(Double(value)) }
        mutating func encode(_ value: Int) { encoder.integer(Int64(value)) }
        mutating func encode(_ value: Int8) { encoder.integer(Int64(value)) }
        mutating func encode(_ value: Int16) { encoder.integer(Int64(value)) }
        mutating func encode(_ value: Int32) { encoder.integer(Int64(value)) }
        mutating func encode(_ value: Int64) { encoder.integer(value) }
        mutating func encode(_ value: UInt) { encoder.unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt8) { encoder.unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt16) { encoder.unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt32) { encoder.unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt64) { encoder.unsigned(value) }
        mutating func encode<T: Encodable>(_ value: T) { encoder.nested(value) }
    }
}
