import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@StableKeyed`: the struct conforms to `StableKeyed` by mixing every stored property into
/// the hash, in the order they are declared.
public struct StableKeyedMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let properties = try StoredProperties(of: declaration, macro: "StableKeyed")
        let access = properties.isPublic ? "public " : ""
        let lines = properties.names.map { "hash.add(keyed: self.\($0))" }.joined(separator: "\n")
        let extensionDecl: DeclSyntax = """
            extension \(type.trimmed): StableKeyed {
                \(raw: access)func add(to hash: inout StableHash) {
                    \(raw: lines)
                }
            }
            """
        return [extensionDecl.cast(ExtensionDeclSyntax.self)]
    }
}
