import Days
import Foundation

/// Parses the ISO 8601 instants an export holds: `Z` or a numeric offset, with or without
/// fractional seconds. A time without a zone is refused: it names no instant.
enum ISO8601Instant {
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    static func parse(_ text: String) -> Date? {
        if let date = parseAppForm(text) { return date }
        let trimmed = text.trimmingSpaces
        // The format style rolls impossible dates over (2026-02-30 → 2026-03-02); refuse them.
        guard trimmed.utf8.count >= 20, LocalDay(String(trimmed.prefix(10))) != nil,
            let date = try? style.parse(trimmed)
        else { return nil }
        return date
    }

    private static let appStyle = Date.ISO8601FormatStyle()

    /// The app's own form, `2026-03-08T02:45:00Z`, read directly: nearly every instant of a
    /// diary has it, and a ten-year diary has tens of thousands. Nil for anything else (the
    /// format style then decides), and for a field out of range.
    static func parseAppForm(_ text: String) -> Date? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Date? in
            guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                bytes[19] == UInt8(ascii: "Z")
            else { return nil }
            func number(_ start: Int, _ length: Int) -> Int? {
                var value = 0
                for index in start..<start + length {
                    let digit = Int(bytes[index]) - 0x30
                    guard (0...9).contains(digit) else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard let year = number(0, 4), (1900...2199).contains(year), let month = number(5, 2),
                let dayOfMonth = number(8, 2), let hour = number(11, 2), hour < 24, let minute = number(14, 2),
                minute < 60, let second = number(17, 2), second < 60,
                let day = LocalDay(year: year, month: month, day: dayOfMonth)
            else { return nil }
            let seconds = day.dayNumber * 86_400 + hour * 3_600 + minute * 60 + second
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        } ?? nil
    }

    /// The app's own form: UTC, `Z`, whole seconds (`2026-03-08T02:45:00Z`).
    static func format(_ date: Date) -> String {
        appStyle.format(date)
    }
}
