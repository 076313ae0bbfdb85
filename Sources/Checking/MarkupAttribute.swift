/// An attribute of a start tag as the check sees it: what its name makes it, and its value
/// with references decoded and white space normalised (as an XML parser reports it).
/// Attributes the check does not read (``Role/other``) need not be passed on at all.
package struct MarkupAttribute: Sendable, Equatable {
    package var role: Role
    package var value: String

    /// What an attribute is to the check, by its name.
    package enum Role: Sendable, Equatable {
        /// `id`, `rel`, `property`, `name` and `content`, exactly so written.
        case id, rel, property, name, content
        /// `href` in any case: a link that may be canonical in a `<link>`.
        case href
        /// `src` in any case: a link that may be image data in an `<img>`.
        case src
        /// `xlink:href`, `action` and `poster`, in any case: one link.
        case link
        /// `srcset`: links with sizes.
        case srcset
        /// `style`: CSS.
        case style
        /// An SVG presentation attribute that may hold `url(…)`.
        case paint
        /// An event handler (`on…`): script.
        case handler
        /// An attribute the check does not read.
        case other
    }

    /// The attribute `name` with `value`.
    package init(name: String, value: String) {
        self.init(role: Self.role(of: name), value: value)
    }

    package init(role: Role, value: String) {
        self.role = role
        self.value = value
    }

    /// The role of the attribute `name`: exact names first, then names in any case.
    package static func role(of name: String) -> Role {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return role(ofASCII: name.utf8) }
        return role(ofLowercased: name.lowercased())
    }

    /// The role of an ASCII name given as bytes: the same answer as for the name as a
    /// `String`, without making one.
    package static func role<Name: Collection<UInt8>>(ofASCII utf8: Name) -> Role {
        let isExactly = { (word: StaticString) in equals(utf8, word, lowercasing: false) }
        let isWord = { (word: StaticString) in equals(utf8, word, lowercasing: true) }
        switch utf8.count {
        case 2 where isExactly("id"): return .id
        case 3 where isExactly("rel"): return .rel
        case 8 where isExactly("property"): return .property
        case 4 where isExactly("name"): return .name
        case 7 where isExactly("content"): return .content
        case 3 where isWord("src"): return .src
        case 4 where isWord("href"): return .href
        case 4 where isWord("fill") || isWord("mask"): return .paint
        case 5 where isWord("style"): return .style
        case 6 where isWord("action") || isWord("poster"): return .link
        case 6 where isWord("srcset"): return .srcset
        case 6 where isWord("stroke") || isWord("filter") || isWord("cursor"): return .paint
        case 9 where isWord("clip-path"): return .paint
        case 10 where isWord("xlink:href"): return .link
        case 10 where isWord("marker-mid") || isWord("marker-end"): return .paint
        case 12 where isWord("marker-start"): return .paint
        default: break
        }
        var bytes = utf8.makeIterator()
        if bytes.next().map(lowercase) == UInt8(ascii: "o"), bytes.next().map(lowercase) == UInt8(ascii: "n") {
            return .handler
        }
        return .other
    }

    /// The roles of names outside ASCII, lowered in case as `String` does.
    private static func role(ofLowercased name: String) -> Role {
        switch name {
        case "href": .href
        case "src": .src
        case "xlink:href", "action", "poster": .link
        case "srcset": .srcset
        case "style": .style
        case "fill", "stroke", "clip-path", "mask", "filter", "marker-start", "marker-mid", "marker-end", "cursor":
            .paint
        case _ where name.hasPrefix("on"): .handler
        default: .other
        }
    }

    /// Whether the ASCII bytes `utf8` (in lower case, when `lowercasing`) are `word`.
    package static func equals<Name: Collection<UInt8>>(_ utf8: Name, _ word: StaticString, lowercasing: Bool) -> Bool {
        guard utf8.count == word.utf8CodeUnitCount else { return false }
        var offset = 0
        for byte in utf8 {
            guard (lowercasing ? lowercase(byte) : byte) == word.utf8Start[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// An ASCII byte in lower case.
    package static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
