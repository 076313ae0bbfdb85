import Foundation

/// The site's public address (`--base-url`, `base-url` in `foodstory.toml`), checked and
/// written as every absolute address of the site starts: the sitemap's, the feed's, canonical
/// links and link previews. An `http` or `https` URL with a host, and nothing after its path:
/// no query, no fragment, no user name or password, no white space. Written in ASCII: an
/// internationalised host in its ASCII form (`bücher.example` is `xn--bcher-kva.example`,
/// through Foundation's `URLComponents.encodedHost`), the path percent-encoded (`/café/` is
/// `/caf%C3%A9/`), always ending with `/`.
public struct SiteAddress: Hashable, Sendable, CustomStringConvertible {
    /// The address as every page writes it: `https://xn--bcher-kva.example/caf%C3%A9/`.
    public let description: String

    /// Why a text is not a site's address.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, to follow the address in a message: `has a query (?b=1): …`.
        public var description: String

        /// Creates the value from each of its stored properties.
        package init(description: String) {
            self.description = description
        }
    }

    /// `given` checked and written in ASCII.
    public init(_ given: String) throws(Problem) {
        if given.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) {
            throw Problem(description: "holds a space or a control character: write a space in a path as %20")
        }
        let scheme = given.prefix { $0 != ":" }.lowercased()
        guard scheme == "https" || scheme == "http", given.dropFirst(scheme.count).hasPrefix("://") else {
            throw Problem(description: "must start with https:// or http://")
        }
        guard let parts = URLComponents(string: given) else {
            throw Problem(description: "is not a URL")
        }
        guard let host = parts.encodedHost, !host.isEmpty else {
            throw Problem(description: "has no host: expected https://host/ with the site's folder after it")
        }
        if parts.user != nil || parts.password != nil {
            throw Problem(description: "holds a user name or password, which every page would show")
        }
        if let query = parts.percentEncodedQuery {
            throw Problem(description: "has a query (?\(query)): the site's address is a folder, with no query")
        }
        if let fragment = parts.percentEncodedFragment {
            throw Problem(
                description: "has a fragment (#\(fragment)): the site's address is a folder, with no fragment")
        }
        let port = parts.port.map { ":\($0)" } ?? ""
        let path = parts.percentEncodedPath
        description = "\(scheme)://\(host.lowercased())\(port)\(path)" + (path.hasSuffix("/") ? "" : "/")
    }
}
