import Foundation
import TestSupport
import Testing

/// A public build with a hidden food that goals name and that tops the months compared: the goals
/// are withheld with a warning each, and the comparisons count only what the public view shows.
@Suite("A public build withholds goals of a hidden food and compares what it shows", .serialized)
struct PublicGoalTests {
    /// Entries as `(day, food, category)`, at 08:30 in India; whisky is hidden.
    static let rows: [(String, String, String)] = [
        ("2024-12-31", "toast", "breakfast"), ("2025-02-27", "toast", "breakfast"),
        ("2025-03-03", "whisky", "beverage"), ("2025-03-04", "whisky", "beverage"),
        ("2025-03-05", "coffee", "breakfast"), ("2026-02-02", "whisky", "beverage"),
        ("2026-02-03", "toast", "breakfast"), ("2026-03-02", "whisky", "beverage"),
        ("2026-03-03", "whisky", "beverage"), ("2026-03-04", "coffee", "breakfast"),
        ("2026-03-05", "poha", "breakfast"),
    ]

    static var json: String {
        let entries = rows.enumerated().map { index, row in
            let day = ISO8601DateFormatter().date(from: row.0 + "T03:00:00Z") ?? Date()
            let date = ISO8601DateFormatter().string(from: day.addingTimeInterval(-86_400 + 55_800))
            return """
                {"id": "55555555-0000-4000-8000-\(String(format: "%012d", index + 1))", "date": "\(date)",
                 "createdAt": "\(row.0)T03:00:00Z", "rawInput": "\(row.1)", "inputType": "text",
                 "processedDescription": "\(row.1)", "mediaURL": null, "category": "\(row.2)", "updatedAt": null}
                """
        }
        return "[" + entries.joined(separator: ",\n") + "]"
    }

    static let config = """
        [public]
        hide = ["whisky"]

        [[goals]]
        food = "whisky"
        at-most = 1
        [[goals]]
        name = "No whisky on weekdays"
        category = "breakfast"
        days = 5
        [[goals]]
        food = "caviar"
        at-least = 1
        [[goals]]
        category = "breakfast"
        days = 1

        """

    /// The rows a public build shows from `start` through `end` (days as written).
    static func shown(_ start: String, _ end: String) -> [(String, String, String)] {
        rows.filter { $0.0 >= start && $0.0 <= end && $0.1 != "whisky" }
    }

    /// The month's table of "Then and now" as the public rows give it: March 2026 so far
    /// (1–5), against 1–5 February 2026 and 1–5 March 2025.
    static func expectedTable() -> String {
        let sides = [("2026-03-01", "2026-03-05"), ("2026-02-01", "2026-02-05"), ("2025-03-01", "2025-03-05")]
        let firsts = Dictionary(shown("0000", "9999").map { ($0.1, $0.0) }, uniquingKeysWith: min)
        func row(_ label: String, _ value: (String, String) -> Int) -> String {
            "<tr><th scope=\"row\">\(label)</th>" + sides.map { "<td>\(value($0.0, $0.1))</td>" }.joined() + "</tr>"
        }
        var rows = [
            row("Entries") { shown($0, $1).count }, row("Days logged") { Set(shown($0, $1).map(\.0)).count },
            row("Different foods") { Set(shown($0, $1).map(\.1)).count },
            row("New foods") { start, end in firsts.values.count { $0 >= start && $0 <= end } },
            row("Breakfast") { shown($0, $1).count { $0.2 == "breakfast" } },
        ]
        // The month's own foods, most first then by name, beside their entries on the baselines' days.
        let current = shown("2026-03-01", "2026-03-05").map(\.1)
        for food in Set(current).sorted(by: { (current.count(of: $0), $1) > (current.count(of: $1), $0) }) {
            rows.append(row(food.capitalized) { start, end in shown(start, end).count { $0.1 == food } })
        }
        return "<tbody>\n" + rows.joined(separator: "\n") + "\n</tbody>"
    }

    @Test(
        "The goals of the hidden food are withheld with a warning each, numbered as written; no file names it; the comparisons count what is shown"
    )
    func build() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.json, to: "diary.json")
        let config = try folder.write(Self.config, to: "foodstory.toml")
        let out = folder.url.appendingPathComponent("site")
        let run = try FoodStoryBinary.run([
            "build", "--input", input, "--config", config, "--timezone", "Asia/Kolkata", "--as-of", "2026-03-05",
            "--out", out.path, "--public", "--cache-dir", folder.path("cache"),
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.split(separator: "\n").map(String.init) == [
                "foodstory: warning: goal 1 is withheld from the public view: it names \"whisky\", which [public] hide hides",
                "foodstory: warning: goal 2 (\"No whisky on weekdays\") is withheld from the public view: it names \"No whisky on weekdays\", which [public] hide hides",
                "foodstory: warning: goal 3: the diary never had the food \"caviar\"",
            ])
        let site = try FolderFiles.of(out)
        #expect(
            site.keys.filter { $0.hasPrefix("goal/") }.sorted() == [
                "goal/breakfast-1-days.html", "goal/caviar-at-least-1.html",
            ])
        for word in ["whisky", "Whisky", "WHISKY"] {
            #expect(site.filter { $0.value.range(of: Data(word.utf8)) != nil }.keys.sorted() == [], "\(word)")
        }
        let text = { (path: String) in String(decoding: site[path] ?? Data(), as: UTF8.self) }
        // The month against the same days of February and of March 2025, counting what is shown.
        let month = text("month/2026-03.html")
        let table = month.range(of: "<table class=\"then-now\">").flatMap { then in
            month.range(of: "<tbody>", range: then.upperBound..<month.endIndex).flatMap { start in
                month.range(of: "</tbody>", range: start.upperBound..<month.endIndex).map {
                    String(month[start.lowerBound..<$0.upperBound])
                }
            }
        }
        #expect(table == Self.expectedTable())
        // The year so far against the same dates of 2025, on its page and its card.
        let (now, before) = (Self.shown("2026-01-01", "2026-03-05").count, Self.shown("2025-01-01", "2025-03-05").count)
        #expect((now, before) == (3, 2))
        #expect(
            text("year/2026.html").contains(
                "<p>\(now) entries so far in 2026, \(now - before) more than on the same dates of 2025.</p>"))
        #expect(
            text("cards/2026.svg").contains(
                ">\(now) entries, \(now - before) more than on the same dates of 2025.</text>"))
    }
}

extension Array where Element: Equatable {
    /// How many elements equal `element`.
    fileprivate func count(of element: Element) -> Int { self.count { $0 == element } }
}
