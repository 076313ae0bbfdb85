import Days
import Testing

@testable import Site

/// Where the search index's scripts are (the index itself is `FeedsTests`').
@Suite("The search index's paths")
struct SearchPathTests {
    @Test("A part is named by its key's UTF-8 bytes in hex, as search.js names it; a day's script by its day")
    func paths() throws {
        #expect(SitePath.searchPart("ri") == "assets/search/words-7269.js")
        #expect(SitePath.searchPart("面") == "assets/search/words-e99da2.js")
        #expect(SitePath.searchDay(try #require(LocalDay("2026-03-08"))) == "assets/search/days/2026-03-08.js")
    }
}
