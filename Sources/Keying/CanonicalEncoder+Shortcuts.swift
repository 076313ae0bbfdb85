import Days
import Diary

/// The values keys hold by the dozen (texts, numbers, flags) and a food page's lists of days
/// and counts, written by the encoder itself: the same bytes their own encodings write, without
/// a container each (a keyed container costs an allocation and a look-up of its type).
///
/// Each is read where it lies: a copy would hold on to each of its texts and let go of them
/// again. The values held by the thousand whose fields are written the same way (a day page's
/// inputs, its entries) say so themselves, beside their type (`CanonicalFields`).
extension CanonicalEncoder {
    /// Writes `value` as its own encoding would when it is one of the values above; returns
    /// whether it was.
    package func writesAsItsOwn<T>(_ value: T) -> Bool {
        if T.self == String.self {
            Self.inPlace(value, as: String.self) { text($0.pointee) }
        } else if T.self == Int.self {
            integer(Int64(Self.read(value, as: Int.self)))
        } else if T.self == Bool.self {
            flag(Self.read(value, as: Bool.self))
        } else if T.self == Double.self {
            real(Self.read(value, as: Double.self))
        } else if T.self == [String].self {
            Self.inPlace(value, as: [String].self) { items($0.pointee) }
        } else if T.self == [LocalDay].self {
            // A food page's days, and a year of days: thousands in each of its inputs.
            Self.inPlace(value, as: [LocalDay].self) { items($0.pointee) }
        } else if T.self == [Int].self {
            Self.inPlace(value, as: [Int].self) { items($0.pointee) }
        } else {
            return false
        }
        return true
    }

    /// A field of a keyed value, as the keyed container writes it.
    package func field(_ value: some Encodable) {
        key()
        nested(value)
    }

    /// An optional field, as the keyed container writes it when the compiler's conformance
    /// encodes it (`encodeIfPresent`).
    package func optionalField(_ value: (some Encodable)?) {
        key()
        if let value { nested(value) } else { none() }
    }

    /// A list, as an array's own encoding writes it, each element read where it lies (its end
    /// is written by the caller, as for any nested value).
    private func items<Element: Encodable>(_ elements: [Element]) {
        list()
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                item()
                nested(elements[index])
            }
        }
    }

    /// A field that is a list, as the keyed container writes it.
    package func listField<Element: Encodable>(_ elements: [Element]) {
        key()
        items(elements)
        end()
    }
}

/// A value held by the thousand in keys (a day page's inputs and entries) that writes its own
/// fields into its key, read where it lies, instead of through a keyed container: the same
/// bytes its `Encodable` conformance writes. Its conformance is beside the type, and
/// `OutputKeyTests` compares each with its own encoding and changes each stored property, so a
/// field added to the type and not written here fails that test.
package protocol CanonicalFields: Encodable {
    /// Writes the fields of the value at `value` (`keyed()`, then a `field` each) into `encoder`.
    static func writeFields(of value: UnsafePointer<Self>, to encoder: CanonicalEncoder)
}
