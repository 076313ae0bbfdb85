import Days
import Foundation

extension Diary {
    /// The zone the diary's days are in: the explicit zone, or the zone whose rules matched
    /// every inferred midnight; nil when entries were placed by offsets alone.
    public var zone: TimeZone? {
        switch timeZone {
        case .explicit(let identifier): TimeZone(identifier: identifier)
        case .inferred(_, let rules): rules.flatMap(TimeZone.init(identifier:))
        }
    }

    /// The day it is at `now` where the diary is kept: in its zone, else at the offset of its
    /// latest entry, else in UTC. The clock is passed in; the library never reads it.
    public func today(now: Date) -> LocalDay {
        let offset = zone?.secondsFromGMT(for: now) ?? entries.last?.offset.seconds ?? 0
        return DayPlacer.localSeconds(now, offset).day
    }
}

extension LocalDay {
    /// The day `instant` falls on in `zone`.
    public init(containing instant: Date, in zone: TimeZone) {
        self = DayPlacer.localSeconds(instant, zone.secondsFromGMT(for: instant)).day
    }
}
