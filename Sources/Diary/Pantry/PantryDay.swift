import Days
import Foundation

/// How a date GRDB wrote (`2026-03-10 00:00:00.000`, UTC) becomes a local day.
///
/// pantrydates stores the day the person chose as an instant. A value at exactly midnight
/// UTC is a day on its own (the shape of the app's date-only values): its day is the date as
/// written, whatever the zone. Any other instant is an instant in the person's life: its day
/// is the day it falls on in the diary's zone (`2026-03-09 20:00:00.000` is 10 March in
/// India). At UTC both rules agree.
public enum PantryDay {
    /// The local day of `text`, or nil when it is not a GRDB date. Accepted: `YYYY-MM-DD`,
    /// then optionally ` HH:MM`, `:SS` and a fraction (a `T` may stand for the space).
    public static func day(ofText text: String, in zone: TimeZone) -> LocalDay? {
        guard let parsed = parse(text) else { return nil }
        return Self.day(of: parsed.0, secondsAfterMidnight: parsed.1, in: zone)
    }

    /// The local day of an instant given as seconds since 1970 (GRDB reads numbers so).
    public static func day(ofUnixSeconds seconds: Double, in zone: TimeZone) -> LocalDay? {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        let whole = seconds.rounded(.down)
        let day = LocalDay(dayNumber: Int((whole / 86_400).rounded(.down)))
        return Self.day(of: day, secondsAfterMidnight: seconds - Double(day.dayNumber) * 86_400, in: zone)
    }

    private static func day(of utcDay: LocalDay, secondsAfterMidnight: Double, in zone: TimeZone) -> LocalDay {
        if secondsAfterMidnight == 0 { return utcDay }
        let instant = Date(timeIntervalSince1970: Double(utcDay.dayNumber) * 86_400 + secondsAfterMidnight)
        let local = Double(utcDay.dayNumber) * 86_400 + secondsAfterMidnight + Double(zone.secondsFromGMT(for: instant))
        return LocalDay(dayNumber: Int((local / 86_400).rounded(.down)))
    }

    /// The UTC day and the seconds after its midnight.
    static func parse(_ text: String) -> (LocalDay, Double)? {
        let characters = Array(text.utf8)
        guard characters.count >= 10, let day = LocalDay(String(decoding: characters[0..<10], as: UTF8.self)) else {
            return nil
        }
        if characters.count == 10 { return (day, 0) }
        guard characters[10] == UInt8(ascii: " ") || characters[10] == UInt8(ascii: "T") else { return nil }
        let clock = String(decoding: characters[11...], as: UTF8.self)
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            let hour = Int(parts[0]), parts[0].count == 2, (0..<24).contains(hour),
            let minute = Int(parts[1]), parts[1].count == 2, (0..<60).contains(minute)
        else { return nil }
        var second = 0.0
        if parts.count == 3 {
            let text = parts[2]
            guard text.count >= 2, text.prefix(2).allSatisfy(\.isASCII), let whole = Int(text.prefix(2)),
                (0..<60).contains(whole)
            else { return nil }
            let fraction = text.dropFirst(2)
            if !fraction.isEmpty {
                guard fraction.first == ".", fraction.count > 1, fraction.dropFirst().allSatisfy(\.isWholeNumber),
                    let value = Double("0" + fraction)
                else { return nil }
                second = Double(whole) + value
            } else {
                second = Double(whole)
            }
        }
        return (day, Double(hour * 3600 + minute * 60) + second)
    }
}
