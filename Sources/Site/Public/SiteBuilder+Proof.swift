import Diary
import Foundation

extension SiteBuilder.Result {
    /// The proof of a public build, part of the check step: no file of the site (made now, or
    /// kept from the last build in `out`) holds a withheld text, in any form a browser would
    /// show it in (`WithheldText`). A hit is FoodStory's own failure (a template or a page
    /// that shows what the view withholds): an internal error (exit 70) naming the file,
    /// never the text (error output may be public too). Returns how many files it read.
    @discardableResult
    func prove(_ withheld: WithheldText, out: URL, cores: Int, fileSystem: FileSystem) throws(SiteBuildError) -> Int {
        guard !withheld.isEmpty else { return 0 }
        let root = out.standardizedFileURL.path
        let sources: [(path: String, file: SiteFile?)] =
            files.map { ($0.path, $0) } + kept.keys.sorted().map { ($0, nil) }
        let hits = Parallel.map(sources, cores: cores, state: WithheldText.Reader.init) { reader, source -> String? in
            let data = source.file?.contents ?? (try? fileSystem.read(root + "/" + source.path)) ?? Data()
            return withheld.firstHit(in: data, path: source.path, reader: &reader) == nil ? nil : source.path
        }
        let found = hits.compactMap { $0 }.sorted()
        if let first = found.first {
            let more = found.count > 1 ? " (and \(found.count - 1) more)" : ""
            throw SiteBuildError(
                .check, "\(first) holds text the public view withholds\(more)", exitCode: 70)
        }
        return sources.count
    }
}
