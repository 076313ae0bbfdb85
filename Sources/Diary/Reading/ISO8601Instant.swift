import Days
import Foundation

/// Parses the ISO 8601 instants an export holds: `Z` or a numeric offset, with or without
/// fractional seconds. A time without a zone is refused: it names no instant.
enum ISO8601Instant {
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingSpaces
        // The format style rolls impossible dates over (2026-02-30 → 2026-03-02); refuse them.
        guard trimmed.utf8.count >= 20, LocalDay(String(trimmed.prefix(10))) != nil,
            let date = try? style.parse(trimmed)
        else { return nil }
        return date
    }

    private static let appStyle = Date.ISO8601FormatStyle()

    /// The app's own form: UTC, `Z`, whole seconds (`2026-03-08T02:45:00Z`).
    static func format(_ date: Date) -> String {
        appStyle.format(date)
    }
}
