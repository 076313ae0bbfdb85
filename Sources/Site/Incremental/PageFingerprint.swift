import Charts
import Diary

/// The fingerprint of a page's value: its path, template, title, summary, scripts, the
/// context its template sees and the value of every block (a chart's data, a card's context,
/// HTML). A page is rendered from nothing else but the templates, the assets, the program and
/// the few site-wide facts of its layout, which make the render key (`SiteBuilder.renderKey`);
/// so two pages with the same fingerprint and render key render to the same bytes.
enum PageFingerprint {
    /// The fingerprint of `page`. Contexts are mixed in from their fields, as their trees
    /// would be (`TemplateValue.fingerprint(into:)`), without making the trees.
    static func of(_ page: Page) -> UInt64 {
        var hash = StableHash()
        hash.add("page")
        hash.add(page.path)
        hash.add(page.template)
        hash.add(page.title)
        hash.add(page.summary)
        for script in page.scripts { hash.add(script) }
        if let openGraph = page.openGraph { hash.add(value: openGraph) }
        page.context.fingerprint(into: &hash)
        add(page.blocks, to: &hash)
        return hash.state
    }

    /// Mixes the value of every block of `blocks` into `hash`.
    private static func add(_ blocks: BlockStore, to hash: inout StableHash) {
        for source in blocks.sources {
            switch source {
            case .html(let html):
                hash.add("html")
                hash.add(html)
            case .chart(let chart, let id, let className):
                hash.add("chart")
                hash.add(id)
                hash.add(className)
                // Which kind of chart a block holds is the program's choice, and the program
                // is in the manifest's key: the chart's fields tell the rest.
                hash.add(encoding: chart)
            case .component(let name, let context):
                hash.add("component")
                hash.add(name)
                context.fingerprint(into: &hash)
            case .markdown(let name, let context, let blocks):
                hash.add("markdown")
                hash.add(name)
                context.fingerprint(into: &hash)
                add(blocks, to: &hash)
                hash.add("markdown end")
            }
        }
    }

    /// The fingerprint of a year-in-review card.
    static func of(_ card: YearCard) -> UInt64 {
        var hash = StableHash()
        hash.add("year card")
        hash.add(encoding: card)
        return hash.state
    }

    /// The fingerprint of a share card.
    static func of(_ card: ShareCard) -> UInt64 {
        var hash = StableHash()
        hash.add("card")
        hash.add(encoding: card)
        return hash.state
    }
}

extension StableHash {
    /// Mixes in any value by its structure: the same value gives the same fingerprint on every
    /// run and machine (dictionaries and sets in a fixed order, numbers by their bits), and
    /// values that differ in any stored property differ. Template trees and the layout's facts
    /// come this way; charts and share cards by their encoding (`add(encoding:)`).
    mutating func add(value: Any) {
        switch value {
        case let text as String: add(leaf: text)
        case let number as Int: add(leaf: number)
        case let flag as Bool: add(leaf: flag)
        case let number as Double: add(leaf: number)
        case let block as Block: add(leaf: block)
        case let node as [String: Any]:
            mix(tag: Mark.node)
            for key in node.keys.sorted() {
                add(key)
                if let child = node[key] { add(value: child) }
            }
            mix(tag: Mark.nodeEnd)
        case let list as [Any]:
            mix(tag: Mark.list)
            for item in list { add(value: item) }
            mix(tag: Mark.end)
        default:
            add(reflecting: value)
        }
    }

    /// The marks `add(value:)` puts before a value of each kind (and after a node or list), so
    /// that values of different kinds never mix in alike.
    enum Mark {
        static let text: UInt8 = 1
        static let integer: UInt8 = 2
        static let flag: UInt8 = 3
        static let real: UInt8 = 4
        static let block: UInt8 = 5
        static let node: UInt8 = 6
        static let nodeEnd: UInt8 = 7
        static let list: UInt8 = 8
        static let end: UInt8 = 9
    }

    /// A text as a value of a tree (`add(value:)`).
    mutating func add(leaf text: String) {
        mix(tag: Mark.text)
        add(text)
    }

    /// A whole number as a value of a tree.
    mutating func add(leaf number: Int) {
        mix(tag: Mark.integer)
        add(littleEndianBytesOf: UInt64(bitPattern: Int64(number)))
    }

    /// A flag as a value of a tree.
    mutating func add(leaf flag: Bool) {
        mix(tag: Mark.flag)
        mix(tag: flag ? 1 : 0)
    }

    /// A real number as a value of a tree, by its bits.
    mutating func add(leaf number: Double) {
        mix(tag: Mark.real)
        add(littleEndianBytesOf: number.bitPattern)
    }

    /// A block as a value of a tree, by its marker.
    mutating func add(leaf block: Block) {
        mix(tag: Mark.block)
        add(block.marker)
    }

    /// Any other value, through reflection: its parts by name, in order (the slot a value
    /// fills already says what type it has).
    private mutating func add(reflecting value: Any) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first?.value {
                mix(tag: 1)
                add(value: wrapped)
            } else {
                mix(tag: 0)
            }
        case .collection:
            for child in mirror.children { add(value: child.value) }
            mix(tag: Mark.end)
        case .set, .dictionary:
            // In an order of their own fingerprints, not the run's hashing order.
            let parts = mirror.children.map { child -> UInt64 in
                var part = StableHash()
                part.add(value: child.value)
                return part.state
            }
            for part in parts.sorted() { add(withUnsafeBytes(of: part.littleEndian, Array.init)) }
            mix(tag: Mark.end)
        case .enum:
            // A case without a payload has no children: its description is its name.
            if mirror.children.isEmpty { add(String(describing: value)) }
            for child in mirror.children {
                add(child.label ?? "")
                add(value: child.value)
            }
        case .struct, .class, .tuple:
            for child in mirror.children {
                add(child.label ?? "")
                add(value: child.value)
            }
            mix(tag: Mark.end)
        default:
            add(String(describing: value))
        }
    }
}
