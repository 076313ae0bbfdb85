import Diary
import Templating
import Testing

@testable import Site

/// The trees contexts write out (`TemplateValue`) against the trees reflection gives, compared
/// as whole values: a field added to a context but not to its tree fails here.
@Suite("Template trees")
struct TemplateTreeTests {
    static let specimen = TemplateSpecimen.contexts()

    @Test("Every context of the specimen site writes out exactly the tree reflection gives")
    func specimenTrees() {
        #expect(
            Set(Self.specimen.map(\.template)) == [
                "404", "day", "entry-card", "food", "foods", "goal", "index", "insights", "layout", "month", "pantry",
                "pantry-item", "photo-calendar", "photo-mosaic", "print", "search", "week", "year",
            ])
        // The first difference of each context type (one page in error is enough to show it).
        var differences: [String: String] = [:]
        for (template, context) in Self.specimen {
            let type = String(describing: Swift.type(of: context))
            guard differences[type] == nil else { continue }
            differences[type] = TreeDifference.first(context.templateTree, MustacheTree.reflected(context)).map {
                "\(template): \($0)"
            }
        }
        #expect(differences == [:])
    }

    @Test("Every context's shape holds its texts in the order of its holes: filled, the holed tree is its tree")
    func specimenShapes() {
        // A page is rendered by shape: a skeleton made from the holed tree, filled with the
        // shape's texts. Texts out of order would put one field's text in another's place.
        var differing: [String] = []
        for (template, context) in Self.specimen {
            var shape = TemplateShape()
            context.shape(into: &shape)
            var holes = 0
            let holed = context.holedTree(&holes)
            let filled = Self.fill(holed, with: shape.texts)
            if holes != shape.texts.count
                || TreeDifference.first(filled, Self.asTexts(context.templateTree)) != nil
            {
                differing.append("\(template): \(Swift.type(of: context))")
            }
        }
        #expect(differing == [])
    }

    @Test("Two contexts differing in a flag, a list's length or a field's presence have different shapes")
    func shapes() {
        let node = Node(
            title: "Dosa", count: 3, done: true, share: 0.25, chart: Block(marker: "\u{E000}block0\u{E000}"),
            link: LinkContext(url: "a.html", label: "A"), note: nil, links: [LinkContext(url: "b.html", label: "B")])
        func shape(_ change: (inout Node) -> Void) -> [UInt8] {
            var changed = node
            change(&changed)
            var shape = TemplateShape()
            changed.shape(into: &shape)
            return shape.key
        }
        let same = [shape { $0.title = "Idli" }, shape { $0.count = 4 }, shape { $0.link.label = "Z" }]
        let other = [
            shape { $0.done = false }, shape { $0.note = "" }, shape { $0.links = [] },
            shape { $0.links.append(LinkContext(url: "c.html", label: "C")) },
        ]
        #expect(Set(same) == [shape { _ in }])
        #expect(Set(other + [shape { _ in }]).count == other.count + 1)
    }

    /// `tree` with the hole of each number replaced by that text.
    static func fill(_ tree: Any, with texts: [String]) -> Any {
        switch tree {
        case let text as String:
            for (number, filler) in texts.enumerated() where text == TemplateShape.hole(number) { return filler }
            return text
        case let node as [String: Any]: return node.mapValues { fill($0, with: texts) }
        case let list as [Any]: return list.map { fill($0, with: texts) }
        default: return tree
        }
    }

    /// `tree` with every number and block as the text the engine writes for it.
    static func asTexts(_ tree: Any) -> Any {
        switch tree {
        case let leaf as any TemplateTextLeaf: return leaf.templateText
        case let node as [String: Any]: return node.mapValues(asTexts)
        case let list as [Any]: return list.map(asTexts)
        default: return tree
        }
    }

    @Test("A context's tree holds every stored property, whatever its declaration, and nothing else")
    func declarations() {
        let value = Declarations(plain: "a", constant: 1, first: "f", second: "s", default: true, observed: "o")
        let tree = value.templateTree as? [String: Any] ?? [:]
        #expect(tree.keys.sorted() == ["constant", "default", "first", "observed", "plain", "second"])
        #expect(TreeDifference.first(value.templateTree, MustacheTree.reflected(value)) == nil)
        var unobserved = value
        unobserved.observed = nil
        #expect(TreeDifference.first(unobserved.templateTree, MustacheTree.reflected(unobserved)) == nil)
    }

    private func with(_ node: Node, _ change: (inout Node) -> Void) -> Node {
        var changed = node
        change(&changed)
        return changed
    }

    @Test("The specimen site shows every field of every context, so none goes unchecked when it is nil")
    func specimenShowsEveryField() {
        var fields = FieldCensus()
        for (_, context) in Self.specimen { fields.count(context) }
        // All 58 context types of the site are in the specimen (the header's links, the photo calendar's, a food's
        // months and days, its earlier years and their months, the layout's preloaded fonts and
        // its page style sheets, a month's and a year's comparisons and their sentences, a printed
        // month's, a food's periods, the newest, a goal's page and its lines).
        #expect(fields.declared.count == 58, "\(fields.declared.keys.sorted())")
        for (type, declared) in fields.declared {
            #expect(fields.shown[type, default: []] == declared, "\(type) never shows some fields")
        }
    }

    @Test("A tree that leaves out a field, or gives another value, differs from the reflected tree")
    func differencesAreFound() {
        let card = Node(
            title: "Lunch", count: 2, done: true, share: 0.5, chart: Block(marker: "\u{E000}block0\u{E000}"),
            link: LinkContext(url: "day/2026-03-08.html", label: "Sunday"), note: nil,
            links: [LinkContext(url: "a.html", label: "A")])
        let reflected = MustacheTree.reflected(card)
        #expect(TreeDifference.first(card.templateTree, reflected) == nil)
        #expect(TreeDifference.first(card.tree(leavingOut: "links"), reflected) == "links: missing from the tree")
        #expect(TreeDifference.first(card.tree(leavingOut: "share"), reflected) == "share: missing from the tree")
        var noted = card
        noted.note = "a note"
        #expect(TreeDifference.first(card.templateTree, MustacheTree.reflected(noted)) == "note: missing from the tree")
        #expect(TreeDifference.first(noted.templateTree, reflected) == "note: not in the reflected tree")
        var other = card
        other.links[0].label = "B"
        #expect(TreeDifference.first(other.templateTree, reflected) == "links[0].label: \"B\", reflection has \"A\"")
        other = card
        other.links.append(other.links[0])
        #expect(TreeDifference.first(other.templateTree, reflected) == "links: 2 items, reflection has 1")
        other = card
        other.chart = Block(marker: "\u{E000}block1\u{E000}")
        #expect(
            TreeDifference.first(other.templateTree, reflected)
                == "chart: \(String(reflecting: other.chart)), reflection has \(String(reflecting: card.chart))")
        #expect(
            TreeDifference.first(["count": "2"] as [String: Any], ["count": 2] as [String: Any])
                == "count: String in the tree, Int in the reflected tree"
        )
    }
}

