/// Locale-independent English wording shared by the chart sentences, tooltips and tables.
public enum Wording {
    /// `value` with a comma between groups of three digits: "7", "1,234", "-12,000".
    public static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// The whole percentage that `part` is of `total`, rounded half away from zero; 0 when
    /// `total` is not positive.
    public static func percent(_ part: Int, of total: Int) -> Int {
        guard total > 0 else { return 0 }
        return Int((Double(part) * 100 / Double(total)).rounded())
    }

    /// The percentage as shown to people: "40%", or "<1%" and ">99%" where rounding would
    /// claim 0% of something that is there or 100% of something that is not whole.
    public static func percentText(_ part: Int, of total: Int) -> String {
        let value = percent(part, of: total)
        if part > 0, value == 0 { return "<1%" }
        if part < total, value == 100 { return ">99%" }
        return "\(value)%"
    }

    /// The items joined as an English list: "A", "A and B", "A, B and C".
    public static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
        }
    }

    /// `text` with its first character upper-cased: "breakfast" → "Breakfast".
    public static func capitalizedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// `text` with its first character lower-cased: "This week" → "this week".
    public static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// `value` with at most one decimal place: "1.4", "2".
    public static func decimal(_ value: Double) -> String {
        SVGNumber.format(value, places: 1)
    }
}

extension Wording {
    /// `text` trimmed and ending with a full stop unless it already ends with `.`, `!` or `?`.
    public static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        guard let last = trimmed.last else { return trimmed }
        return ".!?".contains(last) ? trimmed : trimmed + "."
    }

    /// Up to three names joined as a list, or "`count` different `noun`" for more:
    /// used where several items tie for the top.
    static func tiedNames(_ names: [String], noun: Noun) -> String {
        names.count <= 3 ? list(names) : "\(number(names.count)) different \(noun.plural)"
    }
}
