import Foundation
import Testing

@testable import Diary

@Suite("Reading instants")
struct InstantParsingTests {
    static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    @Test("The app's own form is read directly to the same instant the format style gives")
    func appFormMatchesTheFormatStyle() throws {
        var generator = SystemRandomNumberGenerator()
        var texts = [
            "1900-01-01T00:00:00Z", "1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "2000-02-29T12:00:00Z",
            "2024-02-29T23:59:59Z", "2026-03-08T02:45:00Z", "2100-02-28T18:30:00Z", "2199-12-31T23:59:59Z",
        ]
        for _ in 0..<2_000 {
            let seconds = Int.random(in: -2_208_988_800..<7_258_118_400, using: &generator)
            texts.append(ISO8601Instant.format(Date(timeIntervalSince1970: TimeInterval(seconds))))
        }
        for text in texts {
            let direct = try #require(ISO8601Instant.parseAppForm(text), "\(text)")
            #expect(direct == (try Self.style.parse(text)), "\(text)")
            #expect(ISO8601Instant.parse(text) == direct)
        }
    }

    @Test("Anything else is left to the format style, or refused")
    func otherFormsFallBack() {
        for text in [
            "2026-03-08T02:45:00.500Z", "2026-03-08T08:15:00+05:30", " 2026-03-08T02:45:00Z", "2026-03-08 02:45:00Z",
            "2026-02-30T02:45:00Z", "2026-03-08T24:00:00Z", "2026-03-08T02:60:00Z", "2026-03-08T02:45:60Z",
            "2026-13-08T02:45:00Z", "1899-12-31T23:59:59Z", "2200-01-01T00:00:00Z", "2026-03-08T02:45:0xZ",
            "２026-03-08T02:45:00Z", "",
        ] {
            #expect(ISO8601Instant.parseAppForm(text) == nil, "\(text)")
        }
        #expect(
            ISO8601Instant.parse("2026-03-08T08:15:00+05:30") == Date(timeIntervalSince1970: 1_772_937_900))
        #expect(
            ISO8601Instant.parse("2026-03-08T02:45:00.500Z") == Date(timeIntervalSince1970: 1_772_937_900.5))
        #expect(ISO8601Instant.parse("2026-02-30T02:45:00Z") == nil)
    }
}
