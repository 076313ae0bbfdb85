import Foundation
import TestSupport
import Testing

@Suite("foodstory check")
struct CheckCommandTests {
    @Test("--json on the fixture prints the whole documented report")
    func jsonReport() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Fixtures.exportJSON, to: "FoodLogger-Export-2026-03-09.json")
        let result = try FoodStoryBinary.run(["check", "--input", path, "--json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                {
                  "categories" : {
                    "beverage" : 0,
                    "breakfast" : 1,
                    "dessert" : 1,
                    "dinner" : 0,
                    "lunch" : 1,
                    "snack" : 0,
                    "uncategorized" : 1
                  },
                  "days" : {
                    "2026-03-08" : 3,
                    "2026-03-09" : 1
                  },
                  "daysWithEntries" : 2,
                  "diaryLanguage" : "en",
                  "edited" : 1,
                  "entries" : 4,
                  "firstDay" : "2026-03-08",
                  "input" : "\(path)",
                  "inputKind" : "json",
                  "inputTypes" : {
                    "image" : 1,
                    "text" : 2,
                    "voice" : 1
                  },
                  "lastDay" : "2026-03-09",
                  "locale" : "en",
                  "offsets" : {
                    "+05:30" : 4
                  },
                  "skipped" : [

                  ],
                  "timeZone" : "inferred: +05:30",
                  "warnings" : [

                  ],
                  "withPhoto" : 1
                }

                """)
    }

    @Test("The time zone is reported by the IANA name given (UTC stays UTC), in the report and in the build's summary")
    func zoneAsGiven() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Fixtures.exportJSON, to: "diary.json")
        let json = try FoodStoryBinary.run(["check", "--input", path, "--timezone", "UTC", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(report["timeZone"] as? String == "UTC")
        let text = try FoodStoryBinary.run(["check", "--input", path, "--timezone", "UTC"])
        #expect(text.stdout.split(separator: "\n").filter { $0.hasPrefix("Time zone:") } == ["Time zone: UTC"])
        let build = try FoodStoryBinary.run(
            ["build", "--input", path, "--timezone", "UTC", "--as-of", "2026-03-09", "--out", folder.path("site")],
            in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            build.stdout.split(separator: "\n").filter { $0.hasPrefix("Time zone:") } == [
                "Time zone: UTC; as of 2026-03-09"
            ])
    }

    @Test("The human summary of the store lists entries, days, zone, categories, input types and languages")
    func humanSummary() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("default.store")
        try StoreBuilder.write(Fixtures.storeRows, to: path)
        let result = try FoodStoryBinary.run(["check", "--input", path, "--entries", "--locale", "de-CH"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Diary: \(path) (SwiftData store)
                Entries: 4 read, 0 skipped, 0 warnings
                Days: 2026-03-08 to 2026-03-09, 2 of 2 days with entries
                Time zone: inferred: +05:30
                Categories: breakfast 1, lunch 1, snack 0, dinner 0, dessert 1, beverage 0, uncategorized 1
                Input types: text 2, image 1, voice 1
                Edited: 1; with a photo: 1
                Languages: the site in de-CH, the diary's food words read in de
                Entries in diary order:
                  2026-03-08 08:15 +05:30  BREAKFAST  text  masala dosa coconut chutney
                  2026-03-08 13:20 +05:30  LUNCH  image  chicken biryani raita  (edited)  [photo 3A7C9E21-5B4D-4E6F-8A1B-2C3D4E5F6A7B.jpg]
                  2026-03-08 20:40 +05:30  UNCATEGORIZED  voice  mango lassi and two samosas
                  2026-03-09 19:50 +05:30  DESSERT  text  kheer

                """)
    }

    @Test("Skipped records and warnings are listed with index, id and reason; the JSON has them as objects")
    func skippedListed() throws {
        let folder = try TemporaryFolder()
        let json = """
            [{"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z",
              "rawInput": "a", "inputType": "text", "processedDescription": "a", "category": "brunch"},
             {"id": "nope", "date": "2026-03-07T18:30:00Z"}]
            """
        let path = try folder.write(json, to: "d.json")
        let text = try FoodStoryBinary.run(["check", "--input", path])
        #expect(text.status == 0)
        #expect(
            text.stdout.split(separator: "\n").suffix(4) == [
                "Skipped:",
                "  - record 1 (id nope): id is \"nope\"; expected a UUID",
                "Warnings:",
                "  - record 0 (id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50): category is \"brunch\"; expected one of breakfast, lunch, snack, dinner, dessert, beverage or null; shown as Uncategorized",
            ])
        let report = try FoodStoryBinary.run(["check", "--input", path, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        let skipped = try #require(object["skipped"] as? [[String: Any]])
        #expect(skipped.count == 1)
        #expect(skipped.first?["index"] as? Int == 1)
        #expect(skipped.first?["id"] as? String == "nope")
        #expect(skipped.first?["reason"] as? String == "id is \"nope\"; expected a UUID")
    }

    @Test("An empty diary reports null first and last days")
    func emptyDiary() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("[]", to: "empty.json")
        let result = try FoodStoryBinary.run(["check", "--input", path, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["firstDay"] is NSNull)
        #expect(object["lastDay"] is NSNull)
        #expect(object["entries"] as? Int == 0)
        #expect(object["timeZone"] as? String == "inferred: none (no entries)")
    }

    @Test("The build machine's own zone changes nothing (TZ=UTC, TZ=Pacific/Chatham, TZ=America/St_Johns)")
    func machineZoneIrrelevant() throws {
        let folder = try TemporaryFolder()
        let meals = [
            "2026-03-07 23:30", "2026-03-08 01:30", "2026-03-08 13:00", "2026-11-01 00:30", "2026-11-01 12:00",
        ]
        let path = try folder.write(ZoneDiary.exportJSON(zone: "America/Los_Angeles", meals: meals), to: "la.json")
        var outputs: [String] = []
        for machineZone in ["UTC", "Pacific/Chatham", "America/St_Johns"] {
            for extra in [[], ["--timezone", "America/Los_Angeles"]] {
                let result = try FoodStoryBinary.run(
                    ["check", "--input", path, "--entries"] + extra, environment: ["TZ": machineZone])
                #expect(result.status == 0)
                let listed = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  2026-") }.map {
                    String($0.prefix(18))
                }
                #expect(listed == meals.map { "  " + $0 })
                outputs.append(result.stdout)
            }
        }
        #expect(Set(outputs.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)).count == 1)
        #expect(Set(outputs.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element)).count == 1)
    }

    @Test(
        "A store in a read-only folder is read by an unprivileged user, and nothing in the folder changes",
        .enabled(if: canDropPrivileges, "needs root and setpriv to run as an unprivileged user"))
    func readOnlyAsAnotherUser() throws {
        // Root ignores permissions; drop to an unprivileged user so "read-only" means it.
        let folder = try TemporaryFolder()
        _ = chmod(folder.url.path, 0o755)
        let locked = folder.url.appendingPathComponent("phone")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        let path = locked.appendingPathComponent("default.store").path
        try StoreBuilder.write(Fixtures.storeRows, to: path)
        #expect(chmod(path, 0o444) == 0)
        #expect(chmod(locked.path, 0o555) == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let stamp = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let result = try FoodStoryBinary.run(
            ["check", "--input", path, "--json"],
            prefix: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"entries\" : 4,"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == stamp)
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path) == ["default.store"])
    }
}

