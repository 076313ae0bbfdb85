import Foundation

/// Reads the plain XML that the site's pages, charts, cards and feed are made of, byte by
/// byte, into a ``MarkupCollector``, checking on the way that the file is well-formed. It
/// gives the same events, values and lines as `XMLParser`, at a fraction of the cost.
///
/// It reads: an XML declaration (`<?xml version="1.0"?>`, with `encoding="UTF-8"` or
/// `"utf-8"`), one `<!DOCTYPE name>` before the root, comments, elements and attributes with
/// ASCII names (namespace prefixes declared in scope), quoted attribute values, character
/// data, the five predefined entities and character references, in UTF-8 that XML allows.
///
/// It gives up (returns nil, and `XMLParser` reads the file) on anything else: a byte-order
/// mark, a carriage return, a processing instruction, a CDATA section, a DTD with anything
/// in it, a name outside ASCII, a namespace name that is not a plain `http(s)` URL, an
/// `xml:` attribute, two prefixed attributes with the same local name, nesting deeper than
/// 200, a file over 8 MiB; and at the first thing that is not well-formed. So it never
/// passes a file that `XMLParser` would reject, and a file it rejects is reported in the
/// parser's words.
package struct PlainXMLReader {
    /// Why the reader stopped: the file is for `XMLParser`.
    package struct GiveUp: Error {}

    /// An attribute as found: where its name and value are, and whether the value needs
    /// decoding (a reference, or a tab or line feed that becomes a space).
    package struct RawAttribute {
        package var name: Range<Int>
        package var value: Range<Int>
        package var needsDecoding: Bool
    }

    /// The file, where the reader is in it, and the line it is on.
    package let bytes: UnsafeBufferPointer<UInt8>
    package var index = 0
    package var line = 1
    /// What the check keeps of the file.
    package var collector: MarkupCollector
    /// The names of the open elements, outermost first.
    var open: [Range<Int>] = []
    /// The namespace prefixes declared by open elements, with the depth of each.
    package var prefixes: [(prefix: String, depth: Int)] = []
    /// Room reused from tag to tag: the attributes found, those handed on, decoded text.
    package var attributes: [RawAttribute] = []
    package var collected: [MarkupAttribute] = []
    package var text: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.collector = MarkupCollector(file: file)
    }

    /// What `data`, the contents of the site file `file`, holds; nil when `XMLParser` must
    /// read it.
    package static func read(_ data: Data, file: String) -> ScannedFile? {
        guard data.count >= 4, data.count <= 8 << 20 else { return nil }
        return data.withUnsafeBytes { raw -> ScannedFile? in
            var reader = PlainXMLReader(bytes: raw.bindMemory(to: UInt8.self), file: file)
            do throws(GiveUp) {
                try reader.document()
            } catch {
                return nil
            }
            return reader.collector.result
        }
    }

    /// The whole file: the declaration, what may stand around the root, the root.
    package mutating func document() throws(GiveUp) {
        if starts(with: "<?xml") {
            let declarations: [StaticString] = [
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
                "<?xml version=\"1.0\"?>",
            ]
            guard let declaration = declarations.first(where: { starts(with: $0) }) else { throw GiveUp() }
            index += declaration.utf8CodeUnitCount
        }
        try misc(allowingDoctype: true)
        try elements()
        try misc(allowingDoctype: false)
        guard index == bytes.count else { throw GiveUp() }
    }

    /// White space, comments and (before the root) the document type, outside the root.
    package mutating func misc(allowingDoctype: Bool) throws(GiveUp) {
        var doctypeAllowed = allowingDoctype
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
            case UInt8(ascii: "<") where starts(with: "<!--"):
                try comment()
            case UInt8(ascii: "<") where doctypeAllowed && starts(with: "<!DOCTYPE"):
                try doctype()
                doctypeAllowed = false
            default:
                return
            }
        }
    }

    /// `<!DOCTYPE name>`, with nothing else in it.
    package mutating func doctype() throws(GiveUp) {
        index += 9
        guard skipSpace() else { throw GiveUp() }
        _ = try name()
        _ = skipSpace()
        try expect(UInt8(ascii: ">"))
    }

    /// `<!-- … -->`: no `--` inside, every character one XML allows.
    package mutating func comment() throws(GiveUp) {
        index += 4
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") {
                guard index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: ">") else { throw GiveUp() }
                index += 3
                return
            }
            try character()
        }
        throw GiveUp()
    }

    /// The root element and everything in it.
    package mutating func elements() throws(GiveUp) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { throw GiveUp() }
        try startTag()
        while !open.isEmpty {
            try characterData()
            guard index + 1 < bytes.count else { throw GiveUp() }
            switch bytes[index + 1] {
            case UInt8(ascii: "/"): try endTag()
            case UInt8(ascii: "!") where starts(with: "<!--"): try comment()
            case UInt8(ascii: "!"), UInt8(ascii: "?"): throw GiveUp()
            default: try startTag()
            }
        }
    }
}
