import Foundation

/// What the self-check keeps of the events of one `.html`, `.svg` or `.xml` file, whichever
/// reader produced them: its ids, its links (with what their place allows), the CSS of its
/// `style` attributes and `<style>` elements, and what its scripts would fetch. After a
/// failure (not well-formed) it ignores everything.
package struct MarkupCollector {
    private let file: String
    /// Whether every link may be an absolute URL under `--base-url` (the feed and the sitemap).
    private let isFeed: Bool
    package private(set) var result = ScannedFile()
    private var capture: Capture?
    package private(set) var failed = false
    /// Whether a start tag was seen.
    package private(set) var sawRoot = false

    /// Text being collected: a `<style>`, a `<script>`, or a feed or sitemap element holding a URL.
    private struct Capture {
        package enum Kind { case style, script, url }
        package var element: String
        package var kind: Kind
        package var line: Int
        package var text = ""
    }

    package init(file: String) {
        self.file = file
        self.isFeed = file == "feed.xml" || file == "sitemap.xml"
    }

    /// Whether text is being collected (so a reader may skip decoding text otherwise).
    package var isCapturing: Bool { capture != nil && !failed }

    /// The file is not well-formed: `message` at `line`.
    package mutating func fail(line: Int, _ message: String) {
        failed = true
        result.violations.append(SiteViolation(file: file, line: line, rule: .notWellFormed, value: message))
    }

    /// A start tag `element` with `attributes` (sorted by name), whose `>` is on `line`.
    package mutating func start(element elementName: String, attributes: [MarkupAttribute], line: Int) {
        start(element: elementName, role: ElementRole(elementName), attributes: attributes, line: line)
    }

    /// A start tag whose element has `role`; its name is asked for only when its text is
    /// collected.
    package mutating func start(
        element elementName: @autoclosure () -> String, role element: ElementRole, attributes: [MarkupAttribute],
        line: Int
    ) {
        guard !failed else { return }
        sawRoot = true
        if let id = Self.value(of: .id, in: attributes) { result.ids.insert(id) }
        for attribute in attributes {
            self.attribute(attribute, element: element, attributes: attributes, line: line)
        }
        if element == .meta, isSocialMeta(attributes), let content = Self.value(of: .content, in: attributes),
            isAbsolute(content)
        {
            result.links.append(LinkReference(value: content, line: line, allowsBaseURL: true))
        }
        switch element {
        case .style: capture = Capture(element: elementName(), kind: .style, line: line)
        case .script: capture = Capture(element: elementName(), kind: .script, line: line)
        case .url where isFeed: capture = Capture(element: elementName(), kind: .url, line: line)
        default: break
        }
    }

    /// Character data (references decoded).
    package mutating func characters(_ text: String) {
        guard !failed else { return }
        capture?.text += text
    }

    /// An end tag; its name is asked for only when text is being collected.
    package mutating func end(element elementName: @autoclosure () -> String) {
        guard !failed, let captured = capture, captured.element == elementName() else { return }
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

    /// A processing instruction, which ends on `line`.
    package mutating func instruction(target: String, data: String?, line: Int) {
        guard !failed, target == "xml-stylesheet", let data, let range = data.range(of: "href=") else { return }
        let rest = data[range.upperBound...]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let value = rest.dropFirst().prefix { $0 != quote }
        result.links.append(LinkReference(value: String(value), line: line, allowsBaseURL: isFeed))
    }

    private mutating func attribute(
        _ attribute: MarkupAttribute, element: ElementRole, attributes: [MarkupAttribute], line: Int
    ) {
        let value = attribute.value
        switch attribute.role {
        case .href, .src, .link:
            let canonical = element == .link && attribute.role == .href && isCanonicalOrAlternate(attributes)
            result.links.append(
                LinkReference(
                    value: value, line: line, allowsBaseURL: isFeed || canonical,
                    allowsImageData: element == .img && attribute.role == .src))
        case .srcset:
            for candidate in value.split(separator: ",") {
                guard let url = candidate.split(whereSeparator: \.isWhitespace).first else { continue }
                result.links.append(LinkReference(value: String(url), line: line))
            }
        case .style,
            .paint where Self.containsURL(value):
            for reference in StyleScanner.references(in: value, firstLine: line) {
                result.links.append(LinkReference(value: reference.value, line: reference.line))
            }
        case .handler:
            result.violations += ScriptScanner.problems(in: value, file: file, firstLine: line)
        default:
            break
        }
    }

    /// Whether `value` holds `url(` as `String.contains` finds it (for ASCII, a byte search).
    private static func containsURL(_ value: String) -> Bool {
        let utf8 = value.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return value.contains("url(") }
        var rest = utf8[...]
        while let found = rest.firstIndex(of: UInt8(ascii: "u")) {
            if utf8[found...].starts(with: "url(".utf8) { return true }
            rest = utf8[utf8.index(after: found)...]
        }
        return false
    }

    private static func value(of role: MarkupAttribute.Role, in attributes: [MarkupAttribute]) -> String? {
        attributes.first { $0.role == role }?.value
    }

    private func isCanonicalOrAlternate(_ attributes: [MarkupAttribute]) -> Bool {
        let value = Self.value(of: .rel, in: attributes) ?? ""
        guard value.utf8.allSatisfy({ $0 < 0x80 }) else {
            let rel = value.lowercased().split(whereSeparator: \.isWhitespace)
            return rel.contains("canonical") || rel.contains("alternate")
        }
        // ASCII: the white space is 09–0D and 20, and the words compare as bytes.
        return value.utf8.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) }).contains {
            MarkupAttribute.equals($0, "canonical", lowercasing: true)
                || MarkupAttribute.equals($0, "alternate", lowercasing: true)
        }
    }

    private func isSocialMeta(_ attributes: [MarkupAttribute]) -> Bool {
        let key = (Self.value(of: .property, in: attributes) ?? Self.value(of: .name, in: attributes) ?? "")
            .lowercased()
        return key.hasPrefix("og:") || key.hasPrefix("twitter:")
    }

    private func isAbsolute(_ value: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return trimmed.hasPrefix("http:") || trimmed.hasPrefix("https:") || trimmed.hasPrefix("//")
    }

    /// What an element is to the check, by its name in lower case.
    package enum ElementRole: Equatable {
        case meta, link, img, style, script
        /// `loc`, `icon`, `logo`, `uri`: a URL in the sitemap or the Atom feed.
        case url
        case other

        package init(_ name: String) {
            if name.utf8.allSatisfy({ $0 < 0x80 }) {
                self.init(ascii: name.utf8)
                return
            }
            switch name.lowercased() {
            case "meta": self = .meta
            case "link": self = .link
            case "img": self = .img
            case "style": self = .style
            case "script": self = .script
            case "loc", "icon", "logo", "uri": self = .url
            default: self = .other
            }
        }

        /// The role of an ASCII name given as bytes, compared in lower case.
        package init<Name: Collection<UInt8>>(ascii utf8: Name) {
            let isWord = { (word: StaticString) in MarkupAttribute.equals(utf8, word, lowercasing: true) }
            switch utf8.count {
            case 3 where isWord("img"): self = .img
            case 3 where isWord("loc") || isWord("uri"): self = .url
            case 4 where isWord("meta"): self = .meta
            case 4 where isWord("link"): self = .link
            case 4 where isWord("icon") || isWord("logo"): self = .url
            case 5 where isWord("style"): self = .style
            case 6 where isWord("script"): self = .script
            default: self = .other
            }
        }
    }
}
