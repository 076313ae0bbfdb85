import Checking
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What the self-check's reader is held to: a markup file read with Foundation's `XMLParser`
/// (external entities are not resolved) into a ``MarkupCollector``. The self-check read with
/// it, until ``LibXMLReader``, every file its home-made reader gave up on, and held that reader
/// to its findings; ``LibXMLReader`` sets libxml2 up as `XMLParser` does.
final class XMLParserReference: NSObject, XMLParserDelegate {
    private var collector: MarkupCollector

    private init(file: String) {
        self.collector = MarkupCollector(file: file)
    }

    /// Scans `data`, the contents of the site file `file`.
    static func read(_ data: Data, file: String) -> ScannedFile {
        let reader = XMLParserReference(file: file)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        if !parser.parse() && !reader.collector.failed {
            reader.collector.fail(
                line: parser.lineNumber, XMLErrorWords.describe((parser.parserError as NSError?)?.code ?? 0))
        }
        if !reader.collector.failed && !reader.collector.sawRoot {
            reader.collector.fail(line: 1, "the file has no root element")
        }
        return reader.collector.result
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard !collector.failed else { return }
        collector.fail(line: parser.lineNumber, XMLErrorWords.describe((parseError as NSError).code))
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let sorted = attributes.keys.sorted().compactMap { name in
            attributes[name].map { MarkupAttribute(name: name, value: $0) }
        }
        collector.start(element: elementName, attributes: sorted, line: parser.lineNumber)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        collector.characters(string)
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        collector.characters(String(decoding: block, as: UTF8.self))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        collector.end(element: elementName)
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        collector.instruction(target: target, data: data, line: parser.lineNumber)
    }
}
