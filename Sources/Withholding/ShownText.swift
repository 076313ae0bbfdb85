import CLibXML2
import Foundation

/// What a file of the site shows and carries as text, read by libxml2 as a browser reads it
/// (character references decoded, numeric and named): the text a reader sees, with tags and
/// comments taken out (an element that does not flow with its text, a paragraph or a table
/// cell, is a space); the attribute values, comments and style sheets; and the scripts. Texts
/// within a part are separated by a NUL byte, which no text of a page holds. One reading is
/// kept by each core that reads files: its room is reused from file to file.
package struct ShownText {
    /// The text a reader sees: character data outside scripts and style sheets.
    package var text: [UInt8] = []
    /// Attribute values, comments and style sheets.
    package var values: [UInt8] = []
    /// The contents of `<script>` elements (as written: a script's text is not decoded by a
    /// browser's HTML parser).
    package var scripts: [UInt8] = []
    /// How deep the reader is inside a script, and inside a style sheet.
    private var scriptDepth = 0
    private var styleDepth = 0

    /// An empty reading.
    package init() {}

    /// Reads a page as a browser does. A page that is well-formed XML with no entity but XML's
    /// five, as FoodStory's pages are (polyglot HTML, which the site's check requires), is
    /// read with libxml2's XML parser, which reads in such a page what its HTML parser reads,
    /// four times as fast; any other page (an HTML entity such as `&nbsp;`, an unclosed
    /// element) is read again with libxml2's HTML parser.
    package mutating func read(page data: Data) {
        if !read(xml: data, recovering: false) { read(html: data) }
    }

    /// Reads a page with libxml2's HTML parser.
    package mutating func read(html data: Data) {
        read(data) { handler, shown, bytes, count in
            guard let context = htmlCreatePushParserCtxt(&handler, shown, nil, 0, nil, XML_CHAR_ENCODING_UTF8)
            else { return true }
            htmlCtxtUseOptions(
                context,
                Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue))
            htmlParseChunk(context, bytes, count, 0)
            htmlParseChunk(context, nil, 0, 1)
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            htmlFreeParserCtxt(context)
            return true
        }
    }

    /// Reads an XML file (a chart or card in SVG, the feed, the sitemap) with libxml2's XML
    /// parser, which reads on past what is not well-formed. Its character data is also read
    /// as values: a feed's and a sitemap's addresses are its text.
    package mutating func read(xml data: Data) {
        read(xml: data, recovering: true)
        values.append(0)
        values.append(contentsOf: text)
    }

    /// Reads `data` with libxml2's XML parser (entities replaced, the network never asked),
    /// reading on past errors when `recovering`; whether the file was well-formed.
    @discardableResult
    private mutating func read(xml data: Data, recovering: Bool) -> Bool {
        read(data) { handler, shown, bytes, count in
            guard let context = xmlCreatePushParserCtxt(&handler, shown, nil, 0, nil) else { return false }
            xmlCtxtUseOptions(
                context,
                Int32(
                    XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_NOERROR.rawValue
                        | XML_PARSE_NOWARNING.rawValue | (recovering ? XML_PARSE_RECOVER.rawValue : 0)))
            xmlParseChunk(context, bytes, count, 0)
            xmlParseChunk(context, nil, 0, 1)
            let wellFormed = context.pointee.wellFormed != 0
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
            return wellFormed
        }
    }

    /// Reads `data` with `parse`, which is given the SAX handler, this reading and the bytes,
    /// and says whether the file was well-formed.
    @discardableResult
    private mutating func read(
        _ data: Data,
        _ parse: (inout xmlSAXHandler, UnsafeMutableRawPointer, UnsafePointer<CChar>, Int32) -> Bool
    ) -> Bool {
        text.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        scripts.removeAll(keepingCapacity: true)
        (scriptDepth, styleDepth) = (0, 0)
        guard !data.isEmpty, data.count < Int32.max else { return true }
        var handler = xmlSAXHandler()
        // SAX2: the XML parser calls the namespace-aware element callbacks, the HTML parser
        // the others; both report errors to `serror`, which drops them, instead of printing.
        handler.initialized = XML_SAX2_MAGIC
        handler.serror = { _, _ in }
        handler.startElement = { context, name, attributes in
            guard let context, let name else { return }
            context.assumingMemoryBound(to: ShownText.self).pointee.start(name, attributes, stride: 2, value: 1)
        }
        handler.endElement = { context, name in
            guard let context, let name else { return }
            context.assumingMemoryBound(to: ShownText.self).pointee.end(name)
        }
        handler.startElementNs = { context, name, _, _, _, _, count, _, attributes in
            guard let context, let name else { return }
            context.assumingMemoryBound(to: ShownText.self).pointee.start(
                name, attributes, stride: 5, value: 3, count: Int(count))
        }
        handler.endElementNs = { context, name, _, _ in
            guard let context, let name else { return }
            context.assumingMemoryBound(to: ShownText.self).pointee.end(name)
        }
        handler.characters = { context, bytes, count in
            guard let context, let bytes, count > 0 else { return }
            context.assumingMemoryBound(to: ShownText.self).pointee.characters(bytes, Int(count))
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.comment = { context, text in
            guard let context, let text else { return }
            context.assumingMemoryBound(to: ShownText.self).pointee.comment(text)
        }
        return data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return true }
            return withUnsafeMutablePointer(to: &self) { pointer in
                parse(&handler, UnsafeMutableRawPointer(pointer), base, Int32(raw.count))
            }
        }
    }

    /// An element starts: its attributes are `stride` pointers each, the value at `value`
    /// (NUL-terminated when `count` is nil, and the list ends with a nil; else the value ends
    /// at the pointer after it, and there are `count`).
    private mutating func start(
        _ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, stride: Int,
        value: Int, count: Int? = nil
    ) {
        let element = Element(name)
        if element == .script { scriptDepth += 1 }
        if element == .style {
            styleDepth += 1
            values.append(0)
        }
        if element != .inline { text.append(0x20) }
        guard let attributes else { return }
        var index = 0
        while count.map({ index < $0 }) ?? (attributes[index * stride] != nil) {
            if let start = attributes[index * stride + value] {
                let length =
                    count == nil
                    ? strlen(start) : (attributes[index * stride + value + 1].map { start.distance(to: $0) } ?? 0)
                values.append(0)
                values.append(contentsOf: UnsafeBufferPointer(start: start, count: length))
            }
            index += 1
        }
    }

    private mutating func end(_ name: UnsafePointer<xmlChar>) {
        let element = Element(name)
        if element == .script {
            scriptDepth = max(0, scriptDepth - 1)
            scripts.append(0)
        }
        if element == .style { styleDepth = max(0, styleDepth - 1) }
        if element != .inline { text.append(0x20) }
    }

    private mutating func characters(_ bytes: UnsafePointer<xmlChar>, _ count: Int) {
        let characters = UnsafeBufferPointer(start: bytes, count: count)
        if scriptDepth > 0 {
            scripts.append(contentsOf: characters)
        } else if styleDepth > 0 {
            values.append(contentsOf: characters)
        } else {
            text.append(contentsOf: characters)
        }
    }

    private mutating func comment(_ text: UnsafePointer<xmlChar>) {
        values.append(0)
        values.append(contentsOf: UnsafeBufferPointer(start: text, count: strlen(text)))
    }

    /// What an element is to the reading: a script, a style sheet, an element whose text
    /// flows on with the text around it (`whi<b>sky</b>` reads `whisky`), or any other, which
    /// starts and ends a line, or stands apart, as a space.
    private enum Element {
        case script, style, inline, other

        /// The kind of the element named `name` (its local name; in lower case for HTML).
        package init(_ name: UnsafePointer<xmlChar>) {
            switch Self.packed(name) {
            case Self.scriptName: self = .script
            case Self.styleName: self = .style
            case let packed where Self.flowing.contains(packed): self = .inline
            default: self = .other
            }
        }

        /// A name of up to eight bytes as one number (0 for a longer name).
        private static func packed(_ name: UnsafePointer<xmlChar>) -> UInt64 {
            var value: UInt64 = 0
            for index in 0..<9 {
                let byte = name[index]
                if byte == 0 { return value }
                guard index < 8 else { return 0 }
                value = value << 8 | UInt64(byte)
            }
            return 0
        }

        private static func packed(_ name: String) -> UInt64 {
            name.utf8.reduce(0) { $0 << 8 | UInt64($1) }
        }

        private static let scriptName = packed("script")
        private static let styleName = packed("style")
        /// The elements whose text flows on.
        private static let flowing = Set(
            [
                "a", "abbr", "b", "bdi", "bdo", "big", "cite", "code", "data", "del", "dfn", "em", "font", "i", "ins",
                "kbd", "label", "mark", "nobr", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time",
                "tspan", "tt", "u", "var", "wbr",
            ].map(packed))
    }
}
