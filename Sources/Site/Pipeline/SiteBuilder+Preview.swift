import Diary
import Foundation
import Support
import Templating

extension SiteBuilder {
    /// The HTML pages at `paths` of the site whose model is `model`, by path, each rendered as
    /// the pages step renders it (`contents(of:renderer:skeletons:)`); no other page is made.
    /// A path that is no page of the site is left out.
    func pages(at paths: Set<String>, of model: SiteModel) throws(SiteBuildError) -> [String: Data] {
        // A printed period shows the weeks that have a key, and a week page is made only with
        // its key: the keys are worked out as the build works them out, when such a page is
        // asked for (a day page's preview does without them).
        let plain = PageFactory(model: model, templates: templates, weekKeys: [:])
        let specs = plain.specs(at: paths)
        let factory =
            specs.contains(where: \.kind.usesWeekKeys)
            ? PageFactory(
                model: model, templates: templates,
                weekKeys: PageFactory.weekKeys(model: model, templates: templates, cores: cores)) : plain
        let renderer = PageRenderer(templates: templates, layout: LayoutFacts(model))
        let made = try Parallel.map(specs, cores: cores, state: Skeletons.init) {
            skeletons, spec throws(SiteBuildError) -> (path: String, contents: Data)? in
            guard let page = factory.page(spec) else { return nil }
            return (page.path, try Self.contents(of: page, renderer: renderer, skeletons: &skeletons))
        }
        return Dictionary(made.compactMap { $0 }) { first, _ in first }
    }
}
