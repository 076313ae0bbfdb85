import Diary

/// How Insights writes days and numbers in English text, the same on every machine (no
/// locale is consulted).
enum LocalDayText {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]

    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// `8 March`.
    static func dayAndMonth(_ day: LocalDay) -> String {
        "\(day.day) \(monthNames[day.month - 1])"
    }

    /// Zero-padded decimal.
    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
