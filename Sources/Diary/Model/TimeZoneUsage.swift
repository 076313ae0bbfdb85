/// How the entries of a diary were put on their local days.
public enum TimeZoneUsage: Hashable, Sendable, CustomStringConvertible {
    /// An explicit IANA zone (`--timezone`) placed every entry.
    case explicit(identifier: String)
    /// Each entry's offset was inferred from its `date`; the offsets used, with how many
    /// entries each placed. `zoneRules` names a zone whose rules match every inferred
    /// midnight, used for clock times across daylight-saving changes; nil when none does.
    case inferred(offsets: [UTCOffset: Int], zoneRules: String?)

    /// What the summary and `check --json` call it: `Asia/Kolkata`, `inferred: +05:30`,
    /// `inferred: -08:00, -07:00`.
    public var description: String {
        switch self {
        case .explicit(let identifier):
            return identifier
        case .inferred(let offsets, _):
            if offsets.isEmpty { return "inferred: none (no entries)" }
            return "inferred: " + offsets.keys.sorted().map(\.description).joined(separator: ", ")
        }
    }
}
