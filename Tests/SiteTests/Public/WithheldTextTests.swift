import Foundation
import Testing

@testable import Site

/// The public build's proof looks for withheld texts in the forms files hold them.
@Suite("The withheld texts a public build looks for")
struct WithheldTextTests {
    static let quoted = "said: Tom & Jerry's \"cake\" <3"

    @Test("A text is found as typed, escaped for HTML or XML, and escaped for a script")
    func forms() {
        let scanner = WithheldText([Self.quoted], shown: [])
        let files = [
            "as typed: said: Tom & Jerry's \"cake\" <3.",
            "<p>said: Tom &amp; Jerry's &quot;cake&quot; &lt;3</p>",
            "<p title=\"said: Tom &amp; Jerry&#39;s &quot;cake&quot; &lt;3\"></p>",
            "<title>said: Tom &amp; Jerry&apos;s &quot;cake&quot; &lt;3</title>",
            "[\"said: Tom & Jerry's \\\"cake\\\" <3\"]",
        ]
        #expect(files.map { scanner.firstHit(in: Data($0.utf8)) } == Array(repeating: Self.quoted, count: files.count))
        #expect(scanner.firstHit(in: Data("said: Tom & Jerry's cake".utf8)) == nil)
        #expect(scanner.firstHit(in: Data()) == nil)
    }

    @Test("Texts under four bytes, texts a shown description holds, and texts of shown words alone are not looked for")
    func notLookedFor() {
        let scanner = WithheldText(
            ["tea", "Masala Dosa", "Dosa. Chutney!", "sala dos", "IMG_0042.jpg"], shown: ["masala dosa with chutney"])
        #expect(scanner.firstHit(in: Data("tea and Masala Dosa; Dosa. Chutney! (masala dosa)".utf8)) == nil)
        #expect(scanner.firstHit(in: Data("<img src=\"../media/IMG_0042.jpg\"/>".utf8)) == "IMG_0042.jpg")
        #expect(WithheldText(["tea"], shown: []).isEmpty)
    }
}
