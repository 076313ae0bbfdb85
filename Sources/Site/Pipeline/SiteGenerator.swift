import Diary
import Foundation
import Templating
import Writing

/// `foodstory build` as a pipeline of named steps (`BuildStep`): read the diary and pantry,
/// load the templates, make the photos' web sizes, make the pages, check them, write them. Whether an
/// output is kept from the last build is the incremental engine's business
/// (`IncrementalEngine`), asked once per output; the steps do not know how.
public enum SiteGenerator {
    /// Runs a build; every failure is an error naming its step, and the output folder is only
    /// touched once every file was made and checked.
    public static func run(_ request: BuildRequest) async throws -> BuildSummary {
        let engine = IncrementalEngine(request)
        if let files = await engine.unchangedSite() { return .upToDate(request, files: files) }
        let step = { (step: BuildStep) in request.progress?(step) }

        step(.read)
        let (diary, read, withheld, proof) = try readStep(request, cache: engine.recordCache)
        step(.templates)
        let templates = try TemplateSet.load(
            overrides: request.templates, locale: request.locale, fileSystem: request.fileSystem)
        // Each file is written into the output folder's own rendered folder as soon as it is
        // made; nothing the site shows changes until the writer moves them into place.
        var writer = SiteWriter(outputFolder: request.out, force: request.force, fileSystem: request.fileSystem)
        writer.workFolder = engine.workFolder
        let rendered = try writer.prepare()
        let records = engine.saveRecords(read.cacheUpdate)
        let outputs = await engine.outputs()
        let photos: SitePhotos
        let site: SiteBuilder.Result
        var proved: (files: Int, seconds: Double)?
        do {
            step(.photos)
            photos = try self.photos(for: diary.entries, request, outputs: outputs, rendered: rendered)
            step(.pages)
            var builder = SiteBuilder(templates: templates, options: read.options)
            (builder.outputs, builder.rendered) = (outputs, rendered)
            (builder.cores, builder.fileSystem) = (request.cores, request.fileSystem)
            site = try await builder.render(diary: consume diary, photos: photos, pantry: read.pantry)
            step(.check)
            // The proof first: a withheld text in a file is the failure to report, whatever
            // else is wrong with the file.
            if let proof {
                let started = Date()
                let files = try site.prove(
                    proof, out: request.out, cores: request.cores, fileSystem: request.fileSystem)
                if files > 0 { proved = (files, Date().timeIntervalSince(started)) }
            }
            try site.check(baseURL: read.options.baseURL)
        } catch {
            await records.value
            writer.discard(rendered)
            throw error
        }
        step(.write)
        await records.value
        engine.invalidate()
        let written = try write(site.files, keeping: site.kept, writer)
        await engine.finish(manifest: site.manifest)
        return BuildSummary(
            request, read: read, warnings: photos.warnings + site.warnings, pages: site.pages, written: written,
            kept: site.kept.count, withheld: withheld, proof: proved)
    }

    /// The write step: `files` into the output folder, `kept` left as they are.
    private static func write(_ files: [SiteFile], keeping kept: [String: Int], _ writer: SiteWriter) throws
        -> WriteSummary
    {
        do {
            return try writer.write(files, keeping: kept)
        } catch {
            // The writer removes the rendered files once it has opened the folder; before that
            // (a path it refuses), they are removed here. The marker stays: files may be in place.
            writer.removeTree(writer.renderedRoot)
            throw error
        }
    }
}
