import Foundation
import Templating

extension SiteGenerator {
    /// `foodstory serve`'s preview: the HTML pages at `paths` (site paths, such as
    /// `day/2026-03-08.html`) exactly as `run(request)` writes them, made from the model
    /// `memory` keeps (made again first when the inputs changed) with the templates as they
    /// are now. No other page is made and nothing is written; a path that is no page of the
    /// site is left out. Its errors are the build's: a template that does not parse, a diary
    /// that cannot be read, and for a public build a page that holds a withheld text (the
    /// build's proof, run on these pages).
    public static func preview(_ request: BuildRequest, paths: Set<String>, memory: inout PreviewMemory) throws
        -> [String: Data]
    {
        let templates = try TemplateSet.load(
            overrides: request.templates, locale: request.locale, fileSystem: request.fileSystem)
        let (model, proof) = try memory.model(for: request)
        var builder = SiteBuilder(templates: templates, options: model.options)
        (builder.cores, builder.fileSystem) = (request.cores, request.fileSystem)
        let pages = try builder.pages(at: paths, of: model)
        try proof?.prove(pages.keys.sorted(), cores: request.cores) { pages[$0] ?? Data() }
        return pages
    }
}
