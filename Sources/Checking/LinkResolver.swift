/// Decides whether a link of the site is fine: relative, naming a file of the site (not a
/// folder), with its `#fragment` naming an id of that page; or one of the few exceptions
/// (a `data:image/…` in an `<img src>`, an absolute URL under `--base-url` where allowed).
package struct LinkResolver: Sendable {
    /// Every file of the site.
    package var paths: Set<String>
    /// Every folder of the site (`day`, `assets/icons`).
    package var folders: Set<String>
    /// The ids of each page that was read as markup.
    package var ids: [String: Set<String>]
    /// `--base-url`, ending with `/`.
    package var baseURL: String?

    /// The rule `link`, found in `file` (whose folder's components are `folder`), breaks;
    /// nil when it is fine.
    package func rule(for link: LinkReference, in file: String, folder: [String]) -> SiteViolation.Rule? {
        let value = Self.trimmed(link.value)
        if value.isEmpty { return .missingFile }
        if value.hasPrefix("#") { return fragmentRule(String(value.dropFirst()), page: file) }
        if value.hasPrefix("//") { return .externalURL }
        if let scheme = Self.scheme(of: value) {
            switch scheme {
            case "http", "https":
                guard link.allowsBaseURL, let baseURL, value.hasPrefix(baseURL) else { return .externalURL }
                return resolve(String(value.dropFirst(baseURL.count)), from: [], page: file, isRoot: true)
            case "data":
                return link.allowsImageData && value.lowercased().hasPrefix("data:image/") ? nil : .dataURI
            default:
                return .forbiddenScheme
            }
        }
        if value.hasPrefix("/") { return .rootRelative }
        return resolve(value, from: folder, page: file, isRoot: false)
    }

    /// Resolves the relative reference `value` against the folder `folder` (its components).
    /// Works on UTF-8 bytes: a ten-year site has hundreds of thousands of links.
    private func resolve(_ value: String, from folder: [String], page: String, isRoot: Bool) -> SiteViolation.Rule? {
        let bytes = value.utf8
        let pathEnd = bytes.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? bytes.endIndex
        let path = value[..<pathEnd]
        let fragment = bytes.firstIndex(of: UInt8(ascii: "#")).map { String(value[bytes.index(after: $0)...]) }
        if path.isEmpty && !isRoot {
            return fragment.flatMap { fragmentRule($0, page: page) }
        }
        guard let decoded = Self.decoded(path) else { return .missingFile }
        if decoded.isEmpty || decoded.utf8.last == UInt8(ascii: "/") { return .namesFolder }
        var parts = folder
        for part in decoded.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if part.elementsEqual(".".utf8) { continue }
            if part.elementsEqual("..".utf8) {
                if parts.popLast() == nil { return .leavesSite }
                continue
            }
            parts.append(String(Substring(part)))
        }
        let target = parts.joined(separator: "/")
        if paths.contains(target) {
            guard let fragment, ids[target] != nil else { return nil }
            return fragmentRule(fragment, page: target)
        }
        return folders.contains(target) ? .namesFolder : .missingFile
    }

    /// Whether `fragment` names an id of `page`.
    private func fragmentRule(_ fragment: String, page: String) -> SiteViolation.Rule? {
        let id = Self.decoded(Substring(fragment)) ?? fragment
        return ids[page]?.contains(id) == true ? nil : .missingFragment
    }

    /// `text` percent-decoded; nil when an escape is not valid UTF-8 or not an escape.
    private static func decoded(_ text: Substring) -> String? {
        text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding : String(text)
    }

    /// `value` without the white space browsers ignore around a URL.
    private static func trimmed(_ value: String) -> String {
        // A first or last byte that is ASCII and not white space starts or ends a character
        // that is not white space (only a byte of its own, or CR LF, can be ASCII white space).
        if let first = value.utf8.first, let last = value.utf8.last, first < 0x80, last < 0x80,
            !isASCIISpace(first), !isASCIISpace(last)
        {
            return value
        }
        guard let first = value.first, let last = value.last, first.isWhitespace || last.isWhitespace else {
            return value
        }
        return value.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }

    /// The scheme of an absolute URL, lowercased (`https`, `mailto`), or nil for a relative one.
    package static func scheme(of value: String) -> String? {
        for (offset, byte) in value.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: ":"):
                return offset == 0 ? nil : String(value.utf8.prefix(offset)).map { $0.lowercased() }
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if offset == 0 { return nil }
            default:
                return nil
            }
        }
        return nil
    }
}
