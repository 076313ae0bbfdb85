import Checking
import Diary
import Feeds
import Foundation
import Keying
import Support
import Templating
import Writing

/// Builds the files of a site from a diary: a pipeline of named steps over an explicit model,
/// pure apart from reading the shipped assets. Writing the files is the output writer's job.
public struct SiteBuilder: Sendable {
    /// The templates to render with.
    public var templates: TemplateSet
    /// The build's options.
    public var options: SiteOptions
    /// How many cores make pages at once (1: one after another; the output is the same).
    public var cores = 1
    /// What the shipped assets are read through.
    public var fileSystem = FileSystem.disk
    /// Whether the last build's outputs are kept: the incremental engine's decisions, asked
    /// once per output (by default none: every output is made).
    var outputs = IncrementalEngine.Outputs()
    /// Where to write each file as soon as it is made, instead of holding the site in memory
    /// (nil: in memory, as tests want it).
    public var rendered: RenderedFolder?

    /// A builder.
    public init(templates: TemplateSet, options: SiteOptions) {
        self.templates = templates
        self.options = options
    }

    /// What a build made.
    public struct Result: Sendable {
        /// Every file of the site, in path order.
        public var files: [SiteFile]
        /// How many of them are HTML pages.
        public var pages: Int
        /// Things a person should know (a missing photo …).
        public var warnings: [String]
        /// Pages and share cards of the site left as the last build wrote them (their values
        /// did not change), by path with their size; they are not in `files`.
        public var kept: [String: Int] = [:]
        /// What this build made of each output, for the next build.
        public var manifest: PageManifest
        /// What the self-check reads of each file scanned while its bytes were in memory.
        var scanned: [String: ScannedFile] = [:]

        /// The check step: every link relative and resolving, nothing fetched, nothing
        /// external but what `baseURL` asks for. Kept pages were checked when they were
        /// written, and links to them resolve.
        public func check(baseURL: String?) throws(SiteBuildError) {
            let violations = SiteChecker.check(
                files, baseURL: baseURL, alsoPresent: Set(kept.keys), scanned: scanned)
            if let first = violations.first {
                let more = violations.count > 1 ? " (and \(violations.count - 1) more)" : ""
                throw SiteBuildError(.check, first.description + more)
            }
        }
    }

    /// What a core keeps from one page to the next while it makes pages.
    private struct PageWork {
        /// The templates' skeletons (`TemplateSet.render(_:value:skeletons:)`).
        var skeletons = Skeletons()
        /// One copy of each link text of the scans kept until the check.
        var texts: Set<String> = []
    }

    /// Builds and checks every file of the site for `diary` (see `render`).
    public func build(diary: consuming Diary, photos: SitePhotos = SitePhotos(), pantry: [PantryItem]? = nil)
        async throws(SiteBuildError) -> Result
    {
        let result = try await render(diary: diary, photos: photos, pantry: pantry)
        try result.check(baseURL: options.baseURL)
        return result
    }

    /// The pages step: every file of the site for `diary`; `photos` what the photos step made
    /// (the photos the site shows, and their files); `pantry` the items of a pantry database
    /// (nil: no pantry page, and no word of a pantry anywhere). Each page, share card and
    /// search script is kept from the last build or made, as the engine says.
    public func render(diary: consuming Diary, photos: SitePhotos = SitePhotos(), pantry: [PantryItem]? = nil)
        async throws(SiteBuildError) -> Result
    {
        // The diary, and everything worked out from it, is let go of once the pages are made:
        // the check and the writer's plan need memory too, at the end of a build.
        let made = try await pages(diary: consume diary, photos: photos, pantry: pantry)
        var files: [SiteFile] = []
        var kept: [String: Int] = [:]
        var scanned: [String: ScannedFile] = [:]
        for output in made.outputs {
            if let file = output.file { files.append(file) } else { kept[output.path] = output.record.size }
            if let scan = output.scan { scanned[output.path] = scan }
        }
        files.append(made.feed.file)
        if let scan = made.feed.scan { scanned[made.feed.file.path] = scan }
        if let base = options.baseURL {
            files.append(
                SiteFile(path: SitePath.sitemap, text: Sitemap.xml(paths: files.map(\.path) + kept.keys, baseURL: base))
            )
        }
        if options.noindex {
            files.append(SiteFile(path: SitePath.robots, text: "User-agent: *\nDisallow: /\n"))
        }
        files += try assets()
        files.append(SiteFile(path: MissingPhoto.path, text: MissingPhoto.svg(templates.words)))
        files.sort { $0.path < $1.path }
        return Result(
            files: files, pages: made.pages, warnings: made.warnings, kept: kept, manifest: made.manifest,
            scanned: scanned)
    }

