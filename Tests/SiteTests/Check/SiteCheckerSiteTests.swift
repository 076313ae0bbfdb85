import Checking
import Foundation
import Site
import TestSupport
import Testing
import Writing

@Suite("The self-check on the sites FoodStory builds")
struct SiteCheckerSiteTests {
    static func files(_ site: [String: Data]) -> [SiteFile] {
        site.map { SiteFile(path: $0.key, contents: $0.value) }
    }

    /// Checks `site`: the whole list of violations must be empty.
    static func expectClean(_ site: [String: Data], baseURL: String?) {
        #expect(SiteChecker.check(files(site), baseURL: baseURL).map(\.description) == [])
    }

    @Test("The small diary's site breaks no rule")
    func smallSite() async throws {
        Self.expectClean(try await SiteFixture.build(SiteFixture.diary()), baseURL: nil)
    }

    @Test("With a base URL, its feed, sitemap, canonical and alternate links break no rule")
    func smallSiteWithBaseURL() async throws {
        let base = "https://food.example/me"
        let site = try await SiteFixture.build(SiteFixture.diary(), baseURL: base)
        #expect(site["sitemap.xml"] != nil)
        Self.expectClean(site, baseURL: base)
    }

    @Test("The built-in sample diary's site breaks no rule")
    func sampleSite() async throws {
        Self.expectClean(try await SiteFixture.buildSample(), baseURL: nil)
    }
}
