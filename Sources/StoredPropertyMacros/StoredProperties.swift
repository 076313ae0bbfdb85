import SwiftSyntax

/// The stored properties of a struct, as its declaration lists them.
struct StoredProperties {
    /// Their names, in the order they are declared (without backticks).
    var names: [String] = []
    /// Whether the struct is public: what the macros add to it is then public too.
    var isPublic = false

    /// The stored properties of `declaration`: every `let` and `var` that is not static and
    /// has no getter (observers are allowed).
    init(of declaration: some DeclGroupSyntax, macro: String) throws {
        guard let structure = declaration.as(StructDeclSyntax.self) else {
            throw MacroError("@\(macro) applies to a struct")
        }
        isPublic = structure.modifiers.contains { ["public", "package"].contains($0.name.text) }
        for member in structure.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let modifiers = variable.modifiers.map(\.name.text)
            if modifiers.contains("static") || modifiers.contains("class") { continue }
            if modifiers.contains("lazy") { throw MacroError("@\(macro) does not handle lazy properties") }
            for binding in variable.bindings where Self.isStored(binding) {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    throw MacroError("@\(macro) needs one name per stored property")
                }
                names.append(pattern.identifier.text.filter { $0 != "`" })
            }
        }
    }

    /// Whether a binding stores its value: it has no accessors, or only observers.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: true
        case .getter: false
        case .accessors(let accessors):
            accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }
}

/// A macro's message to the programmer, shown by the compiler at the attribute.
struct MacroError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
