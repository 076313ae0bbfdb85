/// The sentence shared by the heatmaps.
enum HeatmapWording {
    /// "142 entries on 98 of 365 days[ in March 2026]; the most in one day was 6, on 8 Mar
    /// 2026[ and 2 other days]."
    static func sentence(days: [DayCount], noun: Noun, period: String?, emptyMessage: String) -> String {
        let total = days.reduce(0) { $0 + $1.count }
        guard total > 0, let top = days.map(\.count).max() else { return Wording.sentence(emptyMessage) }
        let active = days.filter { $0.count > 0 }.count
        let busiest = days.filter { $0.count == top }
        var text = "\(noun.counted(total)) on \(Wording.number(active)) of \(Wording.number(days.count)) "
        text += days.count == 1 ? "day" : "days"
        if let period { text += " \(period)" }
        text += "; the most in one day was \(Wording.number(top)), on \(busiest[0].date.shortText)"
        if busiest.count > 1 {
            let others = busiest.count - 1
            text += " and \(Wording.number(others)) other \(others == 1 ? "day" : "days")"
        }
        return text + "."
    }
}
