/// What of a context decides how a template lays it out — which fields are there, flags, the
/// length of every list, the type of every value — as bytes, and its texts in order: strings,
/// and numbers and blocks as the engine writes them.
///
/// The template engine never looks inside a text, a number or a block but to place it, escaped
/// for the template's kind or as it is (a section over one shows once, whatever it holds): two
/// contexts of the same shape render alike but for their texts. So a
/// template is rendered once for each shape with numbered holes for texts (`Skeleton`), and
/// each context of that shape fills the holes.
package struct TemplateShape {
    package static let node: UInt8 = 1
    package static let none: UInt8 = 2
    package static let end: UInt8 = 3
    package static let text: UInt8 = 4
    package static let integer: UInt8 = 5
    package static let yes: UInt8 = 6
    package static let no: UInt8 = 7
    package static let real: UInt8 = 8
    package static let block: UInt8 = 9
    package static let list: UInt8 = 10

    /// The shape, as bytes.
    package var key: [UInt8] = []
    /// The texts, in the order of their holes.
    package var texts: [String] = []

    package mutating func tag(_ byte: UInt8) {
        key.append(byte)
    }

    package mutating func add(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { key.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// The character around a hole: a private-use character that neither escaping changes.
    /// Templates holding it are not rendered by shape (`TemplateSet.rendersByShape`).
    package static let holeMark: Unicode.Scalar = "\u{E001}"

    /// The text standing for hole `number`. Its `&` and `#` come out of the engine as they are
    /// (`{{{name}}}`), escaped for HTML (`&amp;#`) or escaped for Markdown (`&amp;\#`): the
    /// rendered hole says how its text is to be placed.
    package static func hole(_ number: Int) -> String {
        "\u{E001}\(number)&#\u{E001}"
    }

    /// Creates the value from each of its stored properties.
    package init(key: [UInt8] = [], texts: [String] = []) {
        self.key = key
        self.texts = texts
    }
}
