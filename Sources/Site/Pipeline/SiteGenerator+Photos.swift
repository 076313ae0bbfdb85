import Diary
import Foundation

extension SiteGenerator {
    /// The photos step: every entry's photo read from the media folder and cleaned of its
    /// metadata, by file name; each photo that cannot be used gets a warning (its card shows
    /// a placeholder), and without `--media` one warning says how many photos are left out.
    /// The built-in sample diary (`sample`) without `--media` has its own photos, cleaned the
    /// same way.
    static func photos(
        for entries: [DiaryEntry], media: URL?, sample: Bool = false, fileSystem: FileSystem
    ) throws(SiteBuildError) -> (
        photos: [String: Data], warnings: [String]
    ) {
        let names = Set(entries.compactMap(\.record.mediaFileName)).sorted()
        guard !names.isEmpty else { return ([:], []) }
        if sample, media == nil {
            var photos: [String: Data] = [:]
            for (name, data) in try SamplePhotos.files(for: entries.map(\.record), fileSystem: fileSystem) {
                do {
                    photos[name] = try PhotoSanitizer.strip(data).data
                } catch {
                    throw SiteBuildError(.photos, "the sample photo for \(name): \(error)", exitCode: 70)
                }
            }
            return (photos, [])
        }
        guard let media else {
            return (
                [:],
                [
                    "\(names.count) \(names.count == 1 ? "entry has a photo" : "entries have photos"); pass --media with the folder of the app's photos to show them"
                ]
            )
        }
        let folder = MediaFolder(url: media, fileSystem: fileSystem)
        if let problem = folder.problem {
            throw SiteBuildError(.photos, problem, exitCode: 66)
        }
        var photos: [String: Data] = [:]
        var problems: [String] = []
        for name in names {
            let lookup = folder.photo(named: name)
            if let photo = lookup.photo {
                photos[name] = photo.data
            } else {
                problems.append(lookup.problem ?? "\(name): cannot be used")
            }
        }
        var warnings = problems.prefix(10).map { "\($0); a placeholder is shown" }
        if problems.count > 10 { warnings.append("\(problems.count - 10) more photos could not be used") }
        return (photos, warnings)
    }
}
