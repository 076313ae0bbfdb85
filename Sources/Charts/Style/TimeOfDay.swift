import Words

/// The four bands of the day used to colour the meal-timing chart, as in the app: morning
/// orange, afternoon green, evening yellow, night indigo.
public enum TimeOfDay: String, Sendable, CaseIterable {
    /// 05:00–11:59.
    case morning
    /// 12:00–16:59.
    case afternoon
    /// 17:00–20:59.
    case evening
    /// 21:00–04:59.
    case night

    /// The band that contains `hour` (0–23; other values wrap around the clock).
    public init(hour: Int) {
        let hour = ((hour % 24) + 24) % 24
        switch hour {
        case 5...11: self = .morning
        case 12...16: self = .afternoon
        case 17...20: self = .evening
        default: self = .night
        }
    }

    /// The band's name with a capital, e.g. "Morning".
    public func name(_ words: Catalog) -> String {
        switch self {
        case .morning: words(.timeOfDayMorning)
        case .afternoon: words(.timeOfDayAfternoon)
        case .evening: words(.timeOfDayEvening)
        case .night: words(.timeOfDayNight)
        }
    }

    /// The band's hours, e.g. "05:00–11:59".
    public var hours: String {
        switch self {
        case .morning: "05:00–11:59"
        case .afternoon: "12:00–16:59"
        case .evening: "17:00–20:59"
        case .night: "21:00–04:59"
        }
    }

    /// The band's colour, readable on the dark background.
    public var color: RGBColor {
        switch self {
        case .morning: RGBColor("morning", red: 0xFF, green: 0x9F, blue: 0x43)
        case .afternoon: RGBColor("afternoon", red: 0x4C, green: 0xD9, blue: 0x7B)
        case .evening: RGBColor("evening", red: 0xF9, green: 0xE1, blue: 0x54)
        case .night: RGBColor("night", red: 0x8C, green: 0x9E, blue: 0xFF)
        }
    }
}
