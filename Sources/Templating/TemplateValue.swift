import Diary

/// A value as templates see it, written out instead of found by reflection.
///
/// A context's tree is a dictionary of its stored properties by name (optionals left out when
/// nil, arrays as arrays of trees, nested contexts as their trees); strings, numbers, booleans
/// and blocks are their own trees. It is exactly what reflection gives (`MustacheTree.reflected`),
/// which a test checks for every page of a specimen site.
package protocol TemplateValue: Sendable {
    /// The value as templates see it: dictionaries, arrays and leaves, what reflection gives.
    var templateTree: Any { get }
    /// Writes what of the value decides how a template lays it out, and collects its texts in
    /// order (`TemplateShape`).
    func shape(into shape: inout TemplateShape)
    /// The engine's tree with every text replaced by the hole of its number, counting from
    /// `next` in the order `shape(into:)` collects them.
    func holedTree(_ next: inout Int) -> Any
}

/// A context: its fields are its stored properties, as the compiler's `Encodable` conformance
/// lists them (`TemplateEncoder` walks them), so a property added later is a variable of the
/// template (and in the page's key, the template checker's schema and `docs/templates.md`)
/// with no other edit. Every field is itself a `TemplateValue` (or an optional one).
package protocol TemplateNode: TemplateValue, Encodable {}

extension TemplateNode {
    package var templateTree: Any { TemplateEncoder.tree(of: self) }

    package func shape(into shape: inout TemplateShape) {
        TemplateEncoder.shape(of: self, into: &shape)
    }

    package func holedTree(_ next: inout Int) -> Any {
        TemplateEncoder.holedTree(of: self, next: &next)
    }
}

/// A value that is its own tree: strings, numbers, booleans and blocks.
package protocol TemplateLeaf: TemplateValue {}

extension TemplateLeaf {
    package var templateTree: Any { self }
}

/// A leaf the engine only ever places as text, escaped or as it is, in a variable or as the
/// object of a section: strings, and numbers and blocks as the engine writes them. In a
/// skeleton it is a hole, not part of the shape (`TemplateShape`).
package protocol TemplateTextLeaf: TemplateLeaf {
    /// What the engine writes for it.
    var templateText: String { get }
    /// Its kind, in a shape.
    static var shapeTag: UInt8 { get }
}

extension TemplateTextLeaf {
    package func shape(into shape: inout TemplateShape) {
        shape.tag(Self.shapeTag)
        shape.texts.append(templateText)
    }

    package func holedTree(_ next: inout Int) -> Any {
        defer { next += 1 }
        return TemplateShape.hole(next)
    }
}

extension String: TemplateTextLeaf {
    package var templateText: String { self }
    package static var shapeTag: UInt8 { TemplateShape.text }
}

extension Int: TemplateTextLeaf {
    package var templateText: String { String(describing: self) }
    package static var shapeTag: UInt8 { TemplateShape.integer }
}

extension Double: TemplateTextLeaf {
    package var templateText: String { String(describing: self) }
    package static var shapeTag: UInt8 { TemplateShape.real }
}

extension Block: TemplateTextLeaf {
    package var templateText: String { renderText }
    package static var shapeTag: UInt8 { TemplateShape.block }
}

extension Bool: TemplateLeaf {
    // A flag decides whether a section shows: part of the shape.
    package func shape(into shape: inout TemplateShape) {
        shape.tag(self ? TemplateShape.yes : TemplateShape.no)
    }

    package func holedTree(_ next: inout Int) -> Any { self }
}

extension Array: TemplateValue where Element: TemplateValue {
    package var templateTree: Any { map(\.templateTree) }

    package func shape(into shape: inout TemplateShape) {
        shape.tag(TemplateShape.list)
        for item in self { item.shape(into: &shape) }
        shape.tag(TemplateShape.end)
    }

    package func holedTree(_ next: inout Int) -> Any {
        map { $0.holedTree(&next) }
    }
}
