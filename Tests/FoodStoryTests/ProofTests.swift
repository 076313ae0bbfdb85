import Foundation
import TestSupport
import Testing

/// The repository, for the default layout.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A public build's proof reads every page as a browser shows it: a template that prints a
/// withheld text in any form a browser would show it in stops the build.
@Suite("The public build's proof, against every form of a withheld text", .serialized)
struct ProofTests {
    /// The withheld text the forms write: an original input of `PublicBuildTests.diary` that
    /// differs from its description.
    static let withheld = "pssst secret-sauce dosa from Meera's kitchen"

    /// The forms, each as a template would print it into the layout.
    static let forms: [(name: String, html: String)] = [
        ("decimal references", "<p>&#112;ssst secret-sauce dosa from Meera&#39;s kitchen</p>"),
        ("hexadecimal references", "<p>pssst secret&#x2D;sauce dosa from Meera's &#x6B;itchen</p>"),
        ("named references", "<p>pssst&nbsp;secret-sauce dosa from Meera&apos;s kitchen</p>"),
        ("split by tags", "<p>pssst secret-sau<b>ce</b> dosa <span>from</span> Meera's kitchen</p>"),
        ("split by a comment", "<p>pssst secret-<!-- -->sauce dosa from Meera's kitchen</p>"),
        ("another case", "<p>PSSST SECRET-SAUCE DOSA FROM MEERA'S KITCHEN</p>"),
        ("another normalisation", "<p>ｐｓｓｓｔ secret-sauce dosa from Meera's kitchen</p>"),
        ("a zero-width space", "<p>pssst secret-sa\u{200B}uce dosa from Meera's kitchen</p>"),
        ("a soft hyphen", "<p>pssst secret-sau&shy;ce dosa from Meera's kit\u{AD}chen</p>"),
        ("white space", "<p>pssst\n  secret-sauce   dosa from\tMeera's kitchen</p>"),
        (
            "a percent-encoded link",
            "<p><a href=\"search.html?q=pssst%20secret-sauce%20dosa%20from%20Meera%27s%20kitchen\">search</a></p>"
        ),
        (
            "a form-encoded link",
            "<p><a href=\"search.html?q=pssst+secret-sauce+dosa+from+Meera%27s+kitchen\">search</a></p>"
        ),
        (
            "a script's \\u escapes",
            "<script>var s = \"\\u0070ssst secret-sauce dosa from Meera\\u0027s kitchen\";</script>"
        ),
    ]

    /// The default layout with `html` before the end of `<main>`, as a templates folder in
    /// `folder`.
    static func templates(with html: String, in folder: TemporaryFolder, name: String) throws -> URL {
        let templates = folder.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let layout = try String(
            contentsOf: repository.appendingPathComponent("Sources/Templating/Resources/Templates/layout.html"),
            encoding: .utf8)
        let changed = layout.replacingOccurrences(of: "\n</main>", with: "\n" + html + "\n</main>")
        #expect(changed != layout)
        try changed.write(to: templates.appendingPathComponent("layout.html"), atomically: true, encoding: .utf8)
        return templates
    }

    @Test("A template printing the withheld text in each form stops the public build: exit 70, naming the file")
    func everyForm() throws {
        let folder = try TemporaryFolder()
        let arguments = try PublicBuildTests.inputs(in: folder) + ["--public"]
        // The same layout printing a text that is not withheld builds: every page is a page.
        let plain = try Self.templates(with: "<p>pssst, the sauce is a secret</p>", in: folder, name: "plain")
        let control = folder.url.appendingPathComponent("control")
        let built = try FoodStoryBinary.run(arguments + ["--out", control.path, "--templates", plain.path])
        #expect(built.status == 0, "\(built.stderr)")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: control.path).filter { $0.hasSuffix(".html") }
        #expect(pages.count > 10)
        for (index, form) in Self.forms.enumerated() {
            let templates = try Self.templates(with: form.html, in: folder, name: "templates-\(index)")
            let out = folder.url.appendingPathComponent("site-\(index)")
            let run = try FoodStoryBinary.run(arguments + ["--out", out.path, "--templates", templates.path])
            #expect(run.status == 70, "\(form.name): \(run.stderr)")
            #expect(
                run.stderr
                    == "foodstory: error: check: 404.html holds text the public view withholds (and \(pages.count - 1) more)\n",
                "\(form.name)")
            #expect(!FileManager.default.fileExists(atPath: out.path), "\(form.name)")
            #expect(!run.stderr.contains("Meera"))
        }
    }
}
