import Diary
import Foundation

/// A fingerprint of everything a build depends on: the diary's bytes, every option, the
/// templates (defaults and overrides), the shipped assets, the photos' names, sizes and
/// dates (the shipped sample photos' contents for the built-in sample), the `foodstory` binary
/// itself and the Markdown library's version: what the site's model is made from (`inputs`)
/// and what it is rendered with (`renderKey`). When a folder's
/// last build had the same fingerprint and every file it wrote is still there, nothing can
/// have changed, and the build is skipped: a rebuild with nothing changed costs the time to
/// read the inputs.
struct BuildFingerprint: Hashable, Sendable {
    let value: String

    /// The fingerprint of `request`, with `asOf` the day the build is as of and `renderKey`
    /// its `renderKey(_:)`: what the model is made from and what it is rendered with.
    static func of(_ request: BuildRequest, asOf: String, renderKey: String) -> BuildFingerprint {
        var hash = StableHash()
        hash.add("foodstory build v2")
        hash.add(inputs(request, asOf: asOf).value)
        hash.add(renderKey)
        return BuildFingerprint(value: hash.hex)
    }

    /// The fingerprint of everything the site's model is made from (the diary's bytes, every
    /// option, the photos' names, sizes and dates), and not of the templates and assets it is
    /// rendered with: `serve`'s preview keeps the model while this stays the same.
    static func inputs(_ request: BuildRequest, asOf: String) -> BuildFingerprint {
        let fileSystem = request.fileSystem
        var hash = StableHash()
        hash.add("foodstory inputs v1")
        hash.add(request.tool)
        hash.add(request.input ?? "<sample>")
        if let input = request.input {
            hash.add(file: input, fileSystem)
            hash.add(file: input + "-wal", fileSystem)
        }
        hash.add(request.pantry ?? "<no pantry>")
        if let pantry = request.pantry {
            hash.add(file: pantry, fileSystem)
            hash.add(file: pantry + "-wal", fileSystem)
        }
        hash.add(request.timeZone?.identifier ?? "-")
        hash.add(request.strict ? "strict" : "-")
        hash.add(asOf)
        hash.add(request.title)
        hash.add(request.baseURL ?? "-")
        hash.add(request.author.map { "author " + $0 } ?? "-")
        hash.add(request.siteID.map { "site-id " + $0 } ?? "-")
        hash.add(request.onThisDay ? "on-this-day" : "-")
        hash.add(request.publicView?.fingerprint ?? "private")
        for (name, food) in request.aliases.sorted(by: { $0.key < $1.key }) { hash.add(name + "=" + food) }
        for word in request.notFoods.sorted() { hash.add("not-food " + word) }
        hash.add(folder: request.media, contents: false, fileSystem)
        if request.input == nil, request.media == nil {
            hash.add(folder: SamplePhotos.folder, contents: true, fileSystem)
        }
        return BuildFingerprint(value: hash.hex)
    }

    /// The day a build of `request` is as of, as the fingerprints take it: the as-of day
    /// when given; else the quarter hour of its clock, since the as-of day can only change on
    /// a quarter hour (time zones are whole quarters).
    static func asOf(_ request: BuildRequest) -> String {
        request.asOf?.description ?? "now \(Int(request.now.timeIntervalSince1970 / 900))"
    }

    /// What every page is rendered with besides its own value: the program, the templates
    /// (defaults and overrides) and the shipped assets.
    static func renderKey(_ request: BuildRequest) -> String {
        var hash = StableHash()
        hash.add("foodstory render v1")
        hash.add(request.tool)
        hash.add(Markdown.engineVersion)
        for folder in [
            TemplateSet.defaultFolder, request.templates, Bundle.module.url(forResource: "Public", withExtension: nil),
        ] {
            hash.add(folder: folder, contents: true, request.fileSystem)
        }
        return hash.hex
    }
}

extension StableHash {
    /// A file's bytes (nothing when it does not exist).
    mutating func add(file path: String, _ fileSystem: FileSystem) {
        add((try? fileSystem.readFollowingLinks(path)) ?? Data("<none>".utf8))
    }

    /// A folder's files and folders: names, sizes and dates, and with `contents` the files'
    /// bytes.
    mutating func add(folder: URL?, contents: Bool, _ fileSystem: FileSystem) {
        guard let folder, let entries = fileSystem.contents(of: folder.path) else {
            add("<no folder>")
            return
        }
        for (path, item) in entries {
            add(folder.path + "/" + path)
            add("\(item.size) \(item.modified)")
            if contents { add(file: folder.path + "/" + path, fileSystem) }
        }
    }
}
