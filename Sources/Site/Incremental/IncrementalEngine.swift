import Checking
import Diary
import Foundation
import Keying
import Support
import Writing

/// Every keep-or-make decision of a build, and the state it is made from, behind one type.
///
/// The pipeline asks it once for the whole build (`unchangedSite`: nothing changed, nothing
/// to do), once for the diary's records (`recordCache`), and once per output
/// (`Outputs.output(_:inputs:make:)`: the last build's file is kept, or the output is made;
/// outputs made together, as a photo's web sizes are, are kept or made together).
/// Every output is keyed by one rule: the `OutputKey` of the value that holds everything it is
/// made from, with the program.
/// What the next build needs is written into the state's own folder or kept in memory
/// (`finish`), as the store says (`BuildStateStore`); the output folder holds only the site.
/// How an output is kept is nobody else's business.
public struct IncrementalEngine: Sendable {
    /// Where the state lives.
    let store: BuildStateStore
    /// The output folder.
    let out: URL
    /// Whether the build's inputs were given with `--force`: nothing of the last build is
    /// trusted.
    let force: Bool
    /// What identifies the program (`BuildRequest.tool`).
    let program: String
    /// Whether the diary is a file whose records may be cached (not the built-in sample).
    let readsFile: Bool
    /// The fingerprint of everything this build depends on.
    let fingerprint: BuildFingerprint
    /// What every page is rendered with besides its own value (the program, templates and
    /// assets): part of the key pages are kept under.
    let renderKey: ContentHash
    /// What the output folder and the state files are read through.
    let fileSystem: FileSystem
    /// The folder the state files are kept in; nil when the state is kept in memory.
    let stateFolder: String?

    /// The engine of `request`.
    init(_ request: BuildRequest) {
        store = request.state
        out = request.out
        force = request.force
        program = request.tool
        readsFile = request.input != nil
        // A build without --as-of is skipped only within the same quarter hour.
        renderKey = BuildFingerprint.renderKey(request)
        fingerprint = BuildFingerprint.of(request, asOf: BuildFingerprint.asOf(request), renderKey: renderKey)
        fileSystem = request.fileSystem
        stateFolder = Self.stateFolder(of: request)
    }

    /// The folder `request`'s state files are kept in; nil when the state is kept in memory.
    private static func stateFolder(of request: BuildRequest) -> String? {
        switch request.state {
        case .cache(let root): BuildStateStore.folder(for: request.out, below: root).path
        case .memory: nil
        }
    }

    /// An engine with no state: every output is made (tests that build in memory).
    init() {
        store = .memory(BuildMemory())
        out = URL(fileURLWithPath: "/")
        force = true
        program = ""
        readsFile = false
        fingerprint = BuildFingerprint(value: "")
        renderKey = ContentHash(high: 0, low: 0)
        fileSystem = .disk
        stateFolder = nil
    }

    /// Where the output writer's working folders go, beside the state files (when it finds
    /// them on the output folder's file system: `SiteWriter.prepare`).
    var workFolder: String? {
        stateFolder.map { $0 + "/" + StateFile.work }
    }

    /// The path of the state file `name`, when the state is kept in files.
    private func state(_ name: String) -> String? {
        stateFolder.map { $0 + "/" + name }
    }

    // MARK: The whole build

    /// How many files the site in the output folder has, when the last build there had this
    /// build's fingerprint and every file it wrote is still there: nothing can have changed.
    /// Nil when the build must run.
    func unchangedSite() async -> Int? {
        guard !force else { return nil }
        let recorded: String?
        switch store {
        case .cache:
            recorded = state(StateFile.fingerprint).flatMap { try? fileSystem.readFollowingLinks($0) }
                .map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        case .memory(let memory):
            recorded = await memory.fingerprint
        }
        guard recorded == fingerprint.value,
            let marker = try? fileSystem.readFollowingLinks(out.appendingPathComponent(OutputPath.marker).path)
        else { return nil }
        let files = OutputMarker(data: marker).files
        guard allPresent(files) else { return nil }
        return files.count
    }

    /// Whether every one of `files` (paths in the output folder) is there: each folder listed
    /// once, rather than each file looked at (a call a file: 6,134 for the ten-year site, a
    /// third of a rebuild that finds nothing changed).
    private func allPresent(_ files: [String]) -> Bool {
        var listed: [Substring: Set<String>] = [:]
        for file in files {
            let slash = file.lastIndex(of: "/")
            let folder = slash.map { file[..<$0] } ?? ""
            let name = String(slash.map { file[file.index(after: $0)...] } ?? file[...])
            if listed[folder] == nil {
                let path = folder.isEmpty ? out.path : out.appending(path: folder, directoryHint: .isDirectory).path
                guard let names = try? fileSystem.list(path) else { return false }
                listed[folder] = Set(names)
            }
            guard listed[folder]?.contains(name) == true else { return false }
        }
        return true
    }

