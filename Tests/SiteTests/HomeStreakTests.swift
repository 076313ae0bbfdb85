import Foundation
import Testing

@testable import Site

@Suite("The home page's streak")
struct HomeStreakTests {
    /// The streak's line of the small diary's home page as of `asOf`, from its length to the
    /// paragraph's end.
    private func streak(asOf: String) async throws -> String {
        let files = try await SiteFixture.build(SiteFixture.diary(), asOf: asOf)
        return PhotoCalendarTests.section(SiteFixture.text(files, "index.html"), from: "<strong>", to: "</p>")
    }

    @Test("Days in a row are a row; a single day is said as a day, on its date; none asks for a meal")
    func lengths() async throws {
        #expect(try await streak(asOf: "2026-03-10") == "<strong>2 days</strong> in a row, up to 9 March 2026</p>")
        #expect(try await streak(asOf: "2026-02-28") == "<strong>1 day</strong> on 28 February 2026</p>")
        #expect(try await streak(asOf: "2026-04-30") == "<strong>0 days</strong> Log a meal to start one.</p>")
    }
}