    /// What `pages` made: every page, share card and search script, kept or made, the feed,
    /// how many pages there are, and the manifest of the outputs.
    private struct Pages: Sendable {
        var outputs: [IncrementalEngine.Output]
        var pages: Int
        var feed: Scanned
        var manifest: PageManifest
        var warnings: [String]
    }

    /// A file as it was made: written, and scanned for the check.
    struct Scanned: Sendable {
        var file: SiteFile
        var scan: ScannedFile?
    }

    /// The file at `path` with `contents`, written and scanned for the check on the core that
    /// made it, while its bytes are in memory.
    func scanned(_ path: String, contents: Data) throws(SiteBuildError) -> Scanned {
        Scanned(
            file: try stored(SiteFile(path: path, contents: contents)), scan: SiteChecker.scan(contents, path: path))
    }

    /// Makes every page and share card of the site for `diary` (each page written as soon as
    /// it is rendered, and scanned for the check), with the search index and the feed; the
    /// photos' files are the photos step's.
    private func pages(diary: consuming Diary, photos: SitePhotos, pantry: [PantryItem]?)
        async throws(SiteBuildError) -> Pages
    {
        // The search index needs only the entries by day: it is made while the insights are
        // worked out (on one core), and then beside the pages.
        let days = DiaryDays(diary: diary, asOf: options.asOf)
        let layout = LayoutFacts(days, options: options, hasPantry: pantry != nil)
        let outputs = self.outputs.laidOut(layout)
        async let searchIndex = searchIndex(days, outputs: outputs)
        let model = SiteModel(
            diary: consume diary, options: options, pantry: pantry, days: days, photos: photos.photos)
        let warnings = model.insights.goalWarnings(options.goals, numbers: options.goalNumbers)
        if options.strict, let first = warnings.first { throw SiteBuildError(.pages, first + " (--strict)") }
        let renderer = PageRenderer(templates: templates, layout: layout)

        // The feed is made while the pages are.
        async let feed = scanned(SitePath.feed, contents: Data(AtomFeed.xml(for: model, words: templates.words).utf8))
        // Pages are made and rendered in parallel; the results come back in order.
        let pages: [IncrementalEngine.Output]
        let cards: [IncrementalEngine.Output]
        let extras: (searchIndex: [IncrementalEngine.Output], feed: Scanned)
        do {
            let factory = PageFactory(
                model: model, templates: templates,
                weekKeys: PageFactory.weekKeys(model: model, templates: templates, cores: cores))
            pages = try Parallel.map(
                factory.specs, cores: cores, large: \.isLarge, state: PageWork.init
            ) {
                work, spec -> IncrementalEngine.Output? in
                guard let recipe = factory.recipe(spec) else { return nil }
                return try outputs.output(recipe.path, inputs: outputs.rendered(recipe.key)) {
                    () throws(SiteBuildError) in
                    let page = recipe.make()
                    let contents = try Self.contents(of: page, renderer: renderer, skeletons: &work.skeletons)
                    var made = try scanned(page.path, contents: contents)
                    made.scan?.sharingTexts(with: &work.texts)
                    return (made.file, made.scan)
                }
            }.compactMap { $0 }
            // The cards whose pictures are drawn are handed out first, one at a time.
            let rasterizer = try Self.rasterizer(fileSystem: fileSystem)
            cards = try Parallel.map(
                model.weeks.map(CardSubject.week) + factory.years.map(CardSubject.year), cores: cores,
                large: { !model.pictures(of: $0).isEmpty }, state: {}
            ) { _, subject in
                try cardOutputs(subject, factory: factory, outputs: outputs, rasterizer: rasterizer)
            }.flatMap { $0 }
            extras = (try await searchIndex, try await feed)
        } catch let error as SiteBuildError {
            throw error
        } catch {
            throw SiteBuildError(.pages, "\(error)")
        }
        let all = pages + cards + extras.searchIndex + photos.outputs
        return Pages(
            outputs: all, pages: pages.count, feed: extras.feed, manifest: outputs.manifest(of: all),
            warnings: warnings)
    }

