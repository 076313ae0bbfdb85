import Diary
import Foundation
import Keying
import Support
import Templating
import Words

/// A fingerprint of everything a build depends on: the diary's bytes, every option, the
/// templates (defaults and overrides), the shipped assets, the photos' names, sizes and
/// dates (the shipped sample photos' contents for the built-in sample), the `foodstory` binary
/// itself and the Markdown library's version: what the site's model is made from (`inputs`)
/// and what it is rendered with (`renderKey`). When a folder's last build had the same
/// fingerprint and every file it wrote is still there, nothing can have changed, and the build
/// is skipped: a rebuild with nothing changed costs the time to read the inputs. Each is the
/// `OutputKey` of a value that holds what it names.
struct BuildFingerprint: Hashable, Sendable {
    let value: String

    /// The fingerprint of `request`, with `asOf` the day the build is as of and `renderKey`
    /// its `renderKey(_:)`: what the model is made from and what it is rendered with.
    static func of(_ request: BuildRequest, asOf: String, renderKey: ContentHash) -> BuildFingerprint {
        BuildFingerprint(value: OutputKey(Build(inputs: inputs(request, asOf: asOf).value, rendering: renderKey)).hex)
    }

    /// The fingerprint of everything the site's model is made from (the diary's bytes, every
    /// option, the photos' names, sizes and dates), and not of the templates and assets it is
    /// rendered with: `serve`'s preview keeps the model while this stays the same.
    static func inputs(_ request: BuildRequest, asOf: String) -> BuildFingerprint {
        let fileSystem = request.fileSystem
        let file = { (path: String?) in path.map { FileState(path: $0, fileSystem) } }
        let inputs = ModelInputs(
            program: request.tool, settings: request.settings, asOf: asOf, input: file(request.input),
            inputLog: file(request.input.map { $0 + "-wal" }), pantry: file(request.pantry),
            pantryLog: file(request.pantry.map { $0 + "-wal" }),
            media: FolderState(request.media, contents: false, fileSystem),
            samplePhotos: request.input == nil && request.media == nil
                ? FolderState(SamplePhotos.folder, contents: true, fileSystem) : nil)
        return BuildFingerprint(value: OutputKey(inputs).hex)
    }

    /// The day a build of `request` is as of, as the fingerprints take it: the as-of day
    /// when given; else the quarter hour of its clock, since the as-of day can only change on
    /// a quarter hour (time zones are whole quarters).
    static func asOf(_ request: BuildRequest) -> String {
        request.asOf?.description ?? "now \(Int(request.now.timeIntervalSince1970 / 900))"
    }

    /// What every page is rendered with besides its own value: the program, the templates
    /// (defaults and overrides, `words.toml` among them), the shipped catalog of words, the
    /// shipped assets and the fonts the cards are drawn with.
    static func renderKey(_ request: BuildRequest) -> ContentHash {
        let folders = [
            TemplateSet.defaultFolder, request.templates, Bundle.module.url(forResource: "Public", withExtension: nil),
            Bundle.module.url(forResource: "Fonts", withExtension: nil), Catalog.shippedFolder,
        ]
        return OutputKey(
            Rendering(
                program: request.tool, markdown: Markdown.engineVersion,
                folders: folders.map { FolderState($0, contents: true, request.fileSystem) })
        ).hash
    }

    /// A whole build: what its model is made from and what it is rendered with.
    private struct Build: Encodable {
        var inputs: String
        var rendering: ContentHash
    }

    /// What a site's model is made from: the program, every setting (whole: a setting added to
    /// `BuildSettings` is here with no other edit), the day the build is as of, and the files
    /// and folders the settings name, by their contents (the media folder by its names, sizes
    /// and dates).
    private struct ModelInputs: Encodable {
        var program: String
        var settings: BuildSettings
        var asOf: String
        var input, inputLog, pantry, pantryLog: FileState?
        var media: FolderState?
        var samplePhotos: FolderState?
    }

    /// What pages are rendered with.
    private struct Rendering: Encodable {
        var program: String
        var markdown: String
        var folders: [FolderState?]
    }

    /// A file: its path, and the hash of its bytes (nil when it cannot be read).
    private struct FileState: Encodable {
        var path: String
        var contents: ContentHash?

        init(path: String, _ fileSystem: FileSystem) {
            self.path = path
            contents = (try? fileSystem.readFollowingLinks(path)).map { ContentHash(of: $0) }
        }
    }

    /// A folder's files and folders: names, sizes and dates, and with `contents` the files'
    /// bytes; nil for no folder (or one that cannot be listed).
    private struct FolderState: Encodable {
        var path: String
        var items: [Item]

        struct Item: Encodable {
            var path: String
            var size: Int
            var modified: Double
            var contents: ContentHash?
        }

        init?(_ folder: URL?, contents: Bool, _ fileSystem: FileSystem) {
            guard let folder, let entries = fileSystem.contents(of: folder.path) else { return nil }
            path = folder.path
            items = entries.map { path, item in
                let file = folder.path + "/" + path
                return Item(
                    path: path, size: item.size, modified: item.modified,
                    contents: contents ? (try? fileSystem.readFollowingLinks(file)).map { ContentHash(of: $0) } : nil)
            }
        }
    }
}
