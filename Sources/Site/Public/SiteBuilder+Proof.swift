import Diary
import Foundation

extension SiteBuilder.Result {
    /// The proof of a public build, part of the check step: no file of the site (made now, or
    /// kept from the last build in `out`) holds a withheld text. A hit is FoodStory's own
    /// failure (a template or a page that shows what the view withholds): an internal error
    /// (exit 70) naming the file, never the text (error output may be public too).
    func prove(_ withheld: WithheldText, out: URL, cores: Int, fileSystem: FileSystem) throws(SiteBuildError) {
        guard !withheld.isEmpty else { return }
        let root = out.standardizedFileURL.path
        let sources: [(path: String, file: SiteFile?)] =
            files.map { ($0.path, $0) } + kept.keys.sorted().map { ($0, nil) }
        let hits = Parallel.map(sources, cores: cores) { source -> String? in
            let data = source.file?.contents ?? (try? fileSystem.read(root + "/" + source.path)) ?? Data()
            return withheld.firstHit(in: data) == nil ? nil : source.path
        }
        let found = hits.compactMap { $0 }.sorted()
        if let first = found.first {
            let more = found.count > 1 ? " (and \(found.count - 1) more)" : ""
            throw SiteBuildError(
                .check, "\(first) holds text the public view withholds\(more)", exitCode: 70)
        }
    }
}
