import Diary
import Foundation
import Support
import Withholding

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
        let made = Dictionary(files.map { ($0.path, $0) }) { first, _ in first }
        let paths = files.map(\.path) + kept.keys.sorted()
        try withheld.prove(paths, cores: cores) { path in
            made[path]?.contents ?? (try? fileSystem.read(root + "/" + path)) ?? Data()
        }
        return paths.count
    }
}

extension WithheldText {
    /// The proof over the files of the site at `paths`, each read by `contents`: none holds a
    /// withheld text, or the error names the first that does, never the text. A build runs it
    /// on the whole site; `foodstory serve --public`, on each page it sends from memory too.
    func prove(_ paths: [String], cores: Int, contents: @Sendable (String) -> Data) throws(SiteBuildError) {
        guard !isEmpty else { return }
        let hits = Parallel.map(paths, cores: cores, state: WithheldText.Reader.init) { reader, path -> String? in
            firstHit(in: contents(path), path: path, reader: &reader) == nil ? nil : path
        }
        let found = hits.compactMap { $0 }.sorted()
        if let first = found.first {
            let more = found.count > 1 ? " (and \(found.count - 1) more)" : ""
            throw SiteBuildError(.check, "\(first) holds text the public view withholds\(more)", exitCode: 70)
        }
    }
}