    // MARK: The diary's records

    /// The cache of decoded records for reading the diary: the one the last build left, when
    /// it is a plain file in the state's folder, and not with `--force`; an empty one (which
    /// says what a new cache should hold) otherwise; none for the built-in sample or a state
    /// kept in memory. Any records file is safe to use: a record is found under the key of
    /// the bytes it was decoded from.
    var recordCache: RecordCache? {
        Self.recordCache(
            readsFile: readsFile, path: state(StateFile.records), force: force, program: program,
            fileSystem: fileSystem)
    }

    /// The record cache a build of `request` reads its diary through (`recordCache`), found
    /// without working out the build's fingerprints: `serve`'s preview reads the diary again
    /// through it after an edit.
    static func recordCache(of request: BuildRequest) -> RecordCache? {
        recordCache(
            readsFile: request.input != nil, path: stateFolder(of: request).map { $0 + "/" + StateFile.records },
            force: request.force, program: request.tool, fileSystem: request.fileSystem)
    }

    private static func recordCache(
        readsFile: Bool, path: String?, force: Bool, program: String, fileSystem: FileSystem
    ) -> RecordCache? {
        guard readsFile, let path else { return nil }
        let usable = !force && (try? fileSystem.item(path))??.kind == .file
        return RecordCache(path: usable ? path : nil, program: program, fileSystem: fileSystem)
    }

    /// Keeps the record cache for the next build, from what reading the diary found
    /// (`update`): left in place when it holds this export's records already, else a changed
    /// copy written beside it and moved over it; when it cannot be written, the next build
    /// decodes every record. Runs beside the pages.
    func saveRecords(_ update: RecordCache.Update?) -> Task<Void, Never> {
        let cache = recordCache
        let target = state(StateFile.records)
        let written = state(StateFile.newRecords)
        return Task {
            guard let update, let cache, let target, let written, let stateFolder,
                update.changesCache || cache.path == nil
            else { return }
            fileSystem.removeTree(written)
            do {
                try fileSystem.makeFolders(stateFolder)
                try cache.write(update, to: written)
                try fileSystem.move(written, target)
            } catch {
                fileSystem.removeTree(written)
            }
        }
    }

    // MARK: Outputs

    /// The keep-or-make decisions for this build's outputs, from what the last build made
    /// (read once, here). Outputs made from their own inputs alone (a photo's web sizes) are
    /// decided at once; pages once the site-wide facts their layout shows are known
    /// (`Outputs.laidOut`).
    func outputs() async -> Outputs {
        let last = force ? nil : await lastOutputs()
        return Outputs(renderKey: renderKey, last: last?.records ?? [:], program: program)
    }

    /// The keep-or-make decision for each output of one build.
    struct Outputs: Sendable {
        /// What every page is rendered with besides its own inputs: the program, the templates,
        /// the assets and the site's layout facts (`rendered(_:)`; the layout once `laidOut`
        /// says it).
        private(set) var rendering: ContentHash
        /// The program, templates and assets every page is rendered with.
        private let renderKey: ContentHash
        /// What the last build made of each output, by path.
        let last: [String: PageManifest.Record]
        /// The hash of what identifies the program, part of every output's key.
        let program: ContentHash

        /// Decisions with nothing to keep: every output is made (tests that build in memory).
        init() {
            self.init(renderKey: ContentHash(high: 0, low: 0), last: [:], program: "")
        }

        /// Decisions that keep what `last` records, for pages rendered with `renderKey`.
        init(renderKey: ContentHash, last: [String: PageManifest.Record], program: String) {
            self.renderKey = renderKey
            self.rendering = OutputKey(PageRendering(renderKey: renderKey, layout: nil)).hash
            self.last = last
            self.program = ContentHash(of: program)
        }

        /// These decisions for pages whose layout shows `layout` (the site-wide facts every
        /// page shows): pages are kept only under the same render key and layout.
        func laidOut(_ layout: LayoutFacts) -> Outputs {
            var laid = self
            laid.rendering = OutputKey(PageRendering(renderKey: renderKey, layout: layout)).hash
            return laid
        }

        /// What every page is rendered with besides its own inputs.
        private struct PageRendering: Encodable {
            var renderKey: ContentHash
            var layout: LayoutFacts?
        }

