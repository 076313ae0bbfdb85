import Foundation
import Writing

/// Checks a generated site against the offline-and-portable rules before it is written:
/// every `href`, `src`, `srcset`, `xlink:href`, `action`, `poster`, CSS `url(…)` and
/// `@import` is relative and names a file of the site (never a folder), every `#fragment`
/// names an id, pages parse as XML, and nothing is fetched at run time. The only absolute
/// URLs allowed are those under `--base-url` in `feed.xml`, `sitemap.xml`, canonical and
/// alternate `<link>`s and og:/twitter: `<meta>` tags. Pure: it looks only at the files given.
public enum SiteChecker {
    /// The violations in `files`, by file (in path order) and line; empty when the site is fine.
    /// `alsoPresent` are paths of files the site has besides `files` (pages kept from the last
    /// build, checked then): links to them resolve, and a `#fragment` into one is taken as it is.
    public static func check(_ files: [SiteFile], baseURL: String?, alsoPresent: Set<String> = []) -> [SiteViolation] {
        check(files, baseURL: baseURL, alsoPresent: alsoPresent, scanned: [:])
    }

    /// The same check, with the scans of some of the files already made (`scan(_:path:)`, by
    /// path): a build scans each page on the core that rendered it, while its bytes are in
    /// memory, and only the rest is scanned here.
    package static func check(
        _ files: [SiteFile], baseURL: String?, alsoPresent: Set<String> = [], scanned: [String: ScannedFile]
    ) -> [SiteViolation] {
        let sorted = files.sorted { $0.path < $1.path }
        var scans: [(path: String, scan: ScannedFile)] = []
        var ids: [String: Set<String>] = [:]
        for file in sorted {
            let kind = FileKind(path: file.path)
            guard let scan = scanned[file.path] ?? scan(file.contents, path: file.path, kind: kind) else { continue }
            if kind == .markup { ids[file.path] = scan.ids }
            scans.append((file.path, scan))
        }
        let paths = Set(sorted.map(\.path)).union(alsoPresent)
        let resolver = LinkResolver(
            paths: paths, folders: Set(paths.flatMap(OutputPath.folders(of:))), ids: ids,
            baseURL: baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" })
        var violations: [SiteViolation] = []
        // A link with no fragment and no query resolves the same from every file of a folder,
        // and the pages of a folder share most of their links: each is resolved once.
        var resolved: [ResolvedLink: SiteViolation.Rule?] = [:]
        for (path, scan) in scans {
            var found = scan.violations
            let folder = path.split(separator: "/").dropLast().map(String.init)
            let folderPath = folder.joined(separator: "/")
            for link in scan.links {
                let rule: SiteViolation.Rule?
                if let key = ResolvedLink(link, folder: folderPath) {
                    if let known = resolved[key] {
                        rule = known
                    } else {
                        rule = resolver.rule(for: link, in: path, folder: folder)
                        resolved[key] = rule
                    }
                } else {
                    rule = resolver.rule(for: link, in: path, folder: folder)
                }
                if let rule {
                    found.append(SiteViolation(file: path, line: link.line, rule: rule, value: link.value))
                }
            }
            // By line; in the order found within a line.
            violations += found.enumerated().sorted {
                ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
            }
            .map(\.element)
        }
        return violations
    }

    /// What the check reads of one file: its links, ids and problems of its own; nil for a
    /// kind of file it does not read (images, fonts).
    package static func scan(_ contents: Data, path: String) -> ScannedFile? {
        scan(contents, path: path, kind: FileKind(path: path))
    }

    private static func scan(_ contents: Data, path: String, kind: FileKind) -> ScannedFile? {
        switch kind {
        case .markup:
            return MarkupScanner.scan(contents, file: path)
        case .style:
            let text = String(decoding: contents, as: UTF8.self)
            let links = StyleScanner.references(in: text, firstLine: 1).map {
                LinkReference(value: $0.value, line: $0.line)
            }
            return ScannedFile(links: links)
        case .script:
            let text = String(decoding: contents, as: UTF8.self)
            return ScannedFile(violations: ScriptScanner.problems(in: text, file: path, firstLine: 1))
        case .other:
            return nil
        }
    }

    /// A link as seen from a folder, when that is all its verdict depends on: it has no `#`
    /// (whose fragment names an id of a page) and no `?` (so no empty path that means the
    /// linking page itself).
    private struct ResolvedLink: Hashable {
        package var folder: String
        package var value: String
        package var allowsBaseURL: Bool
        package var allowsImageData: Bool

        package init?(_ link: LinkReference, folder: String) {
            guard !link.value.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") }) else {
                return nil
            }
            self.folder = folder
            self.value = link.value
            self.allowsBaseURL = link.allowsBaseURL
            self.allowsImageData = link.allowsImageData
        }
    }

    /// How a file is read, by its extension.
    private enum FileKind {
        case markup, style, script, other

        package init(path: String) {
            switch Self.fileExtension(path) {
            case "html", "htm", "xhtml", "svg", "xml": self = .markup
            case "css": self = .style
            case "js", "mjs": self = .script
            default: self = .other
            }
        }

        /// The last of the name's dot-separated parts, in lower case, when it has more than
        /// one; for ASCII paths (all of the site's) found on bytes.
        private static func fileExtension(_ path: String) -> String? {
            guard path.utf8.allSatisfy({ $0 < 0x80 }) else {
                let name = path.split(separator: "/").last ?? ""
                let parts = name.split(separator: ".")
                return parts.count > 1 ? parts.last.map { $0.lowercased() } : nil
            }
            let name = path.utf8.split(separator: UInt8(ascii: "/")).last ?? path.utf8[...]
            let parts = name.split(separator: UInt8(ascii: "."))
            guard parts.count > 1, let last = parts.last else { return nil }
            return String(decoding: last.map(MarkupAttribute.lowercase), as: UTF8.self)
        }
    }
}
