import Diary
import Foundation
import Mustache
import Support
import Words

/// The templates of a build: FoodStory's defaults (shipped with the binary), each replaceable
/// by a file of the same name in `--templates`.
///
/// `*.md` templates are Markdown with Mustache placeholders (values escaped for Markdown);
/// `*.html` templates (the layout and components) escape values for HTML that is also XML. Partials are named
/// by file name without extension.
public struct TemplateSet: Sendable {
    /// A template's source.
    public struct Source: Hashable, Sendable {
        /// Path relative to the templates folder, e.g. `partials/entry-list.md`.
        public var relativePath: String
        /// Where it was read from, for messages.
        public var file: String
        /// Its text.
        public var text: String
        /// Whether it came from `--templates`.
        public var isOverride: Bool

        /// The name templates use for it: the file name without extension.
        public var name: String {
            String((relativePath.split(separator: "/").last ?? "").split(separator: ".").first ?? "")
        }
        /// Whether values are escaped for Markdown (`.md`) rather than HTML.
        public var isMarkdown: Bool { relativePath.hasSuffix(".md") }

        /// Creates the value from each of its stored properties.
        package init(relativePath: String, file: String, text: String, isOverride: Bool) {
            self.relativePath = relativePath
            self.file = file
            self.text = text
            self.isOverride = isOverride
        }
    }

    /// Every template by name.
    public let sources: [String: Source]
    /// The words the pages are written in: the shipped catalog, with the messages of
    /// `words.toml` in `--templates` in place of its own.
    public let words: Catalog
    package let library: MustacheLibrary
    /// Whether templates are rendered by shape (`Skeleton`): not when a template sets its own
    /// content type or delimiters (a hole would not come out as holes do), or holds the
    /// character around holes.
    package let rendersByShape: Bool

    /// The folder of the default templates shipped with FoodStory.
    public static var defaultFolder: URL? {
        Bundle.module.url(forResource: "Templates", withExtension: nil)
    }

    /// The defaults, with files in `overrides` replacing those of the same path, read through
    /// `fileSystem`.
    public static func load(
        overrides: URL?, locale: String? = nil, fileSystem: FileSystem = .disk,
        schema: @autoclosure () -> TemplateSchema
    ) throws(TemplateError) -> TemplateSet {
        guard let folder = defaultFolder else {
            throw TemplateError(
                file: "Templates", line: nil, message: "FoodStory's default templates are missing from its installation"
            )
        }
        var sources = try read(folder: folder, isOverride: false, fileSystem: fileSystem)
        if let overrides {
            guard (try? fileSystem.itemFollowingLinks(overrides.path))?.kind == .folder else {
                throw TemplateError(file: overrides.path, line: nil, message: "no such templates folder")
            }
            let known = sources.keys.sorted()
            // Any other file is refused, whatever its name ends with: a misspelt or misplaced
            // template would otherwise be passed over in silence. Hidden files (an editor's,
            // the system's) are passed over.
            for (path, item) in fileSystem.contents(of: overrides.path) ?? []
            where item.kind != .folder && sources[path] == nil && path != Self.wordsFile
                && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            {
                throw TemplateError(
                    file: overrides.path + "/" + path, line: nil,
                    message:
                        "not a template FoodStory uses; the templates are \(known.joined(separator: ", ")), "
                        + "and \(wordsFile) for the words")
            }
            for (path, source) in try read(folder: overrides, isOverride: true, fileSystem: fileSystem)
            where sources[path] != nil {
                sources[path] = source
            }
        }
        let set = try TemplateSet(
            sources: Array(sources.values),
            words: try words(overrides: overrides, locale: locale, fileSystem: fileSystem))
        // A user's template is checked for names its context does not have, its words in place:
        // the engine would render them as silent emptiness. (The defaults are checked by the
        // test suite.)
        if sources.values.contains(where: \.isOverride) {
            let expanded = try set.expandedSources()
            if let first = TemplateChecker.check(
                expanded.filter(\.isOverride), schema: schema(), others: expanded.filter { !$0.isOverride }
            ).first {
                throw first
            }
        }
        return set
    }

    /// A set made of the given sources (for tests and for `load`).
    public init(sources list: [Source], words: Catalog) throws(TemplateError) {
        self.words = words
        ContentTypes.register()
        var byName: [String: Source] = [:]
        var library = MustacheLibrary()
        for source in list.sorted(by: { $0.relativePath < $1.relativePath }) {
            if let other = byName[source.name] {
                throw TemplateError(file: source.file, line: nil, message: "has the same name as \(other.relativePath)")
            }
            byName[source.name] = source
            // The pragma goes on the first line, so line numbers stay those of the file.
            let text =
                (source.isMarkdown ? MarkdownContentType.pragma : PageHTMLContentType.pragma)
                + (try source.expandingWords(words)).text
            do {
                library.register(try MustacheTemplate(string: text), named: source.name)
            } catch let error as MustacheTemplate.ParserError {
                if let (line, words) = TemplateChecker.sectionProblem(in: source.text) {
                    throw TemplateError(file: source.file, line: line, message: "cannot be parsed: \(words)")
                }
                let near = error.context.line.trimmingCharacters(in: .whitespaces)
                throw TemplateError(
                    file: source.file, line: error.context.lineNumber,
                    message: "cannot be parsed: \(Self.words(for: error.error)) (near \"\(near)\")")
            } catch {
                throw TemplateError(
                    file: source.file, line: nil, message: "cannot be parsed: \(Self.words(for: error))")
            }
        }
        self.sources = byName
        self.library = library
        rendersByShape = !list.contains { source in
            source.text.contains("{{%") || source.text.contains("{{=")
                || source.text.unicodeScalars.contains(TemplateShape.holeMark)
        }
    }

