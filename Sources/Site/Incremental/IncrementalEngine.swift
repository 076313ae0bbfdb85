import Diary
import Foundation

/// Every keep-or-make decision of a build, and the state it is made from, behind one type.
///
/// The pipeline asks it once for the whole build (`unchangedSite`: nothing changed, nothing
/// to do), once for the diary's records (`recordCache`), and once per output
/// (`Outputs.output(_:key:make:)`, or `Outputs.kept(_:madeFrom:)` for a photo's web sizes:
/// the last build's file is kept, or the output is made).
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
    /// What every output is rendered with besides its own value (the program, templates and
    /// assets): part of the key outputs are kept under.
    let renderKey: String
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
        switch request.state {
        case .cache(let root): stateFolder = BuildStateStore.folder(for: request.out, below: root).path
        case .memory: stateFolder = nil
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
        renderKey = ""
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
        guard readsFile, let path = state(StateFile.records) else { return nil }
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

    /// The keep-or-make decisions for this build's outputs, from what the last build made (read
    /// once, here). Outputs made from their own inputs alone (a photo's web sizes) are decided
    /// at once; pages once the site-wide facts their layout shows are known (`laidOut`).
    func outputs() async -> Outputs {
        let last = force ? nil : await lastOutputs()
        return Outputs(renderKey: renderKey, last: last, program: program)
    }

    /// The keep-or-make decision for each output of one build.
    struct Outputs: Sendable {
        /// The key of the manifest this build writes: the render key and the layout's facts
        /// (empty until they are known: `laidOut`).
        private(set) var key = ""
        /// What the last build made of each output, under the same key, by path.
        private(set) var last: [String: PageManifest.Record] = [:]
        /// What the last build made of each output, whatever the key it was made under: for
        /// outputs whose own key is everything they are made from (`standalone`, `kept`).
        let lastOfAnyKey: [String: PageManifest.Record]
        /// What identifies the program, part of every standalone output's key.
        let program: String
        /// What every page is rendered with besides its own value.
        private let renderKey: String
        /// The key of the last build's manifest.
        private let lastKey: String?

        /// Decisions with nothing to keep (tests that build in memory).
        init() {
            self.init(renderKey: "", last: nil, program: "")
        }

        init(renderKey: String, last: PageManifest?, program: String) {
            self.renderKey = renderKey
            self.lastKey = last?.key
            self.lastOfAnyKey = last?.records ?? [:]
            self.program = program
        }

        /// These decisions for pages whose layout shows `layout` (the site-wide facts every
        /// page shows): outputs are kept only under the same render key and layout.
        func laidOut(_ layout: [String: Any]) -> Outputs {
            var hash = StableHash()
            hash.add(renderKey)
            hash.add(value: layout)
            var laid = self
            laid.key = hash.hex
            laid.last = lastKey == laid.key ? lastOfAnyKey : [:]
            return laid
        }

        /// The output at `path`, made from `key`: the last build's file when it was made from
        /// the same key (`make` is not called), else what `make` gives (the file, written,
        /// and its scan for the check).
        func output(
            _ path: String, key: UInt64, make: () throws(SiteBuildError) -> (file: SiteFile, scan: ScannedFile?)
        ) throws(SiteBuildError) -> Output {
            if let record = last[path], record.key == key { return Output(path: path, record: record) }
            let made = try make()
            return Output(
                path: path, record: .init(key: key, size: made.file.size), file: made.file, scan: made.scan)
        }

        /// The output at `path` made from `source` alone (with the program): the last build's
        /// file when it was made from the same source, whatever else changed (a template, the
        /// site's layout), else what `make` gives. A share card's pictures are these: drawn
        /// from their SVG, they do not change with a template.
        func standalone(
            _ path: String, source: some StringProtocol, make: () throws(SiteBuildError) -> SiteFile
        ) throws(SiteBuildError) -> Output {
            var hash = StableHash()
            hash.add(program)
            hash.add(String(source))
            let key = hash.state
            if let record = lastOfAnyKey[path], record.key == key { return Output(path: path, record: record) }
            let file = try make()
            return Output(path: path, record: .init(key: key, size: file.size), file: file, scan: nil)
        }

        /// The last build's outputs at `paths`, made together from `inputs` alone (with the
        /// program; a photo's web sizes, made from one decoding), when every one of them was
        /// made from the same inputs and its file is still there; nil when they must be made
        /// (`made`).
        func kept(_ paths: [String], madeFrom inputs: some Encodable) -> [Output]? {
            let key = Self.key(program: program, inputs: inputs)
            var kept: [Output] = []
            for path in paths {
                guard let record = lastOfAnyKey[path], record.key == key else { return nil }
                kept.append(Output(path: path, record: record))
            }
            return kept
        }

        /// The outputs `files`, made now from `inputs` (as `kept` knows them next time).
        func made(_ files: [SiteFile], from inputs: some Encodable) -> [Output] {
            let key = Self.key(program: program, inputs: inputs)
            return files.map { Output(path: $0.path, record: .init(key: key, size: $0.size), file: $0, scan: nil) }
        }

        /// The key of outputs made from `inputs` alone by `program`.
        private static func key(program: String, inputs: some Encodable) -> UInt64 {
            var hash = StableHash()
            hash.add(program)
            hash.add(encoding: inputs)
            return hash.state
        }

        /// The manifest of `outputs`, for the next build.
        func manifest(of outputs: some Sequence<Output>) -> PageManifest {
            var manifest = PageManifest(key: key)
            for output in outputs { manifest.records[output.path] = output.record }
            return manifest
        }
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
