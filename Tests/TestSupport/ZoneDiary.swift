import Diary
import Foundation

/// Builds export text for a diary kept in a given zone, the way the phone would have stored
/// it: `date` is the start of the local day (Foundation's calendar in that zone) and
/// `createdAt` the local clock time on that day.
public enum ZoneDiary {
    /// Export JSON for meals at local `"YYYY-MM-DD HH:MM"` times in `zone`.
    public static func exportJSON(zone identifier: String, meals: [String]) -> String {
        let records = self.records(zone: identifier, meals: meals)
        let objects = records.map { record in
            """
            {"id": "\(record.id.uuidString)", "date": "\(iso(record.date))", "createdAt": "\(iso(record.createdAt))", \
            "rawInput": "meal", "inputType": "text", "processedDescription": "meal", "mediaURL": null, \
            "category": null, "updatedAt": null}
            """
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }

    /// The records for meals at local `"YYYY-MM-DD HH:MM"` times in `zone`.
    public static func records(zone identifier: String, meals: [String]) -> [EntryRecord] {
        guard let zone = TimeZone(identifier: identifier) else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return meals.enumerated().compactMap { index, meal in
            let parts = meal.split(separator: " ")
            guard parts.count == 2, let day = LocalDay(String(parts[0])) else { return nil }
            let clock = parts[1].split(separator: ":").compactMap { Int($0) }
            guard clock.count == 2,
                let midnight = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)),
                let createdAt = calendar.date(
                    from: DateComponents(
                        year: day.year, month: day.month, day: day.day, hour: clock[0], minute: clock[1]))
            else { return nil }
            let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index + 1)) ?? UUID()
            return EntryRecord(
                id: id, date: calendar.startOfDay(for: midnight), createdAt: createdAt, rawInput: "meal",
                inputType: .text,
                processedDescription: "meal")
        }
    }

    private static func iso(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }
}
