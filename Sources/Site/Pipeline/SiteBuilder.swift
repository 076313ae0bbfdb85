import Diary
import Foundation

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
    /// What identifies the program, templates and assets (see `BuildFingerprint.renderKey`):
    /// part of the manifest's key, so pages are never kept across any of them changing.
    public var programKey = ""
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
        /// The fingerprint of every page and share card, for the next build.
        public var manifest: PageManifest
    }

    /// What a core keeps from one page to the next while it makes pages.
    private struct PageWork {
        /// The templates' skeletons (`TemplateSet.render(_:value:skeletons:)`).
        var skeletons = Skeletons()
        /// One copy of each link text of the scans kept until the check.
        var texts: Set<String> = []
    }

    /// A page or share card: made, or kept from the last build.
    private struct Made: Sendable {
        var file: SiteFile?
        var path: String
        var record: PageManifest.Record
        /// What the self-check reads of the file, scanned while its bytes were in memory.
        var scan: ScannedFile?
    }

    /// Builds every file of the site for `diary`; `photos` are the photo files already read
    /// and cleaned, by file name; `pantry` the items of a pantry database (nil: no pantry
    /// page, and no word of a pantry anywhere). `previous` is what the last build made of each
    /// page whose file is still in place: a page or share card whose value has the same
    /// fingerprint is kept as it is instead of being rendered again.
    public func build(
        diary: consuming Diary, photos: [String: Data] = [:], pantry: [PantryItem]? = nil,
        previous: PageManifest? = nil
    )
        async throws(SiteBuildError)
        -> Result
    {
        // The diary, and everything worked out from it, is let go of once the pages are made:
        // the check and the writer's plan need memory too, at the end of a build.
        let made = try await pages(
            diary: consume diary, photoNames: Set(photos.keys), pantry: pantry, previous: previous)
        var manifest = PageManifest(key: made.key)
        var files: [SiteFile] = []
        var kept: [String: Int] = [:]
        var scanned: [String: ScannedFile] = [:]
        for item in made.pages + made.cards + made.searchIndex {
            manifest.records[item.path] = item.record
            if let file = item.file { files.append(file) } else { kept[item.path] = item.record.size }
            if let scan = item.scan { scanned[item.path] = scan }
        }
        files.append(made.feed.file)
        if let scan = made.feed.scan { scanned[made.feed.file.path] = scan }
        if let base = options.baseURL {
            files.append(
                SiteFile(path: SitePath.sitemap, text: Sitemap.xml(paths: files.map(\.path) + kept.keys, baseURL: base))
            )
        }
        for (name, data) in photos.sorted(by: { $0.key < $1.key }) {
            files.append(SiteFile(path: SitePath.media(name), contents: data))
        }
        files += try assets()
        files.sort { $0.path < $1.path }
        // The self-check: every link relative and resolving, nothing fetched, nothing external
        // but what --base-url asks for. A violation fails the build before anything is written.
        // Kept pages were checked when they were written, and links to them resolve.
        let violations = SiteChecker.check(
            files, baseURL: options.baseURL, alsoPresent: Set(kept.keys), scanned: scanned)
        if let first = violations.first {
            let more = violations.count > 1 ? " (and \(violations.count - 1) more)" : ""
            throw SiteBuildError(step: "check", message: first.description + more)
        }
        return Result(files: files, pages: made.pages.count, warnings: [], kept: kept, manifest: manifest)
    }

    /// What `pages` made: the pages and share cards, the search index's scripts, the feed, and
    /// the key of their manifest.
    private struct Pages: Sendable {
        var pages: [Made]
        var cards: [Made]
        var searchIndex: [Made]
        var feed: Scanned
        var key: String
    }

    /// A file as it was made: written, and scanned for the check.
    private struct Scanned: Sendable {
        var file: SiteFile
        var scan: ScannedFile?
    }

    /// The file at `path` with `contents`, written and scanned for the check on the core that
    /// made it, while its bytes are in memory.
    private func scanned(_ path: String, contents: Data) throws(SiteBuildError) -> Scanned {
        Scanned(
            file: try stored(SiteFile(path: path, contents: contents)), scan: SiteChecker.scan(contents, path: path))
    }

    /// A page or share card rendered to `contents`, written and scanned.
    private func written(_ path: String, fingerprint: UInt64, contents: Data) throws(SiteBuildError) -> Made {
        let file = try scanned(path, contents: contents)
        return Made(
            file: file.file, path: path, record: .init(fingerprint: fingerprint, size: file.file.size),
            scan: file.scan)
    }

    /// The page or share card at `path` as the last build left it, when its value has the same
    /// fingerprint as then.
    private static func kept(_ path: String, fingerprint: UInt64, earlier: [String: PageManifest.Record]) -> Made? {
        guard let record = earlier[path], record.fingerprint == fingerprint else { return nil }
        return Made(file: nil, path: path, record: record)
    }

    /// Makes every page and share card of the site for `diary` (each page written as soon as
    /// it is rendered, and scanned for the check), with the search index and the feed.
    private func pages(
        diary: consuming Diary, photoNames: Set<String>, pantry: [PantryItem]?, previous: PageManifest?
    ) async throws(SiteBuildError) -> Pages {
        // The search index needs only the entries by day: it is made while the insights are
        // worked out (on one core), and then beside the pages.
        let days = DiaryDays(diary: diary, asOf: options.asOf)
        let key = manifestKey(days, hasPantry: pantry != nil)
        let earlier = previous?.key == key ? previous?.records ?? [:] : [:]
        async let searchIndex = searchIndex(days, earlier: earlier)
        var model = SiteModel(diary: consume diary, options: options, pantry: pantry, days: days)
        model.photos = photoNames
        let factory = PageFactory(model: model, templates: templates)
        let renderer = PageRenderer(templates: templates, model: model)

        // The feed is made while the pages are.
        async let feed = scanned(SitePath.feed, contents: Data(AtomFeed.xml(for: model).utf8))
        // Pages are made and rendered in parallel; the results come back in order.
        let made: [Made]
        let cards: [Made]
        let extras: (searchIndex: [Made], feed: Scanned)
        do {
            made = try Parallel.map(
                factory.specs, cores: cores, large: \.isLarge, state: PageWork.init
            ) {
                work, spec -> Made? in
                // A page made from inputs whose key is the last build's is kept without being made.
                let keyed = factory.keyed(spec)
                if let keyed, let record = earlier[keyed.path], record.inputs == keyed.key {
                    return Made(file: nil, path: keyed.path, record: record)
                }
                guard let page = keyed?.make() ?? factory.page(spec) else { return nil }
                // A page made from inputs is known by their key: new inputs make a new page.
                let fingerprint = keyed?.key ?? PageFingerprint.of(page)
                if keyed == nil, let kept = Self.kept(page.path, fingerprint: fingerprint, earlier: earlier) {
                    return kept
                }
                do {
                    let contents = Data(try renderer.render(page, skeletons: &work.skeletons).utf8)
                    var item = try written(page.path, fingerprint: fingerprint, contents: contents)
                    item.record.inputs = keyed?.key
                    item.scan?.sharingTexts(with: &work.texts)
                    return item
                } catch let error as TemplateError {
                    throw SiteBuildError(step: "pages", message: "\(page.path): \(error.description)")
                }
            }.compactMap { $0 }
            cards = try Parallel.map(model.weeks, cores: cores) { week -> Made? in
                guard let card = factory.shareCard(week) else { return nil }
                let path = SitePath.card(week)
                let fingerprint = PageFingerprint.of(card)
                if let kept = Self.kept(path, fingerprint: fingerprint, earlier: earlier) { return kept }
                return try written(path, fingerprint: fingerprint, contents: Data(card.render().utf8))
            }.compactMap { $0 }
            extras = (try await searchIndex, try await feed)
        } catch let error as SiteBuildError {
            throw error
        } catch {
            throw SiteBuildError(step: "pages", message: "\(error)")
        }
        return Pages(pages: made, cards: cards, searchIndex: extras.searchIndex, feed: extras.feed, key: key)
    }

    /// The search index's scripts, a year each; a year's is kept without being made when its
    /// key is the last build's.
    private func searchIndex(_ days: DiaryDays, earlier: [String: PageManifest.Record]) throws(SiteBuildError)
        -> [Made]
    {
        try SearchIndex.years(of: days).map { year throws(SiteBuildError) -> Made in
            let path = SitePath.searchIndex(year: year)
            let key = SearchIndex.key(year: year, of: days)
            if let record = earlier[path], record.inputs == key { return Made(file: nil, path: path, record: record) }
            var made = try written(
                path, fingerprint: key, contents: Data(SearchIndex.script(year: year, of: days).utf8))
            made.record.inputs = key
            return made
        }
    }

    /// `file`, written into the rendered folder when the build has one.
    private func stored(_ file: SiteFile) throws(SiteBuildError) -> SiteFile {
        guard let rendered else { return file }
        do {
            return try rendered.write(file)
        } catch {
            throw SiteBuildError(step: "write", message: error.description)
        }
    }

    /// The key of this build's manifest: the program, templates and assets, and the site-wide
    /// facts every page's layout shows.
    private func manifestKey(_ days: DiaryDays, hasPantry: Bool) -> String {
        var hash = StableHash()
        hash.add(programKey)
        hash.add(value: PageRenderer.layoutFacts(days, options: options, hasPantry: hasPantry))
        return hash.hex
    }

    /// The files of `Public/`, copied as they are.
    func assets() throws(SiteBuildError) -> [SiteFile] {
        guard let folder = Bundle.module.url(forResource: "Public", withExtension: nil)?.path,
            let entries = fileSystem.contents(of: folder)
        else {
            throw SiteBuildError(step: "assets", message: "FoodStory's Public assets are missing from its installation")
        }
        var files: [SiteFile] = []
        for (path, _) in entries {
            let file = folder + "/" + path
            guard (try? fileSystem.itemFollowingLinks(file))?.kind == .file,
                !(path.split(separator: "/").last ?? "").hasPrefix(".")
            else { continue }
            guard let data = try? fileSystem.readFollowingLinks(file) else {
                throw SiteBuildError(step: "assets", message: "\(file) cannot be read")
            }
            files.append(SiteFile(path: path, contents: data))
        }
        return files
    }
}
