import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a chart's SVG must always be: well-formed XML with `role="img"`, a `<title>` and a
/// `<desc>` named by `aria-labelledby`, a `viewBox` and no fixed height.
enum SVGCheck {
    /// The root element's attributes and the texts of its `<title>` and `<desc>`, or the XML
    /// parser's error.
    struct Summary: Equatable {
        var rootName = ""
        var rootAttributes: [String: String] = [:]
        var titleID: String?
        var title = ""
        var descID: String?
        var desc = ""
        var ids: [String] = []
        /// The contents of the `<text>` elements, in order.
        var texts: [String] = []
        /// The attributes of the `<text>` elements, in the same order.
        var textAttributes: [[String: String]] = []
    }

    /// Parses `svg` as XML and returns what it found; throws when it is not well-formed.
    static func parse(_ svg: String) throws -> Summary {
        let delegate = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw ParseFailure(message: parser.parserError.map { "\($0)" } ?? "unknown XML error")
        }
        return delegate.summary
    }

    /// Checks everything every chart SVG must have.
    static func expectAccessible(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let summary = try parse(svg)
        #expect(summary.rootName == "svg", sourceLocation: sourceLocation)
        #expect(summary.rootAttributes["role"] == "img", sourceLocation: sourceLocation)
        #expect(summary.rootAttributes["viewBox"] != nil, sourceLocation: sourceLocation)
        #expect(summary.rootAttributes["height"] == nil, sourceLocation: sourceLocation)
        #expect(summary.rootAttributes["width"] == "100%", sourceLocation: sourceLocation)
        #expect(!summary.title.isEmpty, sourceLocation: sourceLocation)
        #expect(!summary.desc.isEmpty, sourceLocation: sourceLocation)
        let labelledBy = summary.rootAttributes["aria-labelledby"] ?? ""
        #expect(
            labelledBy == "\(summary.titleID ?? "?") \(summary.descID ?? "?")", sourceLocation: sourceLocation)
        #expect(Set(summary.ids).count == summary.ids.count, "ids are unique", sourceLocation: sourceLocation)
    }

    struct ParseFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "SVG is not well-formed XML: \(message)" }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var summary = Summary()
        private var stack: [String] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            if stack.isEmpty {
                summary.rootName = elementName
                summary.rootAttributes = attributeDict
            }
            if let id = attributeDict["id"] { summary.ids.append(id) }
            if stack.count == 1, elementName == "title" { summary.titleID = attributeDict["id"] }
            if stack.count == 1, elementName == "desc" { summary.descID = attributeDict["id"] }
            stack.append(elementName)
            if elementName == "text" {
                summary.texts.append("")
                summary.textAttributes.append(attributeDict)
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if stack.last == "text", !summary.texts.isEmpty { summary.texts[summary.texts.count - 1] += string }
            guard stack.count == 2 else { return }
            if stack.last == "title" { summary.title += string }
            if stack.last == "desc" { summary.desc += string }
        }
    }
}
