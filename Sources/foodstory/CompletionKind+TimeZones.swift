import ArgumentParser
import Foundation

extension CompletionKind {
    /// The IANA time zones this system knows, for completing `--timezone`: Foundation's known
    /// identifiers, and the current names of the system's zone table (`zone.tab`), which ICU's
    /// list lacks where a zone was renamed (it has `Asia/Calcutta` but not `Asia/Kolkata`).
    /// Only a completion script and the help dump show it; the parser builds its options'
    /// definitions on every run, and the list (ICU's zones and the table) cost a tenth of a
    /// rebuild that finds nothing changed, so other runs get no list.
    static var timeZones: CompletionKind {
        let shown = CommandLine.arguments.contains {
            $0.hasPrefix("--generate-completion-script") || $0 == "--experimental-dump-help"
        }
        guard shown else { return .default }
        let table = (try? String(contentsOfFile: "/usr/share/zoneinfo/zone.tab", encoding: .utf8)) ?? ""
        let tabled = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            line.split(separator: "\t").dropFirst(2).first.map(String.init)
        }
        let names = Set(TimeZone.knownTimeZoneIdentifiers + tabled)
        return .list(names.sorted())
    }
}