        /// The output at `path`, made from `inputs` (everything it is made from, as one value):
        /// the last build's file when it was made from the same inputs by the same program
        /// (`make` is not called), else what `make` gives (the file, written, and its scan for
        /// the check).
        func output(
            _ path: String, inputs: some Encodable,
            make: () throws(SiteBuildError) -> (file: SiteFile, scan: ScannedFile?)
        ) throws(SiteBuildError) -> Output {
            let key = key(of: inputs)
            if let record = last[path], record.key == key { return Output(path: path, record: record) }
            let made = try make()
            return Output(
                path: path, record: .init(key: key, size: made.file.size), file: made.file, scan: made.scan)
        }

        /// The outputs at `paths`, made together from `inputs` (a photo's web sizes, all made
        /// from one decoding): the last build's files when every one of them was made from the
        /// same inputs by the same program (`make` is not called), else the files `make` gives
        /// (written). `make` may fail with an error of its own (a photo that cannot be decoded).
        func output<Failure: Error>(
            _ paths: [String], inputs: some Encodable, make: () throws(Failure) -> [SiteFile]
        ) throws(Failure) -> [Output] {
            let key = key(of: inputs)
            let kept = paths.compactMap { path in
                last[path].flatMap { $0.key == key ? Output(path: path, record: $0) : nil }
            }
            if kept.count == paths.count { return kept }
            return try make().map { Output(path: $0.path, record: .init(key: key, size: $0.size), file: $0, scan: nil) }
        }

        /// The key of an output made from `inputs`: the `OutputKey` of them with the program.
        private func key(of inputs: some Encodable) -> ContentHash {
            OutputKey(inputs, madeBy: program).hash
        }

        /// The inputs of a page whose own inputs have the key `page`: those, and what every page
        /// is rendered with (a template edit makes every page again; a picture, drawn from its
        /// SVG alone, is not rendered so).
        func rendered(_ page: OutputKey) -> RenderedInputs {
            RenderedInputs(rendering: rendering, page: page.hash)
        }

        /// The manifest of `outputs`, for the next build.
        func manifest(of outputs: some Sequence<Output>) -> PageManifest {
            var manifest = PageManifest()
            for output in outputs { manifest.records[output.path] = output.record }
            return manifest
        }
    }

    /// A page's inputs as an output: its own, and what every page is rendered with.
    struct RenderedInputs: Codable {
        var rendering: ContentHash
        var page: ContentHash
    }

    /// An output of the build: made now (`file`), or the last build's file left in place.
    struct Output: Sendable {
        var path: String
        var record: PageManifest.Record
        /// The file made now; nil when the last build's is kept.
        var file: SiteFile?
        /// What the self-check reads of the file made now, scanned while its bytes were in
        /// memory.
        var scan: ScannedFile?
    }

    // MARK: Handing the state on

    /// Forgets the last build's fingerprint and manifest before the output folder changes, so
    /// that a build interrupted while writing leaves no state describing a site that is no
    /// longer there (the next build is then a full one).
    func invalidate() {
        for name in [StateFile.fingerprint, StateFile.pages] {
            if let path = state(name) { try? fileSystem.removeFile(path) }
        }
    }

    /// Hands the state on once the site is in place: written into the state's folder (the
    /// manifest first, the fingerprint that vouches for it last), or remembered in memory.
    /// A state that cannot be written makes the next build a full one, nothing worse.
    func finish(manifest: PageManifest) async {
        switch store {
        case .cache:
            guard let stateFolder, let pages = state(StateFile.pages), let built = state(StateFile.fingerprint)
            else { return }
            do {
                try fileSystem.makeFolders(stateFolder)
                try fileSystem.replace(pages, with: manifest.data)
                try fileSystem.replace(built, with: Data((fingerprint.value + "\n").utf8))
            } catch {
                invalidate()
            }
        case .memory(let memory):
            await memory.remember(fingerprint: fingerprint.value, manifest: manifest)
        }
    }

    /// What the last build made of each output whose file is still in place, a plain file of
    /// the recorded size, in a folder FoodStory made; nil for none.
    private func lastOutputs() async -> PageManifest? {
        guard (try? fileSystem.itemFollowingLinks(out.appendingPathComponent(OutputPath.marker).path)) != nil else {
            return nil
        }
        var manifest: PageManifest
        switch store {
        case .cache:
            guard let path = state(StateFile.pages), let data = try? fileSystem.readFollowingLinks(path),
                let read = PageManifest(data: data)
            else { return nil }
            manifest = read
        case .memory(let memory):
            guard let remembered = await memory.manifest else { return nil }
            manifest = remembered
        }
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
