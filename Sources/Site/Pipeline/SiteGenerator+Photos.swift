import Diary
import Foundation
import Photos
import Raster
import Support
import Synchronization
import Writing

extension SiteGenerator {
    /// The photos step: every entry's photo read (from `--media`, or the built-in sample's
    /// own), known by the hash of its bytes and its size the right way up (read from its
    /// header), and its web sizes kept from the last build or made now (`outputs`: the
    /// engine's decisions; nil to learn what the site shows without making anything, as
    /// `serve`'s preview does), each written into `rendered` as it is made. With
    /// `[photos] originals = true` (not in a public build), each JPEG and PNG original goes
    /// too, its metadata removed (`PhotoSanitizer`). A photo that cannot be read or decoded
    /// gets a warning naming it, and its card a placeholder; without `--media`, one warning
    /// says how many photos are left out. With `--strict`, the first of these is the error.
    static func photos(
        for entries: [DiaryEntry], _ request: BuildRequest, outputs: IncrementalEngine.Outputs?,
        rendered: RenderedFolder?
    ) throws(SiteBuildError) -> SitePhotos {
        let names = Set(entries.compactMap(\.record.mediaFileName)).sorted()
        guard !names.isEmpty else { return SitePhotos() }
        let source: PhotoSource
        if let media = request.media {
            let folder = MediaFolder(url: media, fileSystem: request.fileSystem)
            if let problem = folder.problem { throw SiteBuildError(.photos, problem, exitCode: 66) }
            source = .folder(folder)
        } else if request.input == nil {
            source = .sample(try SamplePhotos.files(for: entries.map(\.record), fileSystem: request.fileSystem))
        } else {
            var none = SitePhotos()
            let count = names.count == 1 ? "1 entry has a photo" : "\(names.count) entries have photos"
            none.warnings = ["\(count); pass --media with the folder of the app's photos to show them"]
            if request.strict, let warning = none.warnings.first { throw SiteBuildError(.photos, warning) }
            return none
        }
        let work = PhotoWork(
            source: source, outputs: outputs, rendered: rendered,
            originals: request.originals && request.publicView == nil)
        let outcomes = try Parallel.map(names, cores: request.cores) { name throws(SiteBuildError) in
            try work.photo(named: name)
        }
        // A picture shared by several names is made once; when it could not be, none of them
        // shows it.
        var failed: [ContentHash: String] = [:]
        for outcome in outcomes {
            if let content = outcome.photo?.content, let failure = outcome.failure { failed[content] = failure }
        }
        var photos = SitePhotos()
        for (name, outcome) in zip(names, outcomes) {
            photos.outputs += outcome.outputs
            if let photo = outcome.photo, failed[photo.content] == nil {
                photos.photos[name] = photo
                photos.outputs += outcome.original
            }
            let failure = outcome.photo.flatMap { failed[$0.content] }
            if let problem = outcome.problem ?? failure.map({ "\(outcome.shownPath): \($0)" }) {
                if request.strict { throw SiteBuildError(.photos, problem) }
                photos.warnings.append("\(problem); a placeholder is shown")
            } else if let note = outcome.note {
                if request.strict { throw SiteBuildError(.photos, note) }
                photos.warnings.append(note)
            }
        }
        return photos
    }
}

/// Where the photos' bytes come from.
enum PhotoSource: Sendable {
    /// The folder `--media` names.
    case folder(MediaFolder)
    /// The built-in sample diary's photos, by file name.
    case sample([String: Data])

    /// The bytes of the photo called `name`, or the line that says why there are none.
    func read(_ name: String) -> Result<Data, PhotoProblem> {
        switch self {
        case .folder(let folder):
            let lookup = folder.photo(named: name)
            if let data = lookup.photo { return .success(data) }
            return .failure(PhotoProblem(line: lookup.problem ?? "\(name): cannot be used"))
        case .sample(let files):
            guard let data = files[name] else { return .failure(PhotoProblem(line: "\(name): not in the sample")) }
            return .success(data)
        }
    }

    /// The path a message names the photo called `name` by.
    func shownPath(_ name: String) -> String {
        switch self {
        case .folder(let folder): folder.url.appendingPathComponent(name).path
        case .sample: name
        }
    }
}

/// Why a photo cannot be shown, in one line that names it.
struct PhotoProblem: Error {
    var line: String
}

/// The photos step's work on each photo, shared by the cores.
private final class PhotoWork: Sendable {
    let source: PhotoSource
    let outputs: IncrementalEngine.Outputs?
    let rendered: RenderedFolder?
    let originals: Bool
    /// The pictures (by content) whose web sizes a photo has taken on making.
    let claimed = Mutex<Set<ContentHash>>([])

    init(source: PhotoSource, outputs: IncrementalEngine.Outputs?, rendered: RenderedFolder?, originals: Bool) {
        self.source = source
        self.outputs = outputs
        self.rendered = rendered
        self.originals = originals
    }