    /// What the template engine's parse error means, in words a person reads.
    package static func words(for error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "a section is closed with another name than the one it was opened with"
        case .unfinishedName: "a tag is not finished; expected a name and then }}"
        case .expectedSectionEnd: "a section is never closed; expected {{/name}} for each {{#name}} and {{^name}}"
        case .invalidSetDelimiter: "a delimiter change is not written as {{=<% %>=}}: two delimiters between = signs"
        case .transformAppliedToInheritanceSection: "a transform cannot be applied to an inherited section"
        case .illegalTokenInsideInheritSection, .textInsideInheritSection:
            "a partial's inherited section may hold only {{$name}} blocks"
        case .invalidConfigVariableSyntax, .unrecognisedConfigVariable:
            "a {{% … }} tag is not one the template engine knows; expected {{% CONTENT_TYPE: … }}"
        case nil: "\(error)"
        }
    }

    /// Renders the template `name` with `context`; nil when there is no such template.
    public func render(_ name: String, _ context: Any) -> String? {
        library.render(context, withTemplate: name)
    }

    /// The most texts a value may have to be rendered by shape.
    package static let mostHoles = 1_000

    /// Renders the template `name` with `value`, as rendering it with the value's tree would:
    /// for a shape of value not seen before, the template is rendered with holes for its
    /// texts and kept in `skeletons`; a value of a known shape fills the holes with its texts.
    /// Nil when there is no such template.
    package func render(_ name: String, value: any TemplateValue, skeletons: inout Skeletons) -> String? {
        let direct = { self.render(name, MustacheTree.make(value)) }
        guard rendersByShape else { return direct() }
        var shape = TemplateShape()
        value.shape(into: &shape)
        // A value with this many texts (a food eaten on a thousand days) has a shape of its
        // own: its skeleton would never be used again, and making it costs more than a render.
        guard shape.texts.count <= Self.mostHoles else { return direct() }
        let key = Skeletons.Key(template: name, shape: shape.key)
        if let known = skeletons.byKey[key] {
            return known.map { $0.fill(shape.texts) } ?? direct()
        }
        var holes = 0
        let holed = value.holedTree(&holes)
        guard let rendered = render(name, holed) else { return nil }
        let skeleton = holes == shape.texts.count ? Skeleton(rendered: rendered, holes: holes) : nil
        skeletons.byKey[key] = .some(skeleton)
        return skeleton?.fill(shape.texts) ?? direct()
    }

    /// Writes the default templates, and the catalog of words as `words.toml`, into `folder`
    /// for editing (`foodstory templates export`),
    /// through `fileSystem`, and returns their paths. A template already in the folder is
    /// replaced only when `replacing`; otherwise nothing is written (exit status 73). Other
    /// files are left alone.
    public static func exportDefaults(
        to folder: URL, replacing: Bool = false, locale: String? = nil, fileSystem: FileSystem = .disk
    ) throws(TemplateError) -> [String] {
        guard let defaults = defaultFolder else {
            throw TemplateError(
                file: "Templates", line: nil, message: "FoodStory's default templates are missing from its installation"
            )
        }
        var sources = try read(folder: defaults, isOverride: false, fileSystem: fileSystem)
        // The catalog of words goes with them, whole (the locale's language's), for the person to
        // change what they want.
        let language: String
        do throws(CatalogError) {
            language = try Catalog.locale(locale, fileSystem: fileSystem).language
        } catch {
            throw TemplateError(file: error.file, line: nil, message: error.message, exitCode: 64)
        }
        if let catalog = Catalog.shippedFolder?.appendingPathComponent("\(language).toml"),
            let data = try? fileSystem.readFollowingLinks(catalog.path), let text = String(data: data, encoding: .utf8)
        {
            sources[wordsFile] = Source(relativePath: wordsFile, file: catalog.path, text: text, isOverride: false)
        }
        let paths = sources.keys.sorted()
        // Every template is looked for before any is written: a refused export writes nothing.
        if !replacing,
            let existing = paths.first(where: {
                (try? fileSystem.itemFollowingLinks(folder.appendingPathComponent($0).path)) != nil
            })
        {
            throw TemplateError(
                file: folder.appendingPathComponent(existing).path, line: nil,
                message: "cannot be written (it already exists; pass --force to replace the templates)", exitCode: 73)
        }
        for path in paths {
            let target = folder.appendingPathComponent(path)
            do {
                try fileSystem.makeFolders(target.deletingLastPathComponent().path)
                try fileSystem.replace(target.path, with: Data((sources[path]?.text ?? "").utf8))
            } catch {
                throw TemplateError(
                    file: target.path, line: nil, message: "cannot be written (\(error.message))", exitCode: 73)
            }
        }
        return paths
    }

    private static func read(folder: URL, isOverride: Bool, fileSystem: FileSystem) throws(TemplateError) -> [String:
        Source]
    {
        var result: [String: Source] = [:]
        let base = folder.path
        for (relative, _) in fileSystem.contents(of: base) ?? []
        where relative.hasSuffix(".md") || relative.hasSuffix(".html") {
            let file = base + "/" + relative
            let text = try Self.text(of: file, fileSystem: fileSystem)
            result[relative] = Source(
                relativePath: relative, file: isOverride ? file : relative, text: text, isOverride: isOverride)
        }
        return result
    }
}
