import Days
import Diary
import Foundation
import Support

/// Writes a value as the bytes its `OutputKey` is made of: every part by its structure, the
/// same bytes on every run and machine, and two values whose encodings differ in any part give
/// different bytes.
///
/// - Each part starts with a mark saying what it is (`Mark`); each nested value ends with one.
/// - Texts are their UTF-8 after their length; numbers are their eight bytes, little-endian
///   (whole numbers as `Int64`, reals by the bits of their `Double`); flags one byte.
/// - A keyed value's fields come in the order the value encodes them (the order of
///   declaration, for the compiler's conformances), each with a mark but without its name: the
///   program, in every key, fixes which field stands where (a key's name would cost a fifth of
///   the encoding); a nil field encoded with `encodeIfPresent` is a mark of its own, not nothing.
/// - Dictionaries and sets, whose own order changes from run to run, are written in the order
///   of their keys (`CanonicallyOrdered`).
/// - Calendar days, clock times, UTC offsets, instants, ids, hashes and data are written as the
///   numbers and bytes they hold rather than as their own encodings: they are held by the
///   thousand.
/// - A record read from an export's element is written as the hash of that element's bytes
///   (`EntryRecord.source`): the record is a function of those bytes and of the program, which
///   is in every key; the inputs of every day page and search script hold the diary's records,
///   and so each is written in 17 bytes rather than field by field.
/// - A container a value opens inside its own (`nestedContainer`, which no conformance of the
///   compiler's opens) ends where the value does: a value that opens one should write it last.
package final class CanonicalEncoder: Encoder {
    /// The bytes written so far: the first `count` of `storage`, which holds `capacity`. Only
    /// this encoder writes them, one call at a time, so a write is a store (an array's
    /// `append` checks that the array is not shared and calls a copy for each word).
    private var storage: UnsafeMutableRawPointer
    private var count = 0
    private var capacity: Int
    /// How each type met so far is written (`Way`): asked once per type and encoding rather
    /// than for every value (an encoding meets a few types, so a list looked through is quicker
    /// than a table).
    @exclusivity(unchecked) private var writings: [(type: ObjectIdentifier, writing: Way)] = []

    /// How values of a type are written besides their own `encode(to:)`.
    private enum Way {
        /// Through their own encoding.
        case encoded
        /// In the order of their keys (`CanonicallyOrdered`).
        case ordered
        /// Field by field, by the type itself (`CanonicalFields`).
        case fields(any CanonicalFields.Type)
    }

    private init() {
        capacity = 1024
        storage = .allocate(byteCount: capacity, alignment: 8)
    }

    deinit {
        storage.deallocate()
    }

    /// The canonical encoding of `value`; with `first`, of the pair of `first` and `value`.
    package static func encoding(of value: some Encodable, after first: ContentHash? = nil) -> [UInt8] {
        written(value, after: first) { Array($0) }
    }

    /// The hash of the canonical encoding of `value` (with `first`: of the pair).
    package static func hash(of value: some Encodable, after first: ContentHash? = nil) -> ContentHash {
        written(value, after: first) { ContentHash(of: $0) }
    }

    /// `body` given the canonical encoding of `value` (with `first`: of the pair).
    private static func written<Result>(
        _ value: some Encodable, after first: ContentHash?, _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        let encoder = CanonicalEncoder()
        if let first { encoder.hash(first) }
        encoder.nested(value)
        // The encoder owns the bytes: it must outlive `body`'s reading of them.
        return withExtendedLifetime(encoder) {
            body(UnsafeRawBufferPointer(start: encoder.storage, count: encoder.count))
        }
    }

    /// Room for `more` bytes after the `count` written.
    private func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        let larger = max(capacity * 2, count + more)
        let moved = UnsafeMutableRawPointer.allocate(byteCount: larger, alignment: 8)
        moved.copyMemory(from: storage, byteCount: count)
        storage.deallocate()
        storage = moved
        capacity = larger
    }

    /// One byte.
    package func put(_ byte: UInt8) {
        reserve(1)
        storage.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Some bytes.
    package func put(_ bytes: UnsafeRawBufferPointer) {
        guard let start = bytes.baseAddress else { return }
        reserve(bytes.count)
        (storage + count).copyMemory(from: start, byteCount: bytes.count)
        count += bytes.count
    }

    /// What introduces each part; distinct from one another.
    package enum Mark {
        package static let text: UInt8 = 1
        package static let integer: UInt8 = 2
        package static let flag: UInt8 = 3
        package static let real: UInt8 = 4
        package static let none: UInt8 = 5
        package static let keyed: UInt8 = 6
        package static let key: UInt8 = 7
        package static let unkeyed: UInt8 = 8
        package static let item: UInt8 = 9
        package static let end: UInt8 = 10
        package static let day: UInt8 = 11
        package static let large: UInt8 = 12
        package static let instant: UInt8 = 13
        package static let id: UInt8 = 14
        package static let data: UInt8 = 15
        package static let failed: UInt8 = 16
        package static let superValue: UInt8 = 17
        package static let time: UInt8 = 18
        package static let offset: UInt8 = 19
        package static let source: UInt8 = 20
        package static let hash: UInt8 = 21
    }

    package var codingPath: [any CodingKey] { [] }
    package var userInfo: [CodingUserInfoKey: Any] { [:] }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        keyed()
        return KeyedEncodingContainer(Keyed(encoder: self))
    }

    package func unkeyedContainer() -> any UnkeyedEncodingContainer {
        put(Mark.unkeyed)
        return Unkeyed(encoder: self)
    }

    package func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(encoder: self)
    }

    /// A value inside another (or the whole value): written, then closed. A value whose own
    /// `encode(to:)` throws is written as far as it got, then a mark of the failure and the
    /// error's words: the key still says what was there.
    package func nested<T: Encodable>(_ value: T) {
        // The values a day page's key holds by the dozen, as their own encodings write them.
        if writesAsItsOwn(value) {
            end()
            return
        }
        if T.self == ContentHash.self {
            hash(Self.read(value, as: ContentHash.self))
        } else if T.self == EntryRecord.self, let source = Self.source(of: value) {
            hash(source, as: Mark.source)
        } else if T.self == LocalDay.self {
            let day = Self.read(value, as: LocalDay.self)
            put(Mark.day)
            word(UInt64(bitPattern: Int64(day.dayNumber)))
        } else if T.self == LocalTime.self {
            let time = Self.read(value, as: LocalTime.self)
            put(Mark.time)
            word(UInt64(bitPattern: Int64(time.secondsSinceMidnight)))
        } else if T.self == UTCOffset.self {
            let offset = Self.read(value, as: UTCOffset.self)
            put(Mark.offset)
            word(UInt64(bitPattern: Int64(offset.seconds)))
        } else if T.self == Date.self {
            let date = Self.read(value, as: Date.self)
            put(Mark.instant)
            word(date.timeIntervalSinceReferenceDate.bitPattern)
        } else if T.self == UUID.self {
            let id = Self.read(value, as: UUID.self)
            put(Mark.id)
            withUnsafeBytes(of: id.uuid) { put($0) }
        } else if T.self == Data.self {
            let data = Self.read(value, as: Data.self)
            put(Mark.data)
            length(data.count)
            data.withUnsafeBytes { put($0) }
        } else {
            switch writing(of: T.self) {
            case .fields(let type): writeFields(of: value, as: type)
            case .ordered:
                if let ordered = value as? any CanonicallyOrdered {
                    ordered.encodeInOrder(to: self)
                } else {
                    encoded(value)
                }
            case .encoded: encoded(value)
            }
        }
        put(Mark.end)
    }

    /// `value` through its own `encode(to:)`.
    private func encoded<T: Encodable>(_ value: T) {
        do {
            try value.encode(to: self)
        } catch {
            put(Mark.failed)
            text("\(error)")
        }
    }

    /// `value`, whose type is `type`, written by its type field by field, where it lies.
    private func writeFields<T, Fields: CanonicalFields>(of value: T, as type: Fields.Type) {
        Self.inPlace(value, as: Fields.self) { Fields.writeFields(of: $0, to: self) }
    }

    /// How values of `type` are written.
    private func writing<T>(of type: T.Type) -> Way {
        let id = ObjectIdentifier(type)
        for known in writings where known.type == id { return known.writing }
        let answer: Way =
            if let fields = type as? any CanonicalFields.Type {
                .fields(fields)
            } else if type is any CanonicallyOrdered.Type {
                .ordered
            } else {
                .encoded
            }
        writings.append((id, answer))
        return answer
    }

    /// The source of `value`, a record, read in place (a copy of the record would hold on to
    /// each of its texts and let go of them again).
    private static func source<T>(of value: T) -> ContentHash? {
        inPlace(value, as: EntryRecord.self) { $0.pointee.source.bytes }
    }

    /// `value`, whose type the caller has just compared equal to `type`, read as that type
    /// without a cast (a cast looks the types up for every value).
    package static func read<T, U>(_ value: T, as type: U.Type) -> U {
        inPlace(value, as: U.self) { $0.pointee }
    }

    /// `body` given `value`, whose type the caller has just compared equal to `type`, where it
    /// lies, as that type.
    package static func inPlace<T, U, Result>(
        _ value: T, as type: U.Type, _ body: (UnsafePointer<U>) -> Result
    ) -> Result {
        withUnsafePointer(to: value) { pointer in pointer.withMemoryRebound(to: U.self, capacity: 1, body) }
    }

    /// A hash, as the 16 bytes it holds, the high half first, after `mark`.
    package func hash(_ value: ContentHash, as mark: UInt8 = Mark.hash) {
        put(mark)
        word(value.high)
        word(value.low)
    }

    /// Eight bytes, little-endian.
    package func word(_ value: UInt64) {
        reserve(8)
        storage.storeBytes(of: value.littleEndian, toByteOffset: count, as: UInt64.self)
        count += 8
    }

    /// A length, seven bits a byte, the last byte's top bit clear.
    package func length(_ count: Int) {
        var rest = UInt64(count)
        while rest >= 0x80 {
            put(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        put(UInt8(rest))
    }

    package func text(_ value: String) {
        put(Mark.text)
        raw(value)
    }

    /// A text's length and UTF-8, without a mark.
    private func raw(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            length(utf8.count)
            put(UnsafeRawBufferPointer(utf8))
        }
    }

    package func integer(_ value: Int64) {
        put(Mark.integer)
        word(UInt64(bitPattern: value))
    }

    package func unsigned(_ value: UInt64) {
        // The same as a whole number where both can say it; the top half of UInt64 apart.
        if value <= UInt64(Int64.max) {
            integer(Int64(value))
        } else {
            put(Mark.large)
            word(value)
        }
    }

    package func flag(_ value: Bool) {
        put(Mark.flag)
        put(value ? 1 : 0)
    }

    package func real(_ value: Double) {
        put(Mark.real)
        word(value.bitPattern)
    }

    package func none() {
        put(Mark.none)
    }

    /// The start of a keyed value.
    package func keyed() {
        put(Mark.keyed)
    }

    /// The mark before each field of a keyed value (the field's name is not written).
    package func key() {
        put(Mark.key)
    }

    package func item() {
        put(Mark.item)
    }

    /// The end of a nested value.
    package func end() {
        put(Mark.end)
    }

    /// The start of a list written by hand.
    package func list() {
        put(Mark.unkeyed)
    }
}

