import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@TemplateNode`: the struct conforms to `TemplateNode` with `templateFields` listing every
/// stored property by name, in the order of the names.
public struct TemplateNodeMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let properties = try StoredProperties(of: declaration, macro: "TemplateNode")
        let fields = properties.names.sorted().map { "\"\($0)\": self.\($0)" }
        let list = fields.isEmpty ? "[:]" : "[" + fields.joined(separator: ", ") + "]"
        let extensionDecl: DeclSyntax = """
            extension \(type.trimmed): TemplateNode {
                var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
                    \(raw: list)
                }
            }
            """
        return [extensionDecl.cast(ExtensionDeclSyntax.self)]
    }
}
