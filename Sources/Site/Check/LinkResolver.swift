/// Decides whether a link of the site is fine: relative, naming a file of the site (not a
/// folder), with its `#fragment` naming an id of that page; or one of the few exceptions
/// (a `data:image/…` in an `<img src>`, an absolute URL under `--base-url` where allowed).
struct LinkResolver: Sendable {
    /// Every file of the site.
    var paths: Set<String>
    /// Every folder of the site (`day`, `assets/icons`).
    var folders: Set<String>
    /// The ids of each page that was read as markup.
    var ids: [String: Set<String>]
    /// `--base-url`, ending with `/`.
    var baseURL: String?

    /// The rule `link`, found in `file`, breaks; nil when it is fine.
    func rule(for link: LinkReference, in file: String) -> SiteViolation.Rule? {
        let value = link.value.trimmingCharacters(in: .whitespacesAndNewlines)
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
        return resolve(value, from: file.split(separator: "/").dropLast().map(String.init), page: file, isRoot: false)
    }

    /// Resolves the relative reference `value` against the folder `folder` (its components).
    private func resolve(_ value: String, from folder: [String], page: String, isRoot: Bool) -> SiteViolation.Rule? {
        let pathEnd = value.firstIndex { $0 == "#" || $0 == "?" } ?? value.endIndex
        let path = value[..<pathEnd]
        let fragment = value.firstIndex(of: "#").map { String(value[value.index(after: $0)...]) }
        if path.isEmpty && !isRoot {
            return fragment.flatMap { fragmentRule($0, page: page) }
        }
        guard let decoded = path.removingPercentEncoding else { return .missingFile }
        if decoded.isEmpty || decoded.hasSuffix("/") { return .namesFolder }
        var parts = folder
        for part in decoded.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".": continue
            case "..":
                if parts.popLast() == nil { return .leavesSite }
            default: parts.append(String(part))
            }
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
        let id = fragment.removingPercentEncoding ?? fragment
        return ids[page]?.contains(id) == true ? nil : .missingFragment
    }

    /// The scheme of an absolute URL, lowercased (`https`, `mailto`), or nil for a relative one.
    static func scheme(of value: String) -> String? {
        guard let colon = value.firstIndex(of: ":") else { return nil }
        let scheme = value[..<colon]
        guard let first = scheme.unicodeScalars.first, isLetter(first),
            scheme.unicodeScalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
        else { return nil }
        return scheme.lowercased()
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
