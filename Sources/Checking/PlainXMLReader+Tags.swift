/// Start tags, end tags, attributes and the namespace checks of a start tag.
extension PlainXMLReader {
    /// `<name attributes>` or `<name attributes/>`, handed to the collector once its names
    /// are checked.
    package mutating func startTag() throws(GiveUp) {
        index += 1
        let element = try name()
        let depth = open.count + 1
        guard depth <= 200 else { throw GiveUp() }
        attributes.removeAll(keepingCapacity: true)
        var selfClosing = false
        while true {
            let spaced = skipSpace()
            guard index < bytes.count else { throw GiveUp() }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            if bytes[index] == UInt8(ascii: "/") {
                index += 1
                try expect(UInt8(ascii: ">"))
                selfClosing = true
                break
            }
            guard spaced else { throw GiveUp() }
            try attribute()
        }
        try checkNames(element: element, depth: depth)
        let name = bytes[element]
        collector.start(
            element: Self.string(name), role: .init(ascii: name), attributes: collectedAttributes(), line: line)
        if selfClosing {
            collector.end(element: Self.string(name))
            closeScope(depth)
        } else {
            open.append(element)
        }
    }

    /// `</name>`, which must close the element open last.
    package mutating func endTag() throws(GiveUp) {
        index += 2
        let element = try name()
        _ = skipSpace()
        try expect(UInt8(ascii: ">"))
        guard let top = open.last, bytes[top].elementsEqual(bytes[element]) else { throw GiveUp() }
        let name = bytes[element]
        collector.end(element: Self.string(name))
        closeScope(open.count)
        open.removeLast()
    }

    /// `name="value"` or `name='value'`.
    package mutating func attribute() throws(GiveUp) {
        let attributeName = try name()
        _ = skipSpace()
        try expect(UInt8(ascii: "="))
        _ = skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw GiveUp()
        }
        let quote = bytes[index]
        index += 1
        let start = index
        var needsDecoding = false
        while true {
            guard index < bytes.count else { throw GiveUp() }
            let byte = bytes[index]
            if byte == quote { break }
            if Self.isPlain(byte) {
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "<"): throw GiveUp()
            case UInt8(ascii: "&"):
                needsDecoding = true
                try skipReference()
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                needsDecoding = true
                try character()
            default:
                try character()
            }
        }
        attributes.append(RawAttribute(name: attributeName, value: start..<index, needsDecoding: needsDecoding))
        index += 1
    }

    /// Checks what a namespace-aware parser checks of the names of a start tag: no attribute
    /// given twice, namespace declarations of plain URLs, every prefix declared. Declares
    /// the tag's prefixes for `depth`.
    package mutating func checkNames(element: Range<Int>, depth: Int) throws(GiveUp) {
        for (position, attribute) in attributes.enumerated() {
            for other in attributes[(position + 1)...]
            where other.name.count == attribute.name.count && bytes[attribute.name].elementsEqual(bytes[other.name]) {
                throw GiveUp()
            }
        }
        // Without a colon or an `xmlns` there is nothing more to check (the common case).
        guard
            bytes[element].contains(UInt8(ascii: ":"))
                || attributes.contains(where: {
                    bytes[$0.name].contains(UInt8(ascii: ":")) || bytes[$0.name].elementsEqual("xmlns".utf8)
                })
        else { return }
        for attribute in attributes {
            let name = bytes[attribute.name]
            if name.elementsEqual("xmlns".utf8) {
                try checkNamespace(attribute.value, needsDecoding: attribute.needsDecoding)
            } else if name.starts(with: "xmlns:".utf8) {
                try checkNamespace(attribute.value, needsDecoding: attribute.needsDecoding)
                let prefix = string(attribute.name.dropFirst(6))
                guard prefix != "xml", prefix != "xmlns" else { throw GiveUp() }
                prefixes.append((prefix, depth))
            }
        }
        if let prefix = prefix(of: element) {
            guard prefix != "xmlns", isDeclared(prefix) else { throw GiveUp() }
        }
        var locals: [Substring] = []
        for attribute in attributes {
            guard let prefix = prefix(of: attribute.name), prefix != "xmlns" else { continue }
            guard prefix != "xml", isDeclared(prefix) else { throw GiveUp() }
            let local = string(attribute.name).split(separator: ":").last ?? ""
            guard !locals.contains(local) else { throw GiveUp() }
            locals.append(local)
        }
    }

    /// A namespace name must be a plain `http(s)` URL (and not one of the two reserved).
    package func checkNamespace(_ value: Range<Int>, needsDecoding: Bool) throws(GiveUp) {
        let text = bytes[value]
        let scheme: Int
        if text.starts(with: "http://".utf8) {
            scheme = 7
        } else if text.starts(with: "https://".utf8) {
            scheme = 8
        } else {
            throw GiveUp()
        }
        guard !needsDecoding, text.count > scheme,
            text.dropFirst(scheme).allSatisfy({ Self.isPlainURLByte($0) }),
            !text.elementsEqual("http://www.w3.org/XML/1998/namespace".utf8),
            !text.elementsEqual("http://www.w3.org/2000/xmlns/".utf8)
        else { throw GiveUp() }
    }

    package static func isPlainURLByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    package func prefix(of name: Range<Int>) -> String? {
        guard let colon = bytes[name].firstIndex(of: UInt8(ascii: ":")) else { return nil }
        return string(name.lowerBound..<colon)
    }

    package func isDeclared(_ prefix: String) -> Bool {
        prefixes.contains { $0.prefix == prefix }
    }

    /// Forgets the prefixes declared by the element at `depth`.
    package mutating func closeScope(_ depth: Int) {
        while let last = prefixes.last, last.depth == depth { prefixes.removeLast() }
    }

    /// The attributes of the tag just read that the check reads, sorted by name (ASCII: byte
    /// order is `String` order).
    package mutating func collectedAttributes() -> [MarkupAttribute] {
        // Most attributes are not read: they are left out before the rest are put in order.
        attributes.removeAll { MarkupAttribute.role(ofASCII: bytes[$0.name]) == .other }
        if attributes.count > 1 { attributes.sort { bytes[$0.name].lexicographicallyPrecedes(bytes[$1.name]) } }
        collected.removeAll(keepingCapacity: true)
        for attribute in attributes {
            let role = MarkupAttribute.role(ofASCII: bytes[attribute.name])
            let value = attribute.needsDecoding ? decoded(attribute.value, isAttribute: true) : string(attribute.value)
            collected.append(MarkupAttribute(role: role, value: value))
        }
        return collected
    }
}
