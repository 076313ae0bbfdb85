import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of FoodStory's macros: each writes out what a type's stored
/// properties are, so that no list of them is kept by hand.
@main
struct StoredPropertyMacros: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [StableKeyedMacro.self, TemplateNodeMacro.self]
}
