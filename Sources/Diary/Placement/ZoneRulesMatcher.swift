import Foundation

/// Finds a time zone whose rules give exactly the inferred offset at every local midnight of
/// a diary. When one exists, its rules also give the offset of each meal, which differs from
/// the midnight's on the day of a daylight-saving change.
enum ZoneRulesMatcher {
    /// The first zone (in identifier order) that matches every midnight, or nil (a diary
    /// kept while travelling, or an empty one).
    static func zone(matching midnights: [Int: UTCOffset]) -> TimeZone? {
        guard !midnights.isEmpty else { return nil }
        let samples = midnights.sorted { $0.key < $1.key }
        // Try the points where the offset changes first: they rule most zones out at once.
        var probes: [(Int, UTCOffset)] = [samples[0]]
        for index in 1..<samples.count where samples[index].value != samples[index - 1].value {
            probes.append(samples[index])
            probes.append(samples[index - 1])
        }
        probes.append(samples[samples.count - 1])
        for identifier in TimeZone.knownTimeZoneIdentifiers.sorted() {
            guard let zone = TimeZone(identifier: identifier) else { continue }
            func fits(_ sample: (Int, UTCOffset)) -> Bool {
                zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(sample.0))) == sample.1.seconds
            }
            if probes.allSatisfy(fits), samples.allSatisfy(fits) { return zone }
        }
        return nil
    }
}
