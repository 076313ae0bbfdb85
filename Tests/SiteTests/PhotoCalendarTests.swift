import Diary
import Foundation
import Support
import TestSupport
import Testing

@testable import Site

/// The month's photo calendar and the year's mosaic, for a month made by hand.
@Suite("Photo calendar")
struct PhotoCalendarTests {
    /// March 2026 (it starts on a Sunday): a photo and a typed entry on the 2nd, two typed
    /// entries on the 3rd, four photos on the 8th, and on the 20th a photo that is missing.
    static let entries = [
        BuildPhotoTests.entry(1, "thali", photo: "a.jpg", day: 2, hour: 3),
        BuildPhotoTests.entry(2, "chai", photo: nil, day: 2, hour: 4),
        BuildPhotoTests.entry(3, "idli", photo: nil, day: 3, hour: 3),
        BuildPhotoTests.entry(4, "dosa", photo: nil, day: 3, hour: 5),
        BuildPhotoTests.entry(5, "poha", photo: "b.jpg", day: 8, hour: 2),
        BuildPhotoTests.entry(6, "upma", photo: "c.jpg", day: 8, hour: 3),
        BuildPhotoTests.entry(7, "vada", photo: "d.jpg", day: 8, hour: 4),
        BuildPhotoTests.entry(8, "kheer", photo: "e.jpg", day: 8, hour: 5),
        BuildPhotoTests.entry(9, "lassi", photo: "gone.jpg", day: 20, hour: 3),
    ]

    /// A photo of one colour, 320×240.
    static func photo(_ red: UInt8) -> [UInt8] {
        TestPicture(width: 320, height: 240) { _, _ in (red, 120, 60) }.encoded(".jpg[Q=90]")
    }

    /// The part of `page` from the first `start` to the end of the first `end` after it.
    static func section(_ page: String, from start: String, to end: String) -> String {
        guard let from = page.range(of: start), let to = page.range(of: end, range: from.upperBound..<page.endIndex)
        else { return "" }
        return String(page[from.lowerBound..<to.upperBound])
    }

    @Test("The month's calendar shows each day's first photos, or its count of entries, linking to the day")
    func calendar() async throws {
        let photos = [
            "a.jpg": Self.photo(200), "b.jpg": Self.photo(150), "c.jpg": Self.photo(100),
            "d.jpg": Self.photo(50), "e.jpg": Self.photo(0),
        ]
        let built = try await BuildPhotoTests.build(Self.entries, media: photos)
        // The pictures are named by the hash of their bytes.
        let name = { (file: String) -> String in
            ContentHash(of: photos[file] ?? []).hex
        }
        let (a, b, c, d) = (name("a.jpg"), name("b.jpg"), name("c.jpg"), name("d.jpg"))
        let thumbnail = { (content: String, alt: String) in
            #"<img src="../media/\#(content)-240.webp" srcset="../media/\#(content)-240.webp 240w, ../media/\#(content)-320.webp 320w" sizes="(max-width: 36rem) 14vw, 9rem" width="240" height="180" alt="\#(alt)" loading="lazy" decoding="async"/>"#
        }
        let outside = #"<td class="pc-outside"></td>"#
        let empty = { (date: String, number: Int) in
            #"<td><span class="pc-day"><span class="pc-number"><span class="visually-hidden">\#(date) \#(number) March</span><span aria-hidden="true">\#(number)</span></span></span></td>"#
        }
        let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let emptyWeek = { (first: Int) in (0..<7).map { empty(weekdays[$0], first + $0) }.joined() }
        let expected = """
            <table class="photo-calendar">
            <caption>March 2026 in photos: 5 photos on 2 days</caption>
            <thead><tr>\(weekdays.map { #"<th scope="col"><abbr title="\#($0)">\#($0.prefix(3))</abbr></th>"# }.joined())</tr></thead>
            <tbody>
            <tr>\(String(repeating: outside, count: 6))\(empty("Sunday", 1))</tr>
            <tr><td><a class="pc-day" href="../day/2026-03-02.html"><span class="pc-number"><span class="visually-hidden">Monday 2 March</span><span aria-hidden="true">2</span></span><span class="pc-photos">\(thumbnail(a, "thali"))</span></a></td>\
            <td><a class="pc-day" href="../day/2026-03-03.html"><span class="pc-number"><span class="visually-hidden">Tuesday 3 March</span><span aria-hidden="true">3</span></span><span class="pc-count">2 entries</span></a></td>\
            \((4...7).map { empty(weekdays[$0 - 2], $0) }.joined())\
            <td><a class="pc-day" href="../day/2026-03-08.html"><span class="pc-number"><span class="visually-hidden">Sunday 8 March</span><span aria-hidden="true">8</span></span><span class="pc-photos">\(thumbnail(b, "poha"))\(thumbnail(c, "upma"))\(thumbnail(d, "vada"))</span><span class="pc-more">+1<span class="visually-hidden"> more photos</span></span><span class="pc-badge">4<span class="visually-hidden"> photos</span></span></a></td></tr>
            <tr>\(emptyWeek(9))</tr>
            <tr>\((16...19).map { empty(weekdays[$0 - 16], $0) }.joined())\
            <td><a class="pc-day" href="../day/2026-03-20.html"><span class="pc-number"><span class="visually-hidden">Friday 20 March</span><span aria-hidden="true">20</span></span><span class="pc-count">1 entry</span></a></td>\
            \(empty("Saturday", 21))\(empty("Sunday", 22))</tr>
            <tr>\(emptyWeek(23))</tr>
            <tr>\(empty("Monday", 30))\(empty("Tuesday", 31))\(String(repeating: outside, count: 5))</tr>
            </tbody>
            </table>
            """
        let month = built.page("month/2026-03.html")
        #expect(Self.section(month, from: #"<table class="photo-calendar">"#, to: "</table>") == expected)
        let mosaic = """
            <div class="photo-mosaic">
            <p class="pm-caption">2026 in photos: 5 photos on 2 days</p>
            <h3 class="pm-month"><a href="../month/2026-03.html">March</a></h3>
            <ul class="pm-days"><li><a href="../day/2026-03-02.html"><img src="../media/\(a)-240.webp" width="240" height="180" alt="Monday 2 March, 1 photo: thali" loading="lazy" decoding="async"/></a></li>\
            <li><a href="../day/2026-03-08.html"><img src="../media/\(b)-240.webp" width="240" height="180" alt="Sunday 8 March, 4 photos: poha" loading="lazy" decoding="async"/></a></li></ul>
            </div>
            """
        let year = built.page("year/2026.html")
        #expect(Self.section(year, from: #"<div class="photo-mosaic">"#, to: "</div>") == mosaic)
    }