/// A context with each kind of declaration a context may have: stored properties (`let`,
/// `var`, two in one declaration, one named with backticks, one with an observer), and the
/// computed and static ones its tree must leave out.
private struct Declarations: TemplateNode {
    var plain: String
    let constant: Int
    var first: String, second: String
    var `default`: Bool
    var observed: String? {
        didSet { _ = oldValue }
    }
    var computed: String { plain + "!" }
    static let shared = 0
}

/// A context with a field of each kind, for checking trees, their comparison and shapes.
private struct Node: TemplateNode {
    var title: String
    var count: Int
    var done: Bool
    var share: Double
    var chart: Block
    var link: LinkContext
    var note: String?
    var links: [LinkContext]
}

extension Node {
    /// Its tree without the field `left`, as a context that forgot to write it out would give.
    fileprivate func tree(leavingOut left: String) -> [String: Any] {
        var tree = templateTree as? [String: Any] ?? [:]
        tree[left] = nil
        return tree
    }
}

/// The first place where two template trees differ, as a key path and what differs.
enum TreeDifference {
    /// Nil when `tree` and `reference` are equal: dictionaries with the same keys and equal
    /// values, arrays of equal items in order, and equal strings, integers, booleans, doubles
    /// and blocks of the same type.
    static func first(_ tree: Any, _ reference: Any, at path: String = "") -> String? {
        let place = path.isEmpty ? "" : path + ": "
        guard type(of: tree) == type(of: reference) else {
            return "\(place)\(type(of: tree)) in the tree, \(type(of: reference)) in the reflected tree"
        }
        switch (tree, reference) {
        case (let tree as [String: Any], let reference as [String: Any]):
            for key in Set(tree.keys).union(reference.keys).sorted() {
                let inner = path.isEmpty ? key : path + "." + key
                guard let value = tree[key] else { return "\(inner): missing from the tree" }
                guard let expected = reference[key] else { return "\(inner): not in the reflected tree" }
                if let difference = first(value, expected, at: inner) { return difference }
            }
            return nil
        case (let tree as [Any], let reference as [Any]):
            guard tree.count == reference.count else {
                return "\(place)\(tree.count) items, reflection has \(reference.count)"
            }
            for (index, (item, expected)) in zip(tree, reference).enumerated() {
                if let difference = first(item, expected, at: "\(path)[\(index)]") { return difference }
            }
            return nil
        case (let tree as String, let reference as String): return leaf(tree, reference, place)
        case (let tree as Int, let reference as Int): return leaf(tree, reference, place)
        case (let tree as Bool, let reference as Bool): return leaf(tree, reference, place)
        case (let tree as Double, let reference as Double): return leaf(tree, reference, place)
        case (let tree as Block, let reference as Block): return leaf(tree, reference, place)
        default: return "\(place)\(type(of: tree)) is not a template value"
        }
    }

    private static func leaf<Value: Equatable>(_ tree: Value, _ reference: Value, _ place: String) -> String? {
        tree == reference ? nil : "\(place)\(String(reflecting: tree)), reflection has \(String(reflecting: reference))"
    }
}

/// Which stored properties of each context type a set of contexts declares, and which of them
/// it shows (holds a value other than nil) at least once.
private struct FieldCensus {
    var declared: [String: Set<String>] = [:]
    var shown: [String: Set<String>] = [:]

    mutating func count(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection, .set:
            for child in mirror.children { count(child.value) }
        case .struct where !(value is Block) && !(value is String):
            let type = String(reflecting: Swift.type(of: value))
            for child in mirror.children {
                guard let label = child.label else { continue }
                declared[type, default: []].insert(label)
                let isNil =
                    Mirror(reflecting: child.value).displayStyle == .optional
                    && Mirror(reflecting: child.value).children.isEmpty
                if !isNil { shown[type, default: []].insert(label) }
                count(child.value)
            }
        default:
            return
        }
    }
}
