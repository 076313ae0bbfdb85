import Foundation
import TestSupport
import Testing

/// `--base-url` is checked and written as the addresses of the web are: a bad one is a usage
/// error, and a good one is written in ASCII in every address of the site.
@Suite("--base-url, checked and escaped", .serialized)
struct SiteAddressCommandTests {
    @Test(
        "A base URL that cannot be the site's address is a usage error (exit 64) naming what is wrong",
        arguments: [
            ("https://example.org/my food/", "holds a space or a control character: write a space in a path as %20"),
            ("https://exa mple.org/", "holds a space or a control character: write a space in a path as %20"),
            ("https://example.org/a?b=1", "has a query (?b=1): the site's address is a folder, with no query"),
            ("https://example.org/a#frag", "has a fragment (#frag): the site's address is a folder, with no fragment"),
            ("ftp://example.org/", "must start with https:// or http://"),
            ("example.org/food/", "must start with https:// or http://"),
            ("https:///food/", "has no host: expected https://host/ with the site's folder after it"),
            ("https://me:secret@example.org/", "holds a user name or password, which every page would show"),
        ])
    func refused(_ address: String, _ problem: String) throws {
        let folder = try TemporaryFolder()
        let run = try FoodStoryBinary.run(
            ["build", "--base-url", address, "--out", folder.path("site"), "--as-of", "2026-03-08"], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr == "foodstory: error: --base-url \(address) \(problem)\n")
        #expect(run.stdout == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [])
        // The same address in foodstory.toml: the same problem, naming the file.
        let config = try folder.write("base-url = \"\(address)\"\n", to: "foodstory.toml")
        let configured = try FoodStoryBinary.run(
            ["build", "--out", folder.path("site"), "--as-of", "2026-03-08"], in: folder.url)
        #expect(configured.status == 64)
        #expect(configured.stderr == "foodstory: error: \(config): base-url \(address) \(problem)\n")
    }

    @Test(
        "An address with a non-ASCII host and path is written in ASCII in the sitemap, og:url, canonical links and the feed"
    )
    func escaped() throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("site")
        let run = try FoodStoryBinary.run([
            "build", "--base-url", "https://bücher.example/café/", "--out", out.path, "--as-of", "2026-03-08",
            "--cache-dir", folder.path("cache"),
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let base = "https://xn--bcher-kva.example/caf%C3%A9/"
        let sitemap = try String(contentsOf: out.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        let pages = try FileManager.default.subpathsOfDirectory(atPath: out.path)
            .filter { $0.hasSuffix(".html") && $0 != "404.html" }.sorted()
        #expect(
            sitemap
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                + pages.map { "  <url><loc>\(base)\($0)</loc></url>\n" }.joined() + "</urlset>\n")
        let home = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let lines = home.split(separator: "\n")
        #expect(lines.contains("<link rel=\"canonical\" href=\"\(base)index.html\"/>"))
        #expect(lines.contains("<meta property=\"og:url\" content=\"\(base)index.html\"/>"))
        let feed = try String(contentsOf: out.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(feed.contains("  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(base)feed.xml\"/>\n"))
        #expect(feed.contains("  <link rel=\"alternate\" type=\"text/html\" href=\"\(base)index.html\"/>\n"))
        // No address anywhere in the site holds the unescaped host or path.
        for page in pages + ["feed.xml", "sitemap.xml"] {
            let text = try String(contentsOf: out.appendingPathComponent(page), encoding: .utf8)
            #expect(!text.contains("bücher") && !text.contains("café/"), "\(page)")
        }
    }
}
