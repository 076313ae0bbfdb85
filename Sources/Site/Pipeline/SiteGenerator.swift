import Days
import Diary
import Foundation

/// `foodstory build` as a pipeline of named steps: read the diary (and the pantry), load the
/// templates, make the files, check them, write them.
public enum SiteGenerator {
    /// Runs a build; every failure is an error naming its step, and the output folder is only
    /// touched once every file was made and checked.
    public static func run(_ request: BuildRequest) async throws -> BuildSummary {
        // The as-of day can only change on a quarter hour (time zones are whole quarters), so
        // a build without --as-of is skipped only within the same quarter hour.
        let asOfKey = request.asOf?.description ?? "now \(Int(request.now.timeIntervalSince1970 / 900))"
        let fingerprint = BuildFingerprint.of(request, asOf: asOfKey)
        let inputName = request.input ?? "the built-in sample diary"
        if !request.force, fingerprint.matches(siteIn: request.out, fileSystem: request.fileSystem),
            let marker = try? request.fileSystem.read(request.out.appendingPathComponent(OutputPath.marker).path)
        {
            return BuildSummary(
                input: inputName, entries: 0, skipped: [], warnings: [], pages: 0, written: 0,
                unchanged: OutputMarker(data: marker).files.count, removed: 0, timeZone: "", asOf: asOfKey,
                index: request.out.appendingPathComponent(SitePath.index), upToDate: true)
        }
        // What the last build made of each page is read from the output folder while the
        // diary is read.
        async let lastBuild = request.force ? nil : previousPages(in: request.out, fileSystem: request.fileSystem)
        let reader = DiaryReader(
            options: .init(
                timeZone: request.timeZone, strict: request.strict, temporaryDirectory: request.temporaryDirectory,
                cores: request.cores, fileSystem: request.fileSystem))
        let diary: Diary
        let cache = recordCache(for: request)
        var cacheUpdate: RecordCache.Update?
        if let input = request.input {
            let read = try reader.read(path: input, cache: cache)
            diary = read.diary
            cacheUpdate = read.cacheUpdate
        } else {
            let zone = request.timeZone ?? request.sampleTimeZone
            let today = request.asOf ?? LocalDay(containing: request.now, in: zone)
            diary = DiaryReader(options: .init(timeZone: zone, temporaryDirectory: request.temporaryDirectory))
                .diary(from: SampleDiary.builtIn(asOf: today, timeZone: zone).records())
        }
        let asOf = request.asOf ?? diary.today(now: request.now)
        let pantry = try request.pantry.map { path throws(DiaryError) in
            try PantryReader(
                timeZone: pantryZone(of: diary), temporaryDirectory: request.temporaryDirectory,
                fileSystem: request.fileSystem
            ).read(path: path)
        }
        let templates = try TemplateSet.load(overrides: request.templates, fileSystem: request.fileSystem)
        let options = SiteOptions(
            title: request.title, asOf: asOf, baseURL: request.baseURL, aliases: request.aliases,
            onThisDay: request.onThisDay, isSample: request.input == nil)
        let (photos, photoWarnings) = try photos(for: diary, media: request.media, fileSystem: request.fileSystem)
        let writer = SiteWriter(outputFolder: request.out, force: request.force, fileSystem: request.fileSystem)
        let previous = await lastBuild
        // Each file is written into the output folder's own `.foodstory-rendered/` as soon as it
        // is made; nothing the site shows changes until the writer moves them into place.
        let rendered = try writer.prepare()
        // The record cache for the next build is written while the pages are made.
        let records = Task { [cacheUpdate] in Self.recordsFile(cacheUpdate, cache: cache, rendered: rendered) }
        var builder = SiteBuilder(templates: templates, options: options)
        builder.programKey = BuildFingerprint.renderKey(request)
        builder.rendered = rendered
        builder.cores = request.cores
        builder.fileSystem = request.fileSystem
        // What the summary says of the diary, taken now: the diary goes to the builder, which
        // lets go of it (and of everything worked out from it) once the pages are made.
        let entryCount = diary.entries.count
        let skipped = diary.skipped
        let diaryWarnings = diary.warnings.map(\.message)
        let timeZone = diary.timeZone.description
        let built: SiteBuilder.Result
        do {
            built = try await builder.build(diary: consume diary, photos: photos, pantry: pantry, previous: previous)
        } catch {
            // Nothing may be writing into the rendered folder when it goes.
            _ = await records.value
            writer.discard(rendered)
            throw error
        }
        let recordsFile = await records.value
        let files =
            built.files + [
                SiteFile(path: BuildFingerprint.path, text: fingerprint.value + "\n"),
                SiteFile(path: PageManifest.path, contents: built.manifest.data),
            ] + (recordsFile.file.map { [$0] } ?? [])
        let written: WriteSummary
        do {
            written = try writer.write(files, keeping: built.kept.merging(recordsFile.kept) { $1 })
        } catch {
            // The writer removes the rendered files once it has opened the folder; before that
            // (a path it refuses), they are removed here. The marker stays: files may be in place.
            writer.removeTree(rendered.root)
            throw error
        }
        // A few changed records are made to the cache in place, now that the site is: a file
        // written by this build, though the writer kept it.
        var changedInPlace = 0
        if let update = cacheUpdate, update.fitsInPlace, update.changesCache, (try? cache?.apply(update)) != nil {
            changedInPlace = 1
        }
        return BuildSummary(
            input: inputName, entries: entryCount, skipped: skipped,
            warnings: diaryWarnings + photoWarnings + built.warnings, pages: built.pages,
            written: written.written.count + changedInPlace, unchanged: written.unchanged.count - changedInPlace,
            removed: written.removed.count,
            timeZone: timeZone,
            asOf: asOf.description, pantryItems: pantry?.count,
            index: request.out.appendingPathComponent(SitePath.index), kept: built.kept.count)
    }

