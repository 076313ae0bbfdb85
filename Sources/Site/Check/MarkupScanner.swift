import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads one `.html`, `.svg` or `.xml` file with `XMLParser` (once) and collects its ids, its
/// links (with what their place allows), the CSS of its `style` attributes and `<style>`
/// elements, and what its scripts would fetch. A file that is not well-formed is reported
/// at the parser's line, with whatever was found before that point.
final class MarkupScanner: NSObject, XMLParserDelegate {
    private let file: String
    /// Whether every link may be an absolute URL under `--base-url` (the feed and the sitemap).
    private let isFeed: Bool
    private var result = ScannedFile()
    private var capture: Capture?
    private var failed = false
    private var sawRoot = false

    /// Text being collected: a `<style>`, a `<script>`, or a feed or sitemap element holding a URL.
    private struct Capture {
        enum Kind { case style, script, url }
        var element: String
        var kind: Kind
        var line: Int
        var text = ""
    }

    /// Attributes that hold one link.
    private static let linkAttributes: Set<String> = ["href", "xlink:href", "src", "action", "poster"]
    /// SVG presentation attributes that may hold `url(…)`.
    private static let paintAttributes: Set<String> = [
        "fill", "stroke", "clip-path", "mask", "filter", "marker-start", "marker-mid", "marker-end", "cursor",
    ]
    /// Elements of the sitemap and the Atom feed whose text is a URL.
    private static let urlElements: Set<String> = ["loc", "icon", "logo", "uri"]

    private init(file: String) {
        self.file = file
        self.isFeed = file == "feed.xml" || file == "sitemap.xml"
    }

    /// Scans `data`, the contents of the site file `file`.
    static func scan(_ data: Data, file: String) -> ScannedFile {
        let scanner = MarkupScanner(file: file)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = scanner
        if !parser.parse() && !scanner.failed {
            scanner.fail(line: parser.lineNumber, XMLErrorWords.describe((parser.parserError as NSError?)?.code ?? 0))
        }
        if !scanner.failed && !scanner.sawRoot {
            scanner.fail(line: 1, "the file has no root element")
        }
        return scanner.result
    }

    private func fail(line: Int, _ message: String) {
        failed = true
        result.violations.append(SiteViolation(file: file, line: line, rule: .notWellFormed, value: message))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard !failed else { return }
        fail(line: parser.lineNumber, XMLErrorWords.describe((parseError as NSError).code))
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard !failed else { return }
        sawRoot = true
        let line = parser.lineNumber
        let element = elementName.lowercased()
        if let id = attributes["id"] { result.ids.insert(id) }
        for name in attributes.keys.sorted() {
            guard let value = attributes[name] else { continue }
            attribute(name.lowercased(), value, element: element, attributes: attributes, line: line)
        }
        if element == "meta", isSocialMeta(attributes), let content = attributes["content"], isAbsolute(content) {
            result.links.append(LinkReference(value: content, line: line, allowsBaseURL: true))
        }
        switch element {
        case "style": capture = Capture(element: elementName, kind: .style, line: line)
        case "script": capture = Capture(element: elementName, kind: .script, line: line)
        case _ where isFeed && Self.urlElements.contains(element):
            capture = Capture(element: elementName, kind: .url, line: line)
        default: break
        }
    }

    private func attribute(_ name: String, _ value: String, element: String, attributes: [String: String], line: Int) {
        if Self.linkAttributes.contains(name) {
            let canonical = element == "link" && name == "href" && isCanonicalOrAlternate(attributes)
            result.links.append(
                LinkReference(
                    value: value, line: line, allowsBaseURL: isFeed || canonical,
                    allowsImageData: element == "img" && name == "src"))
        } else if name == "srcset" {
            for candidate in value.split(separator: ",") {
                guard let url = candidate.split(whereSeparator: \.isWhitespace).first else { continue }
                result.links.append(LinkReference(value: String(url), line: line))
            }
        } else if name == "style" || (Self.paintAttributes.contains(name) && value.contains("url(")) {
            for reference in StyleScanner.references(in: value, firstLine: line) {
                result.links.append(LinkReference(value: reference.value, line: reference.line))
            }
        } else if name.hasPrefix("on") {
            result.violations += ScriptScanner.problems(in: value, file: file, firstLine: line)
        }
    }

    private func isCanonicalOrAlternate(_ attributes: [String: String]) -> Bool {
        let rel = (attributes["rel"] ?? "").lowercased().split(whereSeparator: \.isWhitespace)
        return rel.contains("canonical") || rel.contains("alternate")
    }

    private func isSocialMeta(_ attributes: [String: String]) -> Bool {
        let key = (attributes["property"] ?? attributes["name"] ?? "").lowercased()
        return key.hasPrefix("og:") || key.hasPrefix("twitter:")
    }

    private func isAbsolute(_ value: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return trimmed.hasPrefix("http:") || trimmed.hasPrefix("https:") || trimmed.hasPrefix("//")
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !failed else { return }
        capture?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !failed else { return }
        capture?.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        guard !failed, let captured = capture, captured.element == elementName else { return }
        capture = nil
        switch captured.kind {
        case .style:
            for reference in StyleScanner.references(in: captured.text, firstLine: captured.line) {
                result.links.append(LinkReference(value: reference.value, line: reference.line))
            }
        case .script:
            result.violations += ScriptScanner.problems(in: captured.text, file: file, firstLine: captured.line)
        case .url:
            let url = captured.text.trimmingCharacters(in: .whitespacesAndNewlines)
            result.links.append(LinkReference(value: url, line: captured.line, allowsBaseURL: true))
        }
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        guard !failed, target == "xml-stylesheet", let data, let range = data.range(of: "href=") else { return }
        let rest = data[range.upperBound...]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let value = rest.dropFirst().prefix { $0 != quote }
        result.links.append(LinkReference(value: String(value), line: parser.lineNumber, allowsBaseURL: isFeed))
    }
}
