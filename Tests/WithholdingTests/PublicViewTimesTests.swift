import Diary
import Foundation
import TestSupport
import Testing
import Withholding

/// The public view withholds clock times: each entry shows its meal's stand-in hour, never
/// the minute it was written at.
@Suite("The public view's clock times")
struct PublicViewTimesTests {
    /// One day in Asia/Kolkata (+05:30) with a meal of every category and one without, at odd
    /// minutes, in the order they were eaten.
    static let diaryJSON = """
        [
          {"id": "33333333-0000-4000-8000-000000000001", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T00:11:00Z",
           "rawInput": "poha", "inputType": "text", "processedDescription": "poha", "mediaURL": null,
           "category": "breakfast", "updatedAt": null},
          {"id": "33333333-0000-4000-8000-000000000002", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T01:47:00Z",
           "rawInput": "chai", "inputType": "text", "processedDescription": "chai", "mediaURL": null,
           "category": "beverage", "updatedAt": null},
          {"id": "33333333-0000-4000-8000-000000000003", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T04:23:00Z",
           "rawInput": "thali", "inputType": "text", "processedDescription": "thali", "mediaURL": null,
           "category": "lunch", "updatedAt": null},
          {"id": "33333333-0000-4000-8000-000000000004", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T06:29:00Z",
           "rawInput": "samosa", "inputType": "text", "processedDescription": "samosa", "mediaURL": null,
           "category": "snack", "updatedAt": null},
          {"id": "33333333-0000-4000-8000-000000000005", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T09:34:00Z",
           "rawInput": "mango", "inputType": "text", "processedDescription": "mango", "mediaURL": null,
           "category": null, "updatedAt": null},
          {"id": "33333333-0000-4000-8000-000000000006", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T12:02:00Z",
           "rawInput": "dal rice", "inputType": "text", "processedDescription": "dal rice", "mediaURL": null,
           "category": "dinner", "updatedAt": null},
          {"id": "33333333-0000-4000-8000-000000000007", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T17:58:00Z",
           "rawInput": "kulfi", "inputType": "text", "processedDescription": "kulfi", "mediaURL": null,
           "category": "dessert", "updatedAt": null}
        ]
        """

    /// The day's entries as `description time`, in the diary's order.
    static func times(_ diary: Diary) -> [String] {
        diary.entries.map { "\($0.description) \($0.time)" }
    }

    @Test("Times withheld: each entry shows its meal's hour (breakfast 08:00 … dessert 21:00, none 12:00)")
    func withheld() throws {
        let folder = try TemporaryFolder()
        let diary = try Fixtures.readJSON(Self.diaryJSON, timeZone: TimeZone(identifier: "Asia/Kolkata"), in: folder)
        #expect(
            Self.times(diary) == [
                "poha 05:41", "chai 07:17", "thali 09:53", "samosa 11:59", "mango 15:04", "dal rice 17:32",
                "kulfi 23:28",
            ])
        // In the order of the stand-in hours: the order they were eaten in is withheld too.
        let view = PublicView().apply(to: diary, pantry: nil, aliases: [:], notFoods: [])
        #expect(
            Self.times(view.diary) == [
                "poha 08:00", "mango 12:00", "thali 13:00", "chai 15:00", "samosa 16:00", "dal rice 20:00",
                "kulfi 21:00",
            ])
        #expect(view.withheld.times)
    }

    @Test("Times let in ([public] times = true): each entry keeps its clock time")
    func letIn() throws {
        let folder = try TemporaryFolder()
        let diary = try Fixtures.readJSON(Self.diaryJSON, timeZone: TimeZone(identifier: "Asia/Kolkata"), in: folder)
        let view = PublicView(times: true).apply(to: diary, pantry: nil, aliases: [:], notFoods: [])
        #expect(Self.times(view.diary) == Self.times(diary))
        #expect(!view.withheld.times)
    }
}
