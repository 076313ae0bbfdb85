import Foundation

/// Which UTC offsets make an instant a local midnight.
///
/// Offsets in use run from UTC−12 to UTC+14 in steps of 15 minutes. That range is 26 hours
/// wide, so an instant at 10:00–12:00 UTC is midnight at two offsets 24 hours apart; the
/// side where people live comes first: −10 (Hawaii) over +14, then the western Pacific
/// (+13 New Zealand summer, Samoa, Tonga; +12; Chatham's +12:45 and +13:45) over −11 and −12.
enum OffsetInference {
    static let earliest = -12 * 3600
    static let latest = 14 * 3600

    /// The offsets at which `instant` is a local midnight, preferred first; empty when the
    /// instant is not on a quarter hour (not a midnight anywhere).
    static func candidates(for instant: Date) -> [UTCOffset] {
        let seconds = instant.timeIntervalSince1970
        guard seconds == seconds.rounded(.down), abs(seconds) < 1e12 else { return [] }
        let whole = Int(seconds)
        var intoDay = whole % 86_400
        if intoDay < 0 { intoDay += 86_400 }
        guard intoDay % 900 == 0 else { return [] }
        // midnight + offset ≡ 0 (mod one day)
        let east = (86_400 - intoDay) % 86_400
        let west = east - 86_400
        var result: [Int] = []
        if east <= latest { result.append(east) }
        if west >= earliest { result.append(west) }
        if result.count == 2, east == latest { result.reverse() }
        return result.map(UTCOffset.init(seconds:))
    }
}
