import Foundation
import Testing

/// A diary kept in one zone: the local meal times it was written with are, by construction,
/// the days and clock times every reading must give back.
public struct ZoneCase: Sendable, CustomTestStringConvertible {
    public var zone: String
    public var meals: [String]
    /// What inference reports, e.g. `inferred: -08:00, -07:00`.
    public var inferred: String
    /// Whether inference must warn that two offsets fit (New Zealand summer, Hawaii…).
    public var ambiguous: Bool
    /// The warnings inference gives, whole: one for each offset that a second offset fits too.
    public var inferredWarnings: [String] = []

    public var testDescription: String { zone }

    /// Diaries kept in the zones the readers must get right by inference and with --timezone.
    public static let all: [ZoneCase] = [
        ZoneCase(
            zone: "Asia/Kolkata",
            meals: [
                "2026-03-08 00:30", "2026-03-08 08:15", "2026-03-08 23:45", "2026-03-09 05:29", "2026-12-31 23:59",
            ],
            inferred: "inferred: +05:30", ambiguous: false),
        ZoneCase(
            zone: "Asia/Kathmandu",
            meals: ["2026-01-01 00:00", "2026-01-01 05:44", "2026-01-01 18:15", "2026-07-04 23:50"],
            inferred: "inferred: +05:45", ambiguous: false),
        ZoneCase(
            zone: "Pacific/Auckland",
            meals: [
                "2026-01-10 00:15", "2026-01-10 12:00", "2026-01-10 23:50", "2026-02-14 19:30", "2026-07-01 08:00",
            ],
            inferred: "inferred: +12:00, +13:00", ambiguous: true,
            inferredWarnings: [
                "4 entries' dates fit two UTC offsets, +13:00 and -11:00, which put the same clock time on different days; read as +13:00 — pass --timezone if the diary was kept at -11:00",
                "1 entry's date fits two UTC offsets, +12:00 and -12:00, which put the same clock time on different days; read as +12:00 — pass --timezone if the diary was kept at -12:00",
            ]),
        // Spring forward on 8 March (02:00 → 03:00) and fall back on 1 November (02:00 → 01:00).
        ZoneCase(
            zone: "America/Los_Angeles",
            meals: [
                "2026-03-07 23:30", "2026-03-08 00:30", "2026-03-08 01:59", "2026-03-08 03:00", "2026-03-08 13:00",
                "2026-03-08 23:30", "2026-03-09 08:00", "2026-10-31 22:00", "2026-11-01 00:30", "2026-11-01 12:00",
                "2026-11-01 23:30", "2026-11-02 07:00",
            ],
            inferred: "inferred: -08:00, -07:00", ambiguous: false),
        // Spring forward on 29 March at 01:00 GMT.
        ZoneCase(
            zone: "Europe/London",
            meals: [
                "2026-03-28 23:30", "2026-03-29 00:30", "2026-03-29 02:30", "2026-03-29 12:00", "2026-03-30 07:45",
            ],
            inferred: "inferred: +00:00, +01:00", ambiguous: false),
    ]
}