/// A collection whose own encoding follows an order that changes from run to run (a
/// dictionary's, a set's): the canonical encoder writes it in the order of its keys instead.
package protocol CanonicallyOrdered {
    func encodeInOrder(to encoder: CanonicalEncoder)
}

extension Dictionary: CanonicallyOrdered where Key: Comparable & Encodable, Value: Encodable {
    package func encodeInOrder(to encoder: CanonicalEncoder) {
        encoder.list()
        for key in keys.sorted() {
            encoder.item()
            encoder.nested(key)
            encoder.item()
            if let value = self[key] { encoder.nested(value) }
        }
    }
}

extension Set: CanonicallyOrdered where Element: Comparable & Encodable {
    package func encodeInOrder(to encoder: CanonicalEncoder) {
        encoder.list()
        for element in sorted() {
            encoder.item()
            encoder.nested(element)
        }
    }
}

extension CanonicalEncoder {
    fileprivate struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        package let encoder: CanonicalEncoder
        package var codingPath: [any CodingKey] { [] }

        package mutating func encodeNil(forKey key: Key) {
            encoder.key()
            encoder.none()
        }
        package mutating func encode(_ value: Bool, forKey key: Key) {
            encoder.key()
            encoder.flag(value)
        }
        package mutating func encode(_ value: String, forKey key: Key) {
            encoder.key()
            encoder.text(value)
        }
        package mutating func encode(_ value: Double, forKey key: Key) {
            encoder.key()
            encoder.real(value)
        }
        package mutating func encode(_ value: Float, forKey key: Key) {
            encoder.key()
            encoder.real(Double(value))
        }
        package mutating func encode(_ value: Int, forKey key: Key) {
            encoder.key()
            encoder.integer(Int64(value))
        }
        package mutating func encode(_ value: Int8, forKey key: Key) {
            encoder.key()
            encoder.integer(Int64(value))
        }
        package mutating func encode(_ value: Int16, forKey key: Key) {
            encoder.key()
            encoder.integer(Int64(value))
        }
        package mutating func encode(_ value: Int32, forKey key: Key) {
            encoder.key()
            encoder.integer(Int64(value))
        }
        package mutating func encode(_ value: Int64, forKey key: Key) {
            encoder.key()
            encoder.integer(value)
        }
        package mutating func encode(_ value: UInt, forKey key: Key) {
            encoder.key()
            encoder.unsigned(UInt64(value))
        }
        package mutating func encode(_ value: UInt8, forKey key: Key) {
            encoder.key()
            encoder.unsigned(UInt64(value))
        }
        package mutating func encode(_ value: UInt16, forKey key: Key) {
            encoder.key()
            encoder.unsigned(UInt64(value))
        }
        package mutating func encode(_ value: UInt32, forKey key: Key) {
            encoder.key()
            encoder.unsigned(UInt64(value))
        }
        package mutating func encode(_ value: UInt64, forKey key: Key) {
            encoder.key()
            encoder.unsigned(value)
        }
        package mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
            encoder.key()
            encoder.nested(value)
        }
        // A nil field is written, not left out: present and absent never encode alike.
        package mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) {
            encoder.key()
            if let value { encoder.nested(value) } else { encoder.none() }
        }
        package mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
            encoder.key()
            if let value { encoder.text(value) } else { encoder.none() }
        }
        package mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
            encoder.key()
            if let value { encoder.integer(Int64(value)) } else { encoder.none() }
        }
        package mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
            encoder.key()
            if let value { encoder.flag(value) } else { encoder.none() }
        }
        package mutating func encodeIfPresent(_ value: Double?, forKey key: Key) {
            encoder.key()
            if let value { encoder.real(value) } else { encoder.none() }
        }
        package mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            encoder.key()
            return encoder.container(keyedBy: keyType)
        }
        package mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.key()
            return encoder.unkeyedContainer()
        }
        package mutating func superEncoder() -> any Encoder {
            encoder.put(Mark.superValue)
            return encoder
        }
        package mutating func superEncoder(forKey key: Key) -> any Encoder {
            encoder.key()
            return encoder
        }
    }

    fileprivate struct Unkeyed: UnkeyedEncodingContainer {
        package let encoder: CanonicalEncoder
        package var codingPath: [any CodingKey] { [] }
        package var count = 0

        private mutating func next() {
            count += 1
            encoder.item()
        }

        package mutating func encodeNil() {
            next()
            encoder.none()
        }
        package mutating func encode(_ value: Bool) {
            next()
            encoder.flag(value)
        }
        package mutating func encode(_ value: String) {
            next()
            encoder.text(value)
        }
        package mutating func encode(_ value: Double) {
            next()
            encoder.real(value)
        }
        package mutating func encode(_ value: Float) {
            next()
            encoder.real(Double(value))
        }
        package mutating func encode(_ value: Int) {
            next()
            encoder.integer(Int64(value))
        }
        package mutating func encode(_ value: Int8) {
            next()
            encoder.integer(Int64(value))
        }
        package mutating func encode(_ value: Int16) {
            next()
            encoder.integer(Int64(value))
        }
        package mutating func encode(_ value: Int32) {
            next()
            encoder.integer(Int64(value))
        }
        package mutating func encode(_ value: Int64) {
            next()
            encoder.integer(value)
        }
        package mutating func encode(_ value: UInt) {
            next()
            encoder.unsigned(UInt64(value))
        }
        package mutating func encode(_ value: UInt8) {
            next()
            encoder.unsigned(UInt64(value))
        }
        package mutating func encode(_ value: UInt16) {
            next()
            encoder.unsigned(UInt64(value))
        }
        package mutating func encode(_ value: UInt32) {
            next()
            encoder.unsigned(UInt64(value))
        }
        package mutating func encode(_ value: UInt64) {
            next()
            encoder.unsigned(value)
        }
        package mutating func encode<T: Encodable>(_ value: T) {
            next()
            encoder.nested(value)
        }
        package mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            next()
            return encoder.container(keyedBy: keyType)
        }
        package mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            next()
            return encoder.unkeyedContainer()
        }
        package mutating func superEncoder() -> any Encoder {
            next()
            return encoder
        }
    }

    fileprivate struct Single: SingleValueEncodingContainer {
        package let encoder: CanonicalEncoder
        package var codingPath: [any CodingKey] { [] }

        package mutating func encodeNil() { encoder.none() }
        package mutating func encode(_ value: Bool) { encoder.flag(value) }
        package mutating func encode(_ value: String) { encoder.text(value) }
        package mutating func encode(_ value: Double) { encoder.real(value) }
        package mutating func encode(_ value: Float) { encoder.real(Double(value)) }
        package mutating func encode(_ value: Int) { encoder.integer(Int64(value)) }
        package mutating func encode(_ value: Int8) { encoder.integer(Int64(value)) }
        package mutating func encode(_ value: Int16) { encoder.integer(Int64(value)) }
        package mutating func encode(_ value: Int32) { encoder.integer(Int64(value)) }
        package mutating func encode(_ value: Int64) { encoder.integer(value) }
        package mutating func encode(_ value: UInt) { encoder.unsigned(UInt64(value)) }
        package mutating func encode(_ value: UInt8) { encoder.unsigned(UInt64(value)) }
        package mutating func encode(_ value: UInt16) { encoder.unsigned(UInt64(value)) }
        package mutating func encode(_ value: UInt32) { encoder.unsigned(UInt64(value)) }
        package mutating func encode(_ value: UInt64) { encoder.unsigned(value) }
        package mutating func encode<T: Encodable>(_ value: T) { encoder.nested(value) }
    }
}
