import ConfigFile
import Days
import Diary
import Foundation
import Insights
import Testing

/// The site's address, checked and written in ASCII.
@Suite("Site address")
struct SiteAddressTests {
    @Test("A site's address is written in ASCII with a final slash: host in its ASCII form, path percent-encoded")
    func written() throws {
        let cases = [
            ("https://food.example.org", "https://food.example.org/"),
            ("https://Food.Example.ORG:8443/Me", "https://food.example.org:8443/Me/"),
            ("HTTP://example.org/a/b/", "http://example.org/a/b/"),
            ("https://bücher.example/café/", "https://xn--bcher-kva.example/caf%C3%A9/"),
            ("https://例え.テスト/パス", "https://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9/"),
            ("https://example.org/caf%C3%A9/", "https://example.org/caf%C3%A9/"),
        ]
        for (given, written) in cases {
            #expect(try SiteAddress(given).description == written, "\(given)")
        }
    }

    @Test("What is not a site's address is refused, saying why")
    func refused() {
        let cases = [
            ("https://example.org/a b/", "holds a space or a control character: write a space in a path as %20"),
            ("https://example.org/\u{A0}/", "holds a space or a control character: write a space in a path as %20"),
            ("https://example.org/a\n", "holds a space or a control character: write a space in a path as %20"),
            ("https://example.org/?", "has a query (?): the site's address is a folder, with no query"),
            ("https://example.org/#", "has a fragment (#): the site's address is a folder, with no fragment"),
            ("mailto:me@example.org", "must start with https:// or http://"),
            ("https:/example.org/", "must start with https:// or http://"),
            ("https://", "has no host: expected https://host/ with the site's folder after it"),
            ("https://user@example.org/", "holds a user name or password, which every page would show"),
        ]
        for (given, problem) in cases {
            #expect(throws: SiteAddress.Problem(description: problem), "\(given)") { try SiteAddress(given) }
        }
    }
}
