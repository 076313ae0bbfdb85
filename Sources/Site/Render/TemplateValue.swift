import Diary

/// A value as templates see it, written out instead of found by reflection.
///
/// A context's tree is a dictionary of its stored properties by name (optionals left out when
/// nil, arrays as arrays of trees, nested contexts as their trees); strings, numbers, booleans
/// and blocks are their own trees. It is exactly what reflection gives (`MustacheTree.reflected`),
/// which a test checks for every page of a specimen site.
protocol TemplateValue: Sendable {
    /// The value as templates see it: dictionaries, arrays and leaves, what reflection gives.
    var templateTree: Any { get }
    /// Mixes the value into `hash` exactly as its tree would be (`StableHash.add(value:)`),
    /// without making the tree: a rebuild fingerprints every page, and renders few.
    func fingerprint(into hash: inout StableHash)
    /// Writes what of the value decides how a template lays it out, and collects its texts in
    /// order (`TemplateShape`).
    func shape(into shape: inout TemplateShape)
    /// The engine's tree with every text replaced by the hole of its number, counting from
    /// `next` in the order `shape(into:)` collects them.
    func holedTree(_ next: inout Int) -> Any
}

/// A context: named fields, from which both its tree and its fingerprint are made, so the two
/// cannot disagree on what the template sees. Contexts get their conformance from
/// `@TemplateNode`.
protocol TemplateNode: TemplateValue {
    /// Every stored property by name, as the template sees it (nil: left out), listed in the
    /// order of their names (a test checks it): the fingerprint walks them as they are listed.
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> { get }
}

/// Makes the struct a `TemplateNode` whose fields are its stored properties, written out by the
/// compiler: a property added later is a variable of the template (and in the fingerprint, the
/// template checker's schema and `docs/templates.md`) with no other edit.
@attached(extension, conformances: TemplateNode, names: named(templateFields))
macro TemplateNode() = #externalMacro(module: "StoredPropertyMacros", type: "TemplateNodeMacro")

extension TemplateNode {
    var templateTree: Any { MustacheTree.node(templateFields) }

    func shape(into shape: inout TemplateShape) {
        shape.tag(TemplateShape.node)
        shape.add(UInt64(UInt(bitPattern: ObjectIdentifier(Self.self))))
        for (_, value) in templateFields {
            if let value { value.shape(into: &shape) } else { shape.tag(TemplateShape.none) }
        }
        shape.tag(TemplateShape.end)
    }

    func holedTree(_ next: inout Int) -> Any {
        var node: [String: Any] = [:]
        for (name, value) in templateFields {
            if let value { node[name] = value.holedTree(&next) }
        }
        return node
    }

    func fingerprint(into hash: inout StableHash) {
        // As a dictionary is mixed in: its present keys in order, each with its value. The
        // fields are listed in that order already.
        hash.mix(tag: StableHash.Mark.node)
        for (name, value) in templateFields {
            guard let value else { continue }
            hash.add(name)
            value.fingerprint(into: &hash)
        }
        hash.mix(tag: StableHash.Mark.nodeEnd)
    }
}

/// A value that is its own tree: strings, numbers, booleans and blocks.
protocol TemplateLeaf: TemplateValue {}

extension TemplateLeaf {
    var templateTree: Any { self }
}

/// A leaf the engine only ever places as text, escaped or as it is, in a variable or as the
/// object of a section: strings, and numbers and blocks as the engine writes them. In a
/// skeleton it is a hole, not part of the shape (`TemplateShape`).
protocol TemplateTextLeaf: TemplateLeaf {
    /// What the engine writes for it.
    var templateText: String { get }
    /// Its kind, in a shape.
    static var shapeTag: UInt8 { get }
}

extension TemplateTextLeaf {
    func shape(into shape: inout TemplateShape) {
        shape.tag(Self.shapeTag)
        shape.texts.append(templateText)
    }

    func holedTree(_ next: inout Int) -> Any {
        defer { next += 1 }
        return TemplateShape.hole(next)
    }
}

extension String: TemplateTextLeaf {
    var templateText: String { self }
    static var shapeTag: UInt8 { TemplateShape.text }

    func fingerprint(into hash: inout StableHash) { hash.add(leaf: self) }
}

extension Int: TemplateTextLeaf {
    var templateText: String { String(describing: self) }
    static var shapeTag: UInt8 { TemplateShape.integer }

    func fingerprint(into hash: inout StableHash) { hash.add(leaf: self) }
}

extension Double: TemplateTextLeaf {
    var templateText: String { String(describing: self) }
    static var shapeTag: UInt8 { TemplateShape.real }

    func fingerprint(into hash: inout StableHash) { hash.add(leaf: self) }
}

extension Block: TemplateTextLeaf {
    var templateText: String { renderText }
    static var shapeTag: UInt8 { TemplateShape.block }

    func fingerprint(into hash: inout StableHash) { hash.add(leaf: self) }
}

extension Bool: TemplateLeaf {
    func fingerprint(into hash: inout StableHash) { hash.add(leaf: self) }

    // A flag decides whether a section shows: part of the shape.
    func shape(into shape: inout TemplateShape) {
        shape.tag(self ? TemplateShape.yes : TemplateShape.no)
    }

    func holedTree(_ next: inout Int) -> Any { self }
}

extension Array: TemplateValue where Element: TemplateValue {
    var templateTree: Any { map(\.templateTree) }

    func fingerprint(into hash: inout StableHash) {
        hash.mix(tag: StableHash.Mark.list)
        for item in self { item.fingerprint(into: &hash) }
        hash.mix(tag: StableHash.Mark.end)
    }

    func shape(into shape: inout TemplateShape) {
        shape.tag(TemplateShape.list)
        for item in self { item.shape(into: &shape) }
        shape.tag(TemplateShape.end)
    }

    func holedTree(_ next: inout Int) -> Any {
        map { $0.holedTree(&next) }
    }
}
