import Diary
import Foundation
import TestSupport
import Testing

@Suite("Days and clock times in any zone")
struct TimeZonePlacementTests {
    static let cases = ZoneCase.all

    @Test("Inferred from the data, every entry is on its day at its local time", arguments: cases)
    func inferred(_ zoneCase: ZoneCase) throws {
        let folder = try TemporaryFolder()
        let diary = try Fixtures.readJSON(ZoneDiary.exportJSON(zone: zoneCase.zone, meals: zoneCase.meals), in: folder)
        #expect(diary.dayTimes == zoneCase.meals)
        #expect(diary.timeZone.description == zoneCase.inferred)
        #expect(diary.skipped.isEmpty)
        #expect(diary.warnings.map(\.reason) == zoneCase.inferredWarnings)
        #expect(zoneCase.ambiguous == !zoneCase.inferredWarnings.isEmpty)
    }

    @Test("With --timezone, every entry is on its day at its local time, with no warning", arguments: cases)
    func explicit(_ zoneCase: ZoneCase) throws {
        let folder = try TemporaryFolder()
        let zone = try #require(TimeZone(identifier: zoneCase.zone))
        let diary = try Fixtures.readJSON(
            ZoneDiary.exportJSON(zone: zoneCase.zone, meals: zoneCase.meals), timeZone: zone, in: folder)
        #expect(diary.dayTimes == zoneCase.meals)
        #expect(diary.timeZone.description == zoneCase.zone)
        #expect(diary.warnings.isEmpty)
    }

    @Test("New Zealand summer reads as +13:00 with one warning that names --timezone")
    func newZealandWarning() throws {
        let folder = try TemporaryFolder()
        let meals = ["2026-01-10 08:00", "2026-01-11 08:00"]
        let diary = try Fixtures.readJSON(ZoneDiary.exportJSON(zone: "Pacific/Auckland", meals: meals), in: folder)
        #expect(diary.dayTimes == meals)
        #expect(
            diary.warnings == [
                RecordProblem(
                    record: RecordRef(index: 0, id: "00000000-0000-4000-8000-000000000001"),
                    reason:
                        "2 entries' dates fit two UTC offsets, +13:00 and -11:00, which put the same clock time on different days; read as +13:00 — pass --timezone if the diary was kept at -11:00"
                )
            ])
    }

    @Test(
        "Pago Pago (UTC−11) is right with --timezone; without it, it reads as its populated twin +13:00, a day later, with the warning"
    )
    func pagoPago() throws {
        let folder = try TemporaryFolder()
        let meals = ["2026-03-08 08:00", "2026-03-08 19:30", "2026-03-09 00:15"]
        let json = ZoneDiary.exportJSON(zone: "Pacific/Pago_Pago", meals: meals)
        let explicit = try Fixtures.readJSON(json, timeZone: TimeZone(identifier: "Pacific/Pago_Pago"), in: folder)
        #expect(explicit.dayTimes == meals)
        #expect(explicit.warnings.isEmpty)
        let inferred = try Fixtures.readJSON(json, in: folder)
        #expect(inferred.dayTimes == ["2026-03-09 08:00", "2026-03-09 19:30", "2026-03-10 00:15"])
        #expect(inferred.timeZone.description == "inferred: +13:00")
        #expect(
            inferred.warnings.map(\.reason) == [
                "3 entries' dates fit two UTC offsets, +13:00 and -11:00, which put the same clock time on different days; read as +13:00 — pass --timezone if the diary was kept at -11:00"
            ])
    }

    @Test(
        "Kiritimati (UTC+14) is right with --timezone; without it, it reads as Hawaii's −10:00, a day earlier, with the warning"
    )
    func kiritimati() throws {
        let folder = try TemporaryFolder()
        let meals = ["2026-03-08 08:00", "2026-03-08 21:00"]
        let json = ZoneDiary.exportJSON(zone: "Pacific/Kiritimati", meals: meals)
        let explicit = try Fixtures.readJSON(json, timeZone: TimeZone(identifier: "Pacific/Kiritimati"), in: folder)
        #expect(explicit.dayTimes == meals)
        let inferred = try Fixtures.readJSON(json, in: folder)
        #expect(inferred.dayTimes == ["2026-03-07 08:00", "2026-03-07 21:00"])
        #expect(inferred.timeZone.description == "inferred: -10:00")
        #expect(
            inferred.warnings.map(\.reason) == [
                "2 entries' dates fit two UTC offsets, -10:00 and +14:00, which put the same clock time on different days; read as -10:00 — pass --timezone if the diary was kept at +14:00"
            ])
    }

    @Test("Hawaii (UTC−10) reads right by inference")
    func hawaii() throws {
        let folder = try TemporaryFolder()
        let meals = ["2026-06-01 07:00", "2026-06-01 23:59"]
        let diary = try Fixtures.readJSON(ZoneDiary.exportJSON(zone: "Pacific/Honolulu", meals: meals), in: folder)
        #expect(diary.dayTimes == meals)
    }

    @Test("A diary kept while travelling follows each entry's own offset")
    func travel() throws {
        let folder = try TemporaryFolder()
        let india = ZoneDiary.records(zone: "Asia/Kolkata", meals: ["2026-03-08 08:15"])
        let newYork = ZoneDiary.records(zone: "America/New_York", meals: ["2026-03-10 19:00"])
        var records = india + newYork
        records[1].id = UUID(uuidString: "00000000-0000-4000-8000-0000000000AA") ?? records[1].id
        let diary = Fixtures.reader(folder: folder).diary(from: records, kind: .jsonExport)
        #expect(diary.dayTimes == ["2026-03-08 08:15", "2026-03-10 19:00"])
        #expect(diary.timeZone.description == "inferred: -04:00, +05:30")
    }

    @Test("A date that is not on a quarter hour is placed by UTC with a warning naming the record")
    func irregularDate() throws {
        let folder = try TemporaryFolder()
        let json = """
            [{"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "date": "2026-03-07T18:31:07Z", "createdAt": "2026-03-08T02:45:00Z",
              "rawInput": "x", "inputType": "text", "processedDescription": "x"}]
            """
        let diary = try Fixtures.readJSON(json, in: folder)
        #expect(diary.dayTimes == ["2026-03-07 02:45"])
        #expect(
            diary.warnings == [
                RecordProblem(
                    record: RecordRef(index: 0, id: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50"),
                    reason:
                        "date 2026-03-07T18:31:07Z is not on a quarter hour, so it is not a local midnight; placed by UTC (pass --timezone to choose the zone)"
                )
            ])
        let explicit = try Fixtures.readJSON(json, timeZone: TimeZone(identifier: "Asia/Kolkata"), in: folder)
        #expect(explicit.dayTimes == ["2026-03-08 08:15"])
    }

    @Test("A --timezone that does not fit the diary is obeyed, with a warning that says what the dates look like")
    func wrongExplicitZone() throws {
        let folder = try TemporaryFolder()
        let diary = try Fixtures.readJSON(Fixtures.exportJSON, timeZone: TimeZone(identifier: "UTC"), in: folder)
        #expect(diary.dayTimes == ["2026-03-07 02:45", "2026-03-07 07:50", "2026-03-07 15:10", "2026-03-08 14:20"])
        #expect(
            diary.warnings.map(\.message) == [
                "record 0 (id 6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50): date 2026-03-07T18:30:00Z is not a midnight in GMT (it looks like +05:30), nor are 3 more entries' dates; was the diary kept in another zone? Check --timezone"
            ])
    }
}
