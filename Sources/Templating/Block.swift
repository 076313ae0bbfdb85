import Mustache
import Words

/// A piece of HTML made by FoodStory (a chart, a heatmap, an entry card) that a Markdown
/// template places with `{{chart}}`. Markdown is rendered with cmark's safe defaults, which
/// drop raw HTML, so the template holds a marker that is swapped for the HTML afterwards.
public struct Block: MustacheCustomRenderable, Sendable, Hashable, Encodable {
    /// The marker the template renders: letters and digits between two U+E000 characters,
    /// which no escaping changes and no diary text can contain.
    public let marker: String

    public var renderText: String { marker }
    public var isNull: Bool { false }

    /// Creates the value from each of its stored properties.
    package init(marker: String) {
        self.marker = marker
    }
}

/// What a block shows, kept as the value it is made from until the page is rendered: a
/// rebuild can then tell from the values alone (a page's `OutputKey`) whether a page changed,
/// without drawing its charts or rendering its cards.
package enum BlockSource: Sendable, Encodable {
    /// HTML made by FoodStory.
    case html(String)
    /// A chart, drawn as a figure with this id and class, and its table unless `table` is false.
    case chart(any ChartSource, id: String, className: String, table: Bool)
    /// A template of the `components` folder rendered with a context (an entry card).
    case component(String, context: any TemplateNode)
    /// A Markdown template (a partial) rendered with a context and its own blocks, as HTML: a
    /// week's recap in a printed year, rendered by shape like a page of its own instead of
    /// as a part of one page with a thousand texts.
    case markdown(String, context: any TemplateNode, blocks: BlockStore)

    private enum Case: CodingKey {
        case html, chart, component, markdown
    }

    private enum Payload: String, CodingKey {
        case _0, id, className, table, context, blocks
    }

    // Written out for the values it holds, existentials, in the form the compiler gives an
    // enum's cases (`{"chart": {"_0": …, "id": …, "className": …}}`): which kind of chart a
    // block holds is the program's choice (the program is in every key), the chart's fields
    // tell the rest.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Case.self)
        switch self {
        case .html(let html):
            var payload = container.nestedContainer(keyedBy: Payload.self, forKey: .html)
            try payload.encode(html, forKey: ._0)
        case .chart(let chart, let id, let className, let table):
            var payload = container.nestedContainer(keyedBy: Payload.self, forKey: .chart)
            try payload.encode(chart, forKey: ._0)
            try payload.encode(id, forKey: .id)
            try payload.encode(className, forKey: .className)
            try payload.encode(table, forKey: .table)
        case .component(let name, let context):
            var payload = container.nestedContainer(keyedBy: Payload.self, forKey: .component)
            try payload.encode(name, forKey: ._0)
            try payload.encode(context, forKey: .context)
        case .markdown(let name, let context, let blocks):
            var payload = container.nestedContainer(keyedBy: Payload.self, forKey: .markdown)
            try payload.encode(name, forKey: ._0)
            try payload.encode(context, forKey: .context)
            try payload.encode(blocks, forKey: .blocks)
        }
    }

    /// The block's HTML; a component is rendered by shape (`TemplateSet.render(_:value:skeletons:)`).
    package func html(templates: TemplateSet, skeletons: inout Skeletons) -> String {
        switch self {
        case .html(let html): html
        case .chart(let chart, let id, let className, let table):
            BlockStore.figure(
                chart.render(id: id, words: templates.words), className: className, table: table,
                words: templates.words)
        case .component(let name, let context): templates.render(name, value: context, skeletons: &skeletons) ?? ""
        case .markdown(let name, let context, let blocks):
            Self.fragment(name, context: context, blocks: blocks, templates: templates, skeletons: &skeletons)
        }
    }

    /// The Markdown template `name` rendered with `context` as HTML, `blocks` in place, without
    /// the line break cmark ends it with: the paragraph the block replaces leaves one there.
    private static func fragment(
        _ name: String, context: any TemplateNode, blocks: BlockStore, templates: TemplateSet,
        skeletons: inout Skeletons
    ) -> String {
        let markdown = templates.render(name, value: context, skeletons: &skeletons) ?? ""
        var html = blocks.substitute(into: Markdown.html(from: markdown), templates: templates, skeletons: &skeletons)
        if html.hasSuffix("\n") { html.removeLast() }
        return html
    }
}

/// The blocks of one page, in the order they were made.
public struct BlockStore: Sendable, Encodable {
    /// The private-use character around block markers.
    public static let marker: Unicode.Scalar = "\u{E000}"
    package private(set) var sources: [BlockSource] = []

    /// An empty store.
    public init() {}

    /// Keeps `html` and gives the block that places it.
    public mutating func add(_ html: String) -> Block {
        add(source: .html(html))
    }

    /// Keeps `source` and gives the block that places it.
    package mutating func add(source: BlockSource) -> Block {
        sources.append(source)
        return Block(marker: "\u{E000}block\(sources.count - 1)\u{E000}")
    }

    /// `rendered` HTML with every block marker replaced by its block's HTML.
    package func substitute(into rendered: String, templates: TemplateSet, skeletons: inout Skeletons) -> String {
        var html: [String] = []
        html.reserveCapacity(sources.count)
        for source in sources { html.append(source.html(templates: templates, skeletons: &skeletons)) }
        return substitute(into: rendered, html: html)
    }

    /// Whether `pattern` stands in `bytes` at `position`.
    package static func bytes(_ bytes: [UInt8], have pattern: [UInt8], at position: Int) -> Bool {
        position >= 0 && position + pattern.count <= bytes.count
            && bytes[position..<position + pattern.count].elementsEqual(pattern)
    }

    /// The number of at most nine decimal digits at `start` of `bytes`, and where the digits
    /// end; nil when no digit is there. Block markers and skeleton holes carry their number so.
    package static func markerNumber(in bytes: [UInt8], at start: Int) -> (number: Int, end: Int)? {
        var cursor = start
        var number = 0
        while cursor < bytes.count, cursor - start < 9, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39 {
            number = number * 10 + Int(bytes[cursor] - 0x30)
            cursor += 1
        }
        return cursor > start ? (number, cursor) : nil
    }

    /// `rendered` HTML with every block marker replaced by its HTML: a marker alone in a
    /// paragraph replaces the paragraph. One pass over the text.
    package func substitute(into rendered: String, html: [String]) -> String {
        let marker = Array("\u{E000}".utf8)
        let open = Array("<p>".utf8)
        let close = Array("</p>".utf8)
        let prefix = Array("block".utf8)
        let bytes = Array(rendered.utf8)
        guard !html.isEmpty, bytes.count >= marker.count else { return rendered }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + html.reduce(0) { $0 + $1.utf8.count })
        var index = 0
        func matches(_ pattern: [UInt8], at position: Int) -> Bool { Self.bytes(bytes, have: pattern, at: position) }
        while index < bytes.count {
            // A marker: U+E000 "block" digits U+E000.
            if matches(marker, at: index), matches(prefix, at: index + marker.count) {
                if let (number, cursor) = Self.markerNumber(in: bytes, at: index + marker.count + prefix.count),
                    matches(marker, at: cursor), number < html.count
                {
                    let end = cursor + marker.count
                    // Alone in a paragraph: drop the "<p>" already written and the "</p>".
                    if output.count >= open.count, output[(output.count - open.count)...].elementsEqual(open),
                        matches(close, at: end)
                    {
                        output.removeLast(open.count)
                        output.append(contentsOf: html[number].utf8)
                        index = end + close.count
                    } else {
                        output.append(contentsOf: html[number].utf8)
                        index = end
                    }
                    continue
                }
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
