import Testing

@testable import Preview

@Suite("A request's path names a file inside the site, or nothing")
struct RequestPathTests {
    @Test(
        "Site paths name their files; a folder's path names its index page",
        arguments: [
            ("/", RequestPath.file("index.html")),
            ("/index.html", .file("index.html")),
            ("/day/2026-03-08.html", .file("day/2026-03-08.html")),
            ("/week/", .file("week/index.html")),
            ("/media/a%20b.jpg", .file("media/a b.jpg")),
            ("/food/cr%C3%A8me-br%C3%BBl%C3%A9e.html", .file("food/crème-brûlée.html")),
        ])
    func names(raw: String, expected: RequestPath) {
        #expect(RequestPath(raw: raw) == expected)
    }

    @Test(
        "Dot segments, encoded dots, slashes and backslashes, backslashes, double slashes and hidden names are refused",
        arguments: [
            "/../etc/passwd", "/day/../../etc/passwd", "/./index.html", "/..", "/%2e%2e/etc/passwd",
            "/%2E%2E/etc/passwd", "/.%2e/etc/passwd", "/day%2f..%2f..%2fetc%2fpasswd", "/..%5c..%5cetc",
            "/..\\..\\etc\\passwd", "//etc/passwd", "/day//2026-03-08.html", "/.foodstory-build",
            "/.foodstory-records", "/index.html%00.png", "/a%0ab", "day/2026-03-08.html", "",
        ])
    func refused(raw: String) {
        #expect(RequestPath(raw: raw) == .refused)
    }
}