@Suite("Unreadable input")
struct UnreadableInputTests {
    @Test(
        "A file the user may not read is exit 66 with one line",
        .enabled(if: canDropPrivileges, "needs root and setpriv to run as an unprivileged user"))
    func noPermission() throws {
        let folder = try TemporaryFolder()
        _ = chmod(folder.url.path, 0o755)
        let path = try folder.write(Fixtures.exportJSON, to: "private.json")
        #expect(chmod(path, 0o600) == 0)
        let result = try FoodStoryBinary.run(
            ["check", "--input", path],
            prefix: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"])
        #expect(result.status == 66)
        #expect(result.stderr == "foodstory: error: \(path): cannot be read (no permission to read it)\n")
        #expect(result.stdout == "")
    }
}

@Suite("Zones through the binary, whatever the machine's own zone")
struct ZoneBinaryTests {
    @Test(
        "Every zone case lands on its days and clock times with TZ=UTC and TZ=Pacific/Chatham, inferred and explicit",
        arguments: ZoneCase.all)
    func zoneCase(_ zoneCase: ZoneCase) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(ZoneDiary.exportJSON(zone: zoneCase.zone, meals: zoneCase.meals), to: "diary.json")
        for machineZone in ["UTC", "Pacific/Chatham"] {
            for extra in [[], ["--timezone", zoneCase.zone]] {
                let result = try FoodStoryBinary.run(
                    ["check", "--input", path, "--entries"] + extra, environment: ["TZ": machineZone])
                #expect(result.status == 0)
                let listed = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  2026-") }.map {
                    String($0.dropFirst(2).prefix(16))
                }
                #expect(listed == zoneCase.meals, "TZ=\(machineZone) \(extra)")
                let zoneLine = result.stdout.split(separator: "\n").first { $0.hasPrefix("Time zone: ") }
                #expect(
                    zoneLine?.hasPrefix("Time zone: " + (extra.isEmpty ? zoneCase.inferred : zoneCase.zone)) == true)
            }
        }
    }
}

/// Whether tests can run the binary as an unprivileged user (root ignores permissions, so
/// permission tests need to drop them); the tests that need it are skipped, visibly, otherwise.
let canDropPrivileges = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
