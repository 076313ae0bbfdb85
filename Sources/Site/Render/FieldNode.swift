import Mustache

/// A context as the template engine is handed it: a name is answered from the context's
/// fields, and a field's own tree is made only when a template asks for it.
///
/// It renders exactly as the context's dictionary (`TemplateNode.templateTree`) would: a nil or
/// unknown name answers nothing, so the engine looks further up the context stack; sections
/// push it as they push a dictionary; a dictionary's transforms (`count`, `empty`, …) and its
/// text are the dictionary's. What it saves is the dictionary itself, made and hashed for
/// every context of every page, and the engine's costlier cast of a generic dictionary.
struct FieldNode: MustacheParent, MustacheTransformable, CustomStringConvertible {
    let fields: KeyValuePairs<String, (any TemplateValue)?>

    func child(named name: String) -> Any? {
        for (key, value) in fields where key == name { return value?.engineTree }
        return nil
    }

    func transform(_ name: String) -> Any? {
        MustacheTree.node(fields).transform(name)
    }

    var description: String {
        String(describing: MustacheTree.node(fields))
    }
}