    /// The bytes of `page` as the site has them: rendered with `renderer` (and the templates'
    /// skeletons in `skeletons`), a template's error named with the page.
    static func contents(of page: Page, renderer: PageRenderer, skeletons: inout Skeletons)
        throws(SiteBuildError) -> Data
    {
        do throws(TemplateError) {
            return Data(try renderer.render(page, skeletons: &skeletons).utf8)
        } catch {
            throw SiteBuildError(.pages, "\(page.path): \(error.description)")
        }
    }

    /// The search index's scripts (`SearchIndex`): a day's kept or made on the key of its
    /// entries (`SearchIndex.DayInputs`), the list and each part of the word index on their own text.
    private func searchIndex(_ days: DiaryDays, outputs: IncrementalEngine.Outputs) throws(SiteBuildError)
        -> [IncrementalEngine.Output]
    {
        func output(_ path: String, inputs: some Encodable, script: () -> String) throws(SiteBuildError)
            -> IncrementalEngine.Output
        {
            try outputs.output(path, inputs: inputs) { () throws(SiteBuildError) in
                let made = try scanned(path, contents: Data(script().utf8))
                return (made.file, made.scan)
            }
        }
        let words = SearchWords(days: days)
        let parts = words.parts()
        let list = SearchIndex.listScript(words, parts: parts)
        var made = [try output(SitePath.searchList, inputs: list) { list }]
        for part in parts {
            let script = SearchIndex.partScript(part)
            made.append(try output(SitePath.searchPart(part.key), inputs: script) { script })
        }
        for day in days.days {
            made.append(
                try output(
                    SitePath.searchDay(day),
                    inputs: SearchIndex.DayInputs(
                        day: day, entries: Array(days.entries(on: day)), times: options.showsTimes)
                ) {
                    SearchIndex.dayScript(
                        day, of: days, page: SitePath.day(day), anchor: SitePath.entryAnchor, times: options.showsTimes)
                })
        }
        return made
    }

    /// `file`, written into the rendered folder when the build has one.
    func stored(_ file: SiteFile) throws(SiteBuildError) -> SiteFile {
        guard let rendered else { return file }
        do {
            return try rendered.write(file)
        } catch {
            throw SiteBuildError(.write, error.description)
        }
    }

    /// The files of `Public/`, copied as they are: a script's sheet and fonts only into a site
    /// whose pages link them (`ScriptSheet`).
    func assets() throws(SiteBuildError) -> [SiteFile] {
        let script = ScriptSheet(templates.words)
        guard let folder = Bundle.module.url(forResource: "Public", withExtension: nil)?.path,
            let entries = fileSystem.contents(of: folder)
        else {
            throw SiteBuildError(.pages, "FoodStory's Public assets are missing from its installation")
        }
        var files: [SiteFile] = []
        for (path, _) in entries {
            let file = folder + "/" + path
            guard (try? fileSystem.itemFollowingLinks(file))?.kind == .file,
                !(path.split(separator: "/").last ?? "").hasPrefix("."),
                ScriptSheet.owner(of: path).map({ $0 == script }) ?? true
            else { continue }
            guard let data = try? fileSystem.readFollowingLinks(file) else {
                throw SiteBuildError(.pages, "\(file) cannot be read")
            }
            files.append(SiteFile(path: path, contents: data))
        }
        return files
    }
}
