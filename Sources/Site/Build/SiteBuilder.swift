import Diary
import Foundation

/// Builds the files of a site from a diary: a pipeline of named steps over an explicit model,
/// pure apart from reading the shipped assets. Writing the files is the output writer's job.
public struct SiteBuilder: Sendable {
    /// The templates to render with.
    public var templates: TemplateSet
    /// The build's options.
    public var options: SiteOptions
    /// Make pages one after another instead of on every core (the output is the same).
    public var sequential = false

    /// A builder.
    public init(templates: TemplateSet, options: SiteOptions) {
        self.templates = templates
        self.options = options
    }

    /// What a build made.
    public struct Result: Sendable {
        /// Every file of the site, in path order.
        public var files: [SiteFile]
        /// How many of them are HTML pages.
        public var pages: Int
        /// Things a person should know (a missing photo …).
        public var warnings: [String]
    }

    /// Builds every file of the site for `diary`; `photos` are the photo files already read
    /// and cleaned, by file name; `pantry` the items of a pantry database (nil: no pantry
    /// page, and no word of a pantry anywhere).
    public func build(diary: Diary, photos: [String: Data] = [:], pantry: [PantryItem]? = nil)
        async throws(SiteBuildError)
        -> Result
    {
        var model = SiteModel(diary: diary, options: options, pantry: pantry)
        model.photos = Set(photos.keys)
        let factory = PageFactory(model: model, templates: templates)
        let renderer = PageRenderer(templates: templates, model: model)

        // Pages are made and rendered in parallel; the results come back in order.
        var files: [SiteFile]
        var pageCount = 0
        do {
            files = try await Parallel.map(factory.specs, sequential: sequential) { spec -> SiteFile? in
                guard let page = factory.page(spec) else { return nil }
                do {
                    return SiteFile(path: page.path, text: try renderer.render(page))
                } catch let error as TemplateError {
                    throw SiteBuildError(step: "pages", message: "\(page.path): \(error.description)")
                }
            }.compactMap { $0 }
            pageCount = files.count
            files += try await Parallel.map(model.weeks, sequential: sequential) { factory.shareCard($0) }.compactMap {
                $0
            }
        } catch let error as SiteBuildError {
            throw error
        } catch {
            throw SiteBuildError(step: "pages", message: "\(error)")
        }
        files.append(SiteFile(path: SitePath.searchIndex, text: SearchIndex.script(for: model)))
        files.append(SiteFile(path: SitePath.feed, text: AtomFeed.xml(for: model)))
        if let base = options.baseURL {
            files.append(SiteFile(path: SitePath.sitemap, text: Sitemap.xml(paths: files.map(\.path), baseURL: base)))
        }
        for (name, data) in photos.sorted(by: { $0.key < $1.key }) {
            files.append(SiteFile(path: SitePath.media(name), contents: data))
        }
        files += try assets()
        files.sort { $0.path < $1.path }
        // The self-check: every link relative and resolving, nothing fetched, nothing external
        // but what --base-url asks for. A violation fails the build before anything is written.
        let violations = SiteChecker.check(files, baseURL: options.baseURL)
        if let first = violations.first {
            let more = violations.count > 1 ? " (and \(violations.count - 1) more)" : ""
            throw SiteBuildError(step: "check", message: first.description + more)
        }
        return Result(files: files, pages: pageCount, warnings: [])
    }

    /// The files of `Public/`, copied as they are.
    func assets() throws(SiteBuildError) -> [SiteFile] {
        guard let folder = Bundle.module.url(forResource: "Public", withExtension: nil),
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else {
            throw SiteBuildError(step: "assets", message: "FoodStory's Public assets are missing from its installation")
        }
        let base = folder.standardizedFileURL.path
        var files: [SiteFile] = []
        for case let url as URL in walker {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                !url.lastPathComponent.hasPrefix(".")
            else { continue }
            guard let data = try? Data(contentsOf: url) else {
                throw SiteBuildError(step: "assets", message: "\(url.path) cannot be read")
            }
            files.append(SiteFile(path: String(url.standardizedFileURL.path.dropFirst(base.count + 1)), contents: data))
        }
        return files
    }
}
