import Checking
import Foundation
import TestSupport
import Testing

@Suite("The self-check: links name files of the site")
struct SiteCheckerTests {
    /// The violations of the clean site with `files` added or replaced.
    static func check(_ files: [String: String], baseURL: String? = nil) -> [SiteViolation] {
        SiteChecker.check(
            CheckFixture.site(CheckFixture.clean.merging(files) { $1 }), baseURL: baseURL)
    }

    @Test("A clean small site breaks no rule")
    func clean() {
        #expect(Self.check([:]) == [])
    }

    @Test("A link to a file the site does not have")
    func missingFile() {
        let violations = Self.check([
            "day/2026-03-09.html": CheckFixture.page(
                """
                <a href="../food/dosa.html">dosa</a>
                <img src="../media/missing.jpg" alt=""/> <a href="">empty</a>
                <a href="../food/cr%ZZ.html">bad escape</a>
                """)
        ])
        #expect(
            violations == [
                SiteViolation(file: "day/2026-03-09.html", line: 7, rule: .missingFile, value: "../food/dosa.html"),
                SiteViolation(file: "day/2026-03-09.html", line: 8, rule: .missingFile, value: "../media/missing.jpg"),
                SiteViolation(file: "day/2026-03-09.html", line: 8, rule: .missingFile, value: ""),
                SiteViolation(file: "day/2026-03-09.html", line: 9, rule: .missingFile, value: "../food/cr%ZZ.html"),
            ])
        #expect(
            violations.first?.description
                == "day/2026-03-09.html:7: link \"../food/dosa.html\" names no file of the site")
    }

    @Test("A link to a folder, bare or with a slash, names no file")
    func namesFolder() {
        let violations = Self.check([
            "day/2026-03-09.html": CheckFixture.page(
                """
                <a href="../food">foods</a> <a href="../food/">foods</a>
                <a href="./">this folder</a> <a href="../day#top">days</a>
                """)
        ])
        #expect(
            violations == [
                SiteViolation(file: "day/2026-03-09.html", line: 7, rule: .namesFolder, value: "../food"),
                SiteViolation(file: "day/2026-03-09.html", line: 7, rule: .namesFolder, value: "../food/"),
                SiteViolation(file: "day/2026-03-09.html", line: 8, rule: .namesFolder, value: "./"),
                SiteViolation(file: "day/2026-03-09.html", line: 8, rule: .namesFolder, value: "../day#top"),
            ])
        #expect(
            violations.map(\.description) == [
                "day/2026-03-09.html:7: link \"../food\" names a folder (links must name their file, e.g. ../food/index.html)",
                "day/2026-03-09.html:7: link \"../food/\" names a folder (links must name their file, e.g. ../food/index.html)",
                "day/2026-03-09.html:8: link \"./\" names a folder (links must name their file, e.g. ./index.html)",
                "day/2026-03-09.html:8: link \"../day#top\" names a folder (links must name their file, e.g. ../day/index.html)",
            ])
    }

    @Test("The same link is judged from each file's own folder, and a fragment on each page's own ids")
    func sameLinkInManyFiles() {
        let link =
            "<a href=\"../index.html\">home</a> <a href=\"day/2026-03-08.html\">day</a> <a href=\"#entry-1\">e</a>"
        let violations = Self.check([
            "day/2026-03-09.html": CheckFixture.page(link),
            "day/2026-03-10.html": CheckFixture.page(link),
            "week/2026-W10.html": CheckFixture.page("<p id=\"entry-1\">" + link + "</p>"),
            "top.html": CheckFixture.page(link),
        ])
        #expect(
            violations == [
                SiteViolation(file: "day/2026-03-09.html", line: 7, rule: .missingFile, value: "day/2026-03-08.html"),
                SiteViolation(file: "day/2026-03-09.html", line: 7, rule: .missingFragment, value: "#entry-1"),
                SiteViolation(file: "day/2026-03-10.html", line: 7, rule: .missingFile, value: "day/2026-03-08.html"),
                SiteViolation(file: "day/2026-03-10.html", line: 7, rule: .missingFragment, value: "#entry-1"),
                SiteViolation(file: "top.html", line: 7, rule: .leavesSite, value: "../index.html"),
                SiteViolation(file: "top.html", line: 7, rule: .missingFragment, value: "#entry-1"),
                SiteViolation(file: "week/2026-W10.html", line: 7, rule: .missingFile, value: "day/2026-03-08.html"),
            ])
    }

    @Test("A link from the host's root, or climbing out of the site")
    func rootAndOutside() {
        let violations = Self.check([
            "day/2026-03-09.html": CheckFixture.page(
                """
                <a href="/day/2026-03-08.html">root</a>
                <a href="../../index.html">out</a> <a href="../day/../../x.html">out again</a>
                """)
        ])
        #expect(
            violations == [
                SiteViolation(file: "day/2026-03-09.html", line: 7, rule: .rootRelative, value: "/day/2026-03-08.html"),
                SiteViolation(file: "day/2026-03-09.html", line: 8, rule: .leavesSite, value: "../../index.html"),
                SiteViolation(file: "day/2026-03-09.html", line: 8, rule: .leavesSite, value: "../day/../../x.html"),
            ])
        #expect(
            violations.map(\.description).prefix(2) == [
                "day/2026-03-09.html:7: link \"/day/2026-03-08.html\" starts at the host's root (links are relative to their page, so the site works from file:// and any sub-path)",
                "day/2026-03-09.html:8: link \"../../index.html\" leads outside the site",
            ])
    }

    @Test("A #fragment must name an id of its page, in this page or another")
    func fragments() {
        let violations = Self.check([
            "search.html": CheckFixture.page(
                """
                <h1 id="top">Search</h1><a href="#top">top</a> <a href="#nowhere">nowhere</a> <a href="#">empty</a>
                <a href="index.html#main">home</a> <a href="index.html#gone">gone</a> <a href="search.html#top">self</a>
                <a href="assets/style.css#x">not a page: not checked</a>
                """)
        ])
        #expect(
            violations == [
                SiteViolation(file: "search.html", line: 7, rule: .missingFragment, value: "#nowhere"),
                SiteViolation(file: "search.html", line: 7, rule: .missingFragment, value: "#"),
                SiteViolation(file: "search.html", line: 8, rule: .missingFragment, value: "index.html#gone"),
            ])
        #expect(
            violations.first?.description == "search.html:7: link \"#nowhere\" points at no element with that id")
    }

    @Test("Schemes other than relative links: mailto:, tel:, javascript: and the rest")
    func schemes() {
        let violations = Self.check([
            "search.html": CheckFixture.page(
                """
                <a href="mailto:me@example.com">mail</a> <a href="tel:+911234">call</a>
                <a href="javascript:void(0)">do</a> <a href="JavaScript:alert(1)">shout</a>
                <a href="file:///etc/passwd">file</a> <a href="ftp://files.example/x">ftp</a>
                """)
        ])
        #expect(
            violations == [
                SiteViolation(file: "search.html", line: 7, rule: .forbiddenScheme, value: "mailto:me@example.com"),
                SiteViolation(file: "search.html", line: 7, rule: .forbiddenScheme, value: "tel:+911234"),
                SiteViolation(file: "search.html", line: 8, rule: .forbiddenScheme, value: "javascript:void(0)"),
                SiteViolation(file: "search.html", line: 8, rule: .forbiddenScheme, value: "JavaScript:alert(1)"),
                SiteViolation(file: "search.html", line: 9, rule: .forbiddenScheme, value: "file:///etc/passwd"),
                SiteViolation(file: "search.html", line: 9, rule: .forbiddenScheme, value: "ftp://files.example/x"),
            ])
        #expect(
            violations.first?.description
                == "search.html:7: link \"mailto:me@example.com\" uses a scheme the site cannot follow offline (links are relative; no mailto:, tel: or javascript:)"
        )
    }

    @Test("data: URIs only as an image's src")
    func dataURIs() {
        let long = "data:image/svg+xml;base64," + String(repeating: "A", count: 100)
        let violations = Self.check([
            "search.html": CheckFixture.page(
                """
                <img src="data:image/gif;base64,R0lGOD=" alt=""/> <img src="data:text/html,hi" alt=""/>
                <a href="data:image/png;base64,iVBO">download</a> <script src="data:text/javascript,1"></script>
                <div style="background: url(\(long))"></div>
                """)
        ])
        #expect(
            violations == [
                SiteViolation(file: "search.html", line: 7, rule: .dataURI, value: "data:text/html,hi"),
                SiteViolation(file: "search.html", line: 8, rule: .dataURI, value: "data:image/png;base64,iVBO"),
                SiteViolation(file: "search.html", line: 8, rule: .dataURI, value: "data:text/javascript,1"),
                SiteViolation(file: "search.html", line: 9, rule: .dataURI, value: long),
            ])
        #expect(
            violations.last?.description
                == "search.html:9: link \"data:image/svg+xml;base64,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…\" is a data: URI outside an image's src (only <img src=\"data:image/…\"> may use one)"
        )
    }

    @Test("Every attribute that links is checked: href, src, srcset, xlink:href, action, poster")
    func everyAttribute() {
        let violations = Self.check([
            "search.html": CheckFixture.page(
                """
                <img src="a.png" srcset="b.png 1x, assets/icon.svg 2x" alt=""/>
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
                <use xlink:href="#gone" fill="url(#nofill)"/><image href="c.png"/></svg>
                <form action="find.html"></form><video poster="d.png"></video>
                """)
        ])
        #expect(
            violations == [
                SiteViolation(file: "search.html", line: 7, rule: .missingFile, value: "a.png"),
                SiteViolation(file: "search.html", line: 7, rule: .missingFile, value: "b.png"),
                SiteViolation(file: "search.html", line: 9, rule: .missingFragment, value: "#nofill"),
                SiteViolation(file: "search.html", line: 9, rule: .missingFragment, value: "#gone"),
                SiteViolation(file: "search.html", line: 9, rule: .missingFile, value: "c.png"),
                SiteViolation(file: "search.html", line: 10, rule: .missingFile, value: "find.html"),
                SiteViolation(file: "search.html", line: 10, rule: .missingFile, value: "d.png"),
            ])
    }
}