    @Test("Only the pages that show a photo link the photos' style sheet")
    func photoStylesheet() async throws {
        let sheets = { (page: String) in
            page.matches(of: /<link rel="stylesheet" href="([^"]+)"/).map { String($0.output.1) }
        }
        let withPhotos = ["../assets/style.css", "../assets/photos.css", "../assets/print.css"]
        let plain = ["../assets/style.css", "../assets/print.css"]
        let built = try await BuildPhotoTests.build(Self.entries, media: ["a.jpg": Self.photo(200)])
        #expect(sheets(built.page("day/2026-03-02.html")) == withPhotos)
        #expect(sheets(built.page("day/2026-03-03.html")) == plain)
        #expect(sheets(built.page("month/2026-03.html")) == withPhotos)
        #expect(sheets(built.page("year/2026.html")) == withPhotos)
        #expect(sheets(built.page("week/2026-W10.html")) == plain)
        let typed = try await BuildPhotoTests.build(Array(Self.entries.suffix(1)), media: [:])
        #expect(sheets(typed.page("month/2026-03.html")) == plain)
        #expect(sheets(typed.page("year/2026.html")) == plain)
    }

    @Test("A month or a year without a photo the site shows has no photo section")
    func withoutPhotos() async throws {
        // The photo of the 20th is missing: its month and year pages are, byte for byte, those
        // of the same entry typed; with the photo there, they are not.
        let lassi = { (photo: String?) in BuildPhotoTests.entry(9, "lassi", photo: photo, day: 20, hour: 3) }
        let missing = try await BuildPhotoTests.build([lassi("gone.jpg")], media: [:])
        let typed = try await BuildPhotoTests.build([lassi(nil)], media: [:])
        let shown = try await BuildPhotoTests.build([lassi("gone.jpg")], media: ["gone.jpg": Self.photo(90)])
        for path in ["month/2026-03.html", "year/2026.html"] {
            #expect(missing.page(path) == typed.page(path), "\(path)")
            #expect(shown.page(path) != typed.page(path), "\(path)")
        }
    }
}
