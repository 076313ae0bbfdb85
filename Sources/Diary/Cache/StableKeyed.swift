import Days
import Foundation

/// A value that mixes itself into a `StableHash`: the same value gives the same bytes on every
/// run, and two values that differ in any stored property give different ones. A key made so
/// tells whether what a page is made from changed since the last build.
///
/// Structs get their conformance from `@StableKeyed`, which mixes in every stored property in
/// the order they are declared; the leaves (texts, numbers, flags, days, instants, ids, the
/// cases of a string enum) and optionals and arrays conform here. Every part is whole on its
/// own (a text is closed, a list has its count, an optional its flag), so the parts of a value
/// of one type never run together.
public protocol StableKeyed {
    /// Mixes the value into `hash`.
    func add(to hash: inout StableHash)
}

/// Makes the struct `StableKeyed` by every stored property, in the order they are declared: a
/// property added later is in the key with no other edit.
@attached(extension, conformances: StableKeyed, names: named(add(to:)))
public macro StableKeyed() = #externalMacro(module: "StoredPropertyMacros", type: "StableKeyedMacro")

extension StableHash {
    /// Mixes in `value` (`StableKeyed`).
    @inlinable public mutating func add(keyed value: some StableKeyed) {
        value.add(to: &self)
    }
}

extension String: StableKeyed {
    @inlinable public func add(to hash: inout StableHash) { hash.add(self) }
}

extension Int: StableKeyed {
    @inlinable public func add(to hash: inout StableHash) { hash.mix(word: UInt64(bitPattern: Int64(self))) }
}

extension Bool: StableKeyed {
    @inlinable public func add(to hash: inout StableHash) { hash.mix(word: self ? 1 : 0) }
}

extension Double: StableKeyed {
    @inlinable public func add(to hash: inout StableHash) { hash.mix(word: bitPattern) }
}

extension Date: StableKeyed {
    @inlinable public func add(to hash: inout StableHash) { hash.mix(word: timeIntervalSinceReferenceDate.bitPattern) }
}

extension UUID: StableKeyed {
    public func add(to hash: inout StableHash) {
        let (first, second) = halves
        hash.mix(word: first)
        hash.mix(word: second)
    }
}

extension LocalDay: StableKeyed {
    @inlinable public func add(to hash: inout StableHash) { dayNumber.add(to: &hash) }
}

extension Optional: StableKeyed where Wrapped: StableKeyed {
    @inlinable public func add(to hash: inout StableHash) {
        if let self {
            true.add(to: &hash)
            self.add(to: &hash)
        } else {
            false.add(to: &hash)
        }
    }
}

extension Array: StableKeyed where Element: StableKeyed {
    @inlinable public func add(to hash: inout StableHash) {
        count.add(to: &hash)
        for element in self { element.add(to: &hash) }
    }
}

extension StableKeyed where Self: RawRepresentable, RawValue == String {
    /// A case of a string enum, by its raw value.
    @inlinable public func add(to hash: inout StableHash) { rawValue.add(to: &hash) }
}

extension MealCategory: StableKeyed {}
extension InputType: StableKeyed {}