    /// The cache of decoded records for reading `request`'s export: the one in the output
    /// folder when FoodStory made the folder and the cache is a plain file there, and not with
    /// `--force` (which trusts nothing of the last build); none for the built-in sample.
    static func recordCache(for request: BuildRequest) -> RecordCache? {
        guard request.input != nil else { return nil }
        let path = request.out.appendingPathComponent(OutputPath.records).path
        let marker = request.out.appendingPathComponent(OutputPath.marker).path
        let usable =
            !request.force && (try? request.fileSystem.itemFollowingLinks(marker)) != nil
            && (try? request.fileSystem.item(path))??.kind == .file
        return RecordCache(path: usable ? path : nil, program: request.tool, fileSystem: request.fileSystem)
    }

    /// The record cache for the next build: kept in place when it holds this export's records
    /// already or a few rows change (they are changed once the site is in place), else written
    /// into the rendered folder; neither when the diary was not read with a cache, or the
    /// cache cannot be written (the next build then decodes every record, and the writer
    /// removes the old cache).
    static func recordsFile(_ update: RecordCache.Update?, cache: RecordCache?, rendered: RenderedFolder) -> (
        file: SiteFile?, kept: [String: Int]
    ) {
        guard let update, let cache else { return (nil, [:]) }
        if !update.changesCache || update.fitsInPlace, let source = cache.path,
            let item = try? rendered.fileSystem.item(source), item.kind == .file
        {
            return (nil, [OutputPath.records: item.size])
        }
        let target = rendered.root + "/" + OutputPath.records
        do {
            try cache.write(update, to: target)
            guard let item = try rendered.fileSystem.item(target), item.kind == .file else { return (nil, [:]) }
            return (
                SiteFile(path: OutputPath.records, writtenTo: target, size: item.size, fileSystem: rendered.fileSystem),
                [:]
            )
        } catch {
            return (nil, [:])
        }
    }

    /// The zone that puts the pantry's instants on days: the diary's zone, else the offset of
    /// its latest entry, else UTC (as `Diary.today(now:)` decides "today").
    static func pantryZone(of diary: Diary) -> TimeZone {
        diary.zone ?? diary.entries.last.flatMap { TimeZone(secondsFromGMT: $0.offset.seconds) } ?? .gmt
    }

    /// What the last build in `out` made of each page, for the records whose file is still
    /// there, a plain file of the recorded size, in a folder FoodStory made; nil for none.
    static func previousPages(in out: URL, fileSystem: FileSystem) -> PageManifest? {
        guard (try? fileSystem.itemFollowingLinks(out.appendingPathComponent(OutputPath.marker).path)) != nil,
            let data = try? fileSystem.readFollowingLinks(out.appendingPathComponent(PageManifest.path).path),
            var manifest = PageManifest(data: data)
        else { return nil }
        let root = out.path.hasSuffix("/") ? out.path : out.path + "/"
        manifest.records = manifest.records.filter { path, record in
            guard OutputPath.problem(with: path) == nil, let item = try? fileSystem.item(root + path) else {
                return false
            }
            return item.kind == .file && item.size == record.size
        }
        return manifest
    }
}
