import ArgumentParser
import Foundation

extension CompletionKind {
    /// The IANA time zones this system knows, for completing `--timezone`: Foundation's known
    /// identifiers, and the current names of the system's zone table (`zone.tab`), which ICU's
    /// list lacks where a zone was renamed (it has `Asia/Calcutta` but not `Asia/Kolkata`).
    static var timeZones: CompletionKind {
        let table = (try? String(contentsOfFile: "/usr/share/zoneinfo/zone.tab", encoding: .utf8)) ?? ""
        let tabled = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            line.split(separator: "\t").dropFirst(2).first.map(String.init)
        }
        let names = Set(TimeZone.knownTimeZoneIdentifiers + tabled.filter { TimeZone(identifier: $0) != nil })
        return .list(names.sorted())
    }
}
