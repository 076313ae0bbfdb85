import Foundation
import Support
import Words

extension TemplateSet {
    /// The file of `--templates` that replaces messages of the catalog by key.
    public static let wordsFile = "words.toml"

    /// The shipped catalog of `locale` (English when nil), with the messages of `words.toml` in `overrides` (when there is
    /// one) in place of its own; a problem in either is a template error naming the file, the
    /// message's key and what was expected.
    static func words(overrides: URL?, locale: String?, fileSystem: FileSystem) throws(TemplateError) -> Catalog {
        do throws(CatalogError) {
            let catalog = try Catalog.shipped(locale: locale, fileSystem: fileSystem)
            guard let overrides else { return catalog }
            let file = overrides.appendingPathComponent(wordsFile).path
            guard let data = try? fileSystem.readFollowingLinks(file) else { return catalog }
            guard let text = String(data: data, encoding: .utf8) else {
                throw CatalogError(file: file, message: "cannot be read as UTF-8 text")
            }
            return try catalog.replacing(with: text, file: file)
        } catch {
            throw TemplateError(
                file: error.file, line: error.line,
                message: error.key.map { "\($0): \(error.message)" } ?? error.message)
        }
    }
}
