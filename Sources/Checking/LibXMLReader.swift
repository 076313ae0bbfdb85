import CLibXML2
import Foundation

/// Reads a markup file with libxml2's SAX2 parser, called directly, into a
/// ``MarkupCollector``: the reader for every file, well-formed or not.
///
/// The parser is set up as `XMLParser` sets it up, so a file reads with the same events,
/// values, lines, verdicts and error numbers: a push parser given the first four bytes (a
/// shorter file is not read at all), entities replaced, reading on after an error (the first
/// error or warning stops it and is the verdict, at the line the parser is on), qualified
/// names, no external entity ever loaded. Names are compared as bytes where they are ASCII
/// (every name of the site's files), and only the values the check reads become strings.
package struct LibXMLReader {
    private var collector: MarkupCollector
    /// The parser, while it reads.
    private var context: xmlParserCtxtPtr?
    /// Whether the next run of characters is an entity's replacement text, which
    /// `XMLParser` does not hand on.
    private var skipsCharacters = false
    /// Room reused from tag to tag: the attributes the check reads, and their qualified names.
    private var kept: [Kept] = []
    private var names: [UInt8] = []
    private var collected: [MarkupAttribute] = []

    /// An attribute the check reads: its qualified name in `names`, its role, its value.
    private struct Kept {
        var name: Range<Int>
        var role: MarkupAttribute.Role
        var value: UnsafeBufferPointer<xmlChar>
    }

    private init(file: String) {
        self.collector = MarkupCollector(file: file)
    }

    /// Scans `data`, the contents of the site file `file`.
    package static func read(_ data: Data, file: String) -> ScannedFile {
        _ = Self.setUp
        var reader = LibXMLReader(file: file)
        reader.parse(data)
        if !reader.collector.failed && !reader.collector.sawRoot {
            reader.collector.fail(line: 1, "the file has no root element")
        }
        return reader.collector.result
    }

    /// The parser's options: entities replaced, reading on after an error.
    private static let options = Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NOENT.rawValue)

    /// Marks the parsers of this reader (their `_private`), so the entity loader refuses them.
    private nonisolated(unsafe) static let marker = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    /// The loader of external entities in place before this reader's.
    private nonisolated(unsafe) static var otherLoader: xmlExternalEntityLoader?

    /// Once per process: libxml2 set up, and an entity loader that loads nothing for this
    /// reader (a file's external entities are never read) and leaves other parsers as they were.
    private static let setUp: Void = {
        xmlInitParser()
        otherLoader = xmlGetExternalEntityLoader()
        xmlSetExternalEntityLoader { url, id, context in
            if let context, context.pointee._private == LibXMLReader.marker { return nil }
            return LibXMLReader.otherLoader?(url, id, context)
        }
    }()

    /// Reads `data`, reporting what it finds to the collector.
    private mutating func parse(_ data: Data) {
        guard data.count >= 4 else { return }
        var handler = Self.handler()
        data.withUnsafeBytes { raw in
            guard let bytes = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return }
            withUnsafeMutablePointer(to: &self) { reader in
                // Every error and warning comes here, as it does to `XMLParser`.
                xmlSetStructuredErrorFunc(reader) { reader, error in
                    guard let reader, let error else { return }
                    reader.assumingMemoryBound(to: LibXMLReader.self).pointee.error(Int(error.pointee.code))
                }
                defer { xmlSetStructuredErrorFunc(nil, nil) }
                guard let context = xmlCreatePushParserCtxt(&handler, reader, bytes, 4, nil) else {
                    reader.pointee.collector.fail(line: 0, XMLErrorWords.describe(1))
                    return
                }
                reader.pointee.context = context
                context.pointee._private = Self.marker
                xmlCtxtUseOptions(context, Self.options)
                let result = xmlParseChunk(context, bytes + 4, Int32(raw.count - 4), 1)
                if result != 0, result != Int32(XML_ERR_DOCUMENT_END.rawValue), !reader.pointee.collector.failed {
                    reader.pointee.collector.fail(line: reader.pointee.line, XMLErrorWords.describe(Int(result)))
                }
                if let document = context.pointee.myDoc { xmlFreeDoc(document) }
                xmlFreeParserCtxt(context)
                reader.pointee.context = nil
            }
        }
    }

    /// The SAX2 handler: the callbacks `XMLParser` sets that change what a file reads as.
    private static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { reader, name, prefix, _, _, _, count, _, attributes in
            guard let reader, let name else { return }
            reader.assumingMemoryBound(to: LibXMLReader.self).pointee.start(name, prefix, Int(count), attributes)
        }
        handler.endElementNs = { reader, name, prefix, _ in
            guard let reader, let name else { return }
            reader.assumingMemoryBound(to: LibXMLReader.self).pointee.end(name, prefix)
        }
        handler.characters = { reader, bytes, count in
            guard let reader, let bytes else { return }
            reader.assumingMemoryBound(to: LibXMLReader.self).pointee.characters(bytes, Int(count))
        }
        handler.cdataBlock = { reader, bytes, count in
            guard let reader, let bytes else { return }
            reader.assumingMemoryBound(to: LibXMLReader.self).pointee.cdata(bytes, Int(count))
        }
        handler.processingInstruction = { reader, target, data in
            guard let reader, let target else { return }
            reader.assumingMemoryBound(to: LibXMLReader.self).pointee.instruction(target, data)
        }
        handler.comment = { _, _ in }
        handler.getEntity = { reader, name in
            guard let reader, let name else { return nil }
            return reader.assumingMemoryBound(to: LibXMLReader.self).pointee.entity(name)
        }
        // The document type and unparsed entities go to libxml2's own handlers, with the
        // parser, as `XMLParser` passes them.
        handler.internalSubset = { reader, name, externalID, systemID in
            xmlSAX2InternalSubset(reader.flatMap(LibXMLReader.context), name, externalID, systemID)
        }
        handler.externalSubset = { reader, name, externalID, systemID in
            xmlSAX2ExternalSubset(reader.flatMap(LibXMLReader.context), name, externalID, systemID)
        }
        handler.unparsedEntityDecl = { reader, name, publicID, systemID, notation in
            xmlSAX2UnparsedEntityDecl(reader.flatMap(LibXMLReader.context), name, publicID, systemID, notation)
        }
        return handler
    }

    /// The parser of the reader at `reader`, as libxml2's handlers take it.
    private static func context(_ reader: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(reader.assumingMemoryBound(to: LibXMLReader.self).pointee.context)
    }

    /// The line the parser is on.
    private var line: Int {
        guard let input = context?.pointee.input else { return 0 }
        return Int(input.pointee.line)
    }

    /// An error or warning: the file is not well-formed, and the reading stops.
    private mutating func error(_ code: Int) {
        guard !collector.failed else { return }
        collector.fail(line: line, XMLErrorWords.describe(code))
        if let context { xmlStopParser(context) }
    }

    /// A start tag, its attributes five pointers each (local name, prefix, namespace,
    /// value, end of the value).
    private mutating func start(
        _ name: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?, _ count: Int,
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard !collector.failed else { return }
        let line = self.line
        let attributes = UnsafeBufferPointer(start: attributes, count: attributes == nil ? 0 : count * 5)
        guard Self.isASCII(name), prefix.map(Self.isASCII) ?? true,
            stride(from: 0, to: attributes.count, by: 5).allSatisfy({
                (attributes[$0].map(Self.isASCII) ?? true) && (attributes[$0 + 1].map(Self.isASCII) ?? true)
            })
        else {
            startOutsideASCII(name, prefix, attributes, line: line)
            return
        }
        kept.removeAll(keepingCapacity: true)
        names.removeAll(keepingCapacity: true)
        for index in stride(from: 0, to: attributes.count, by: 5) {
            guard let local = attributes[index], let value = attributes[index + 3], let end = attributes[index + 4]
            else { continue }
            let start = names.count
            if let prefix = attributes[index + 1], prefix[0] != 0 {
                names.append(contentsOf: Self.bytes(prefix))
                names.append(UInt8(ascii: ":"))
            }
            names.append(contentsOf: Self.bytes(local))
            let role = MarkupAttribute.role(ofASCII: names[start...])
            guard role != .other else {
                names.removeSubrange(start...)
                continue
            }
            kept.append(
                Kept(
                    name: start..<names.count, role: role, value: UnsafeBufferPointer(start: value, count: end - value))
            )
        }
        if kept.count > 1 {
            let names = self.names
            kept.sort { names[$0.name].lexicographicallyPrecedes(names[$1.name]) }
        }
        collected.removeAll(keepingCapacity: true)
        for attribute in kept {
            collected.append(
                MarkupAttribute(role: attribute.role, value: String(decoding: attribute.value, as: UTF8.self)))
        }
        // A qualified name has a colon, which none of the names the check knows has.
        let role = prefix == nil ? MarkupCollector.ElementRole(ascii: Self.bytes(name)) : .other
        collector.start(element: Self.qualified(name, prefix), role: role, attributes: collected, line: line)
    }

    /// A start tag with a name outside ASCII: its attributes taken as `XMLParser` hands them
    /// on, one value for each name `String` holds equal, in `String` order.
    private mutating func startOutsideASCII(
        _ name: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?,
        _ attributes: UnsafeBufferPointer<UnsafePointer<xmlChar>?>, line: Int
    ) {
        var values: [String: String] = [:]
        for index in stride(from: 0, to: attributes.count, by: 5) {
            guard let local = attributes[index], let value = attributes[index + 3], let end = attributes[index + 4]
            else { continue }
            let prefix = attributes[index + 1].map { String(cString: $0) } ?? ""
            let key = prefix.isEmpty ? String(cString: local) : prefix + ":" + String(cString: local)
            values[key] = String(decoding: UnsafeBufferPointer(start: value, count: end - value), as: UTF8.self)
        }
        let sorted = values.keys.sorted().compactMap { key in values[key].map { MarkupAttribute(name: key, value: $0) }
        }
        collector.start(element: Self.qualified(name, prefix), attributes: sorted, line: line)
    }

    private mutating func end(_ name: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) {
        collector.end(element: Self.qualified(name, prefix))
    }

    private mutating func characters(_ bytes: UnsafePointer<xmlChar>, _ count: Int) {
        if skipsCharacters {
            skipsCharacters = false
            return
        }
        guard collector.isCapturing else { return }
        collector.characters(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    }

    private mutating func cdata(_ bytes: UnsafePointer<xmlChar>, _ count: Int) {
        guard collector.isCapturing else { return }
        collector.characters(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    }

    private mutating func instruction(_ target: UnsafePointer<xmlChar>, _ data: UnsafePointer<xmlChar>?) {
        guard !collector.failed, let target = Self.validString(target) else { return }
        collector.instruction(target: target, data: data.flatMap(Self.validString), line: line)
    }

    /// An entity by name: one of XML's five, or one the document declared, whose text then
    /// is not handed on as characters (as `XMLParser` does).
    private mutating func entity(_ name: UnsafePointer<xmlChar>) -> xmlEntityPtr? {
        if let predefined = xmlGetPredefinedEntity(name) { return predefined }
        guard let context, let entity = xmlSAX2GetEntity(context, name) else { return nil }
        if context.pointee.instate == XML_PARSER_CONTENT { skipsCharacters = true }
        return entity
    }

    private static func bytes(_ name: UnsafePointer<xmlChar>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: name, count: strlen(name))
    }

    private static func isASCII(_ name: UnsafePointer<xmlChar>) -> Bool {
        var index = 0
        while name[index] != 0 {
            if name[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// `prefix:name`, or `name`.
    private static func qualified(_ name: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> String {
        guard let prefix else { return String(cString: name) }
        return String(cString: prefix) + ":" + String(cString: name)
    }

    /// The text at `bytes`, nil when it is not UTF-8.
    private static func validString(_ text: UnsafePointer<xmlChar>) -> String? {
        String(validating: bytes(text), as: UTF8.self)
    }
}
