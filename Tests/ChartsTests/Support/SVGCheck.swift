import Charts
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a chart's SVG must always be: well-formed XML with `role="img"`, a `<title>` and a
/// `<desc>` named by `aria-labelledby`, a `viewBox` and no fixed height (or, for a standalone
/// image such as the share card, a fixed size that matches the `viewBox`).
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
        /// The contents of the `<text>` elements (with their `<tspan>` runs), in order.
        var texts: [String] = []
        /// The attributes of the `<text>` elements, in the same order, with the text attributes
        /// they inherit from their groups (`font-size`, `font-weight`, `text-anchor`,
        /// `letter-spacing`) where they do not set them.
        var textAttributes: [[String: String]] = []
        /// Every element, in document order.
        var elements: [Element] = []
    }

    /// One element's name and attributes.
    struct Element: Equatable {
        var name: String
        var attributes: [String: String]
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

    /// Checks everything every chart SVG must have; `fixedSize` is the width and height of a
    /// standalone image, which must also be its `viewBox`.
    static func expectAccessible(
        _ svg: String, fixedSize: (width: Double, height: Double)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let summary = try parse(svg)
        #expect(summary.rootName == "svg", sourceLocation: sourceLocation)
        // A chart with links keeps the implicit graphics-document role: an img's links would be
        // nested controls.
        let expectedRole = svg.contains("<a ") ? nil : "img"
        #expect(summary.rootAttributes["role"] == expectedRole, sourceLocation: sourceLocation)
        #expect(summary.rootAttributes["viewBox"] != nil, sourceLocation: sourceLocation)
        if let fixedSize {
            let (width, height) = (SVGNumber.format(fixedSize.width), SVGNumber.format(fixedSize.height))
            #expect(summary.rootAttributes["viewBox"] == "0 0 \(width) \(height)", sourceLocation: sourceLocation)
            #expect(summary.rootAttributes["width"] == width, sourceLocation: sourceLocation)
            #expect(summary.rootAttributes["height"] == height, sourceLocation: sourceLocation)
        } else {
            #expect(summary.rootAttributes["height"] == nil, sourceLocation: sourceLocation)
            #expect(summary.rootAttributes["width"] == "100%", sourceLocation: sourceLocation)
        }
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
        /// The inherited text attributes in force in each open element.
        private var inherited: [[String: String]] = []
        private static let inheritedNames: Set = ["font-size", "font-weight", "text-anchor", "letter-spacing"]

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            if stack.isEmpty {
                summary.rootName = elementName
                summary.rootAttributes = attributeDict
            }
            if let id = attributeDict["id"] { summary.ids.append(id) }
            summary.elements.append(Element(name: elementName, attributes: attributeDict))
            if stack.count == 1, elementName == "title" { summary.titleID = attributeDict["id"] }
            if stack.count == 1, elementName == "desc" { summary.descID = attributeDict["id"] }
            stack.append(elementName)
            let outer = inherited.last ?? [:]
            inherited.append(outer.merging(attributeDict.filter { Self.inheritedNames.contains($0.key) }) { $1 })
            if elementName == "text" {
                summary.texts.append("")
                summary.textAttributes.append(outer.merging(attributeDict) { $1 })
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            stack.removeLast()
            inherited.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            let inText = stack.last == "text" || (stack.last == "tspan" && stack.contains("text"))
            if inText, !summary.texts.isEmpty { summary.texts[summary.texts.count - 1] += string }
            guard stack.count == 2 else { return }
            if stack.last == "title" { summary.title += string }
            if stack.last == "desc" { summary.desc += string }
        }
    }
}