    /// What became of one photo.
    struct Outcome: Sendable {
        var shownPath: String
        /// The photo, when it can be shown (unless `failure`, or the same picture under
        /// another name failed).
        var photo: WebPhoto?
        /// Its web sizes' files, kept or made (by the first of the names its picture has).
        var outputs: [IncrementalEngine.Output] = []
        /// Its original's file, kept or made.
        var original: [IncrementalEngine.Output] = []
        /// Why it cannot be shown, naming it.
        var problem: String?
        /// Why its web sizes could not be made (not naming it: every name of the picture
        /// shares it).
        var failure: String?
        /// Why its original is not published, naming it.
        var note: String?
    }

    func photo(named name: String) throws(SiteBuildError) -> Outcome {
        var outcome = Outcome(shownPath: source.shownPath(name))
        let data: Data
        let header: PhotoHeader
        switch source.read(name) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            outcome.problem = problem.line
            return outcome
        }
        do throws(PhotoCodecError) {
            header = try PhotoCodec.header(of: data)
        } catch {
            outcome.problem = "\(outcome.shownPath): \(error.description)"
            return outcome
        }
        var photo = WebPhoto(content: ContentHash(of: data), width: header.size.width, height: header.size.height)
        if originals {
            switch try original(of: data, format: header.format, name: name, content: photo.content) {
            case .success(let made):
                photo.original = SitePath.media(name)
                outcome.original = made
            case .failure(let problem):
                outcome.note = "\(outcome.shownPath): \(problem.line)"
            }
        }
        outcome.photo = photo
        guard let outputs, claimed.withLock({ $0.insert(photo.content).inserted }) else { return outcome }
        let pictures = photo.pictures
        do throws(MakeFailure) {
            outcome.outputs += try outputs.output(pictures.map(\.path), inputs: photo.recipe) {
                () throws(MakeFailure) in
                let made: [Data]
                do throws(PhotoCodecError) {
                    made = try PhotoCodec.webP(of: data, sizes: pictures.map(\.size), settings: WebPhoto.settings)
                } catch {
                    throw .photo(error.description)
                }
                var files: [SiteFile] = []
                for (picture, bytes) in zip(pictures, made) {
                    files.append(try stored(SiteFile(path: picture.path, contents: bytes)))
                }
                return files
            }
        } catch {
            outcome.failure = try error.line()
        }
        return outcome
    }

    /// The original's file, its metadata removed (kept from the last build when made from the
    /// same bytes), or why it is not published. Only JPEG and PNG can have their metadata
    /// removed while every byte of the picture stays as the camera wrote it.
    private func original(of data: Data, format: PhotoHeader.Format, name: String, content: ContentHash)
        throws(SiteBuildError) -> Result<[IncrementalEngine.Output], PhotoProblem>
    {
        guard format == .jpeg || format == .png else {
            return .failure(
                PhotoProblem(
                    line: "its original is not published: metadata is removed only from JPEG and PNG originals, "
                        + "which keep every byte of their picture; its web sizes are shown"))
        }
        let path = SitePath.media(name)
        let strip = { () throws(MakeFailure) -> SiteFile in
            let stripped: SanitizedPhoto
            do throws(PhotoError) {
                stripped = try PhotoSanitizer.strip(data)
            } catch {
                throw .photo("its original is not published (\(error.description)); its web sizes are shown")
            }
            return try self.stored(SiteFile(path: path, contents: stripped.data))
        }
        do throws(MakeFailure) {
            // Without outputs (the preview) the original is only checked, not written.
            guard let outputs else {
                _ = try strip()
                return .success([])
            }
            return .success(
                try outputs.output([path], inputs: OriginalRecipe(source: content)) { () throws(MakeFailure) in
                    [try strip()]
                })
        } catch {
            return .failure(PhotoProblem(line: try error.line()))
        }
    }

    /// What a stripped original is made from, with the program: the photo's bytes, by their
    /// hash.
    private struct OriginalRecipe: Codable {
        var source: ContentHash
        var kind = "original without metadata"
    }

    /// Why a photo's files were not made: the photo's own (a line for its warning), or the
    /// build's (writing failed: the build's error).
    private enum MakeFailure: Error {
        case photo(String)
        case build(SiteBuildError)

        /// The photo's line; the build's error is thrown.
        func line() throws(SiteBuildError) -> String {
            switch self {
            case .photo(let line): return line
            case .build(let error): throw error
            }
        }
    }

    /// `file`, written into the rendered folder when the build has one.
    private func stored(_ file: SiteFile) throws(MakeFailure) -> SiteFile {
        guard let rendered else { return file }
        do {
            return try rendered.write(file)
        } catch {
            throw .build(SiteBuildError(.write, error.description))
        }
    }
}
