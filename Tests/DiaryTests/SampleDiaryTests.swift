import Diary
import Foundation
import TestSupport
import Testing

@Suite("The sample diary")
struct SampleDiaryTests {
    let kolkata = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
    let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)

    @Test("The same seed gives the same diary; another seed gives another")
    func deterministic() {
        let a = SampleDiary(days: 120, seed: 42, asOf: asOf, timeZone: kolkata).records()
        let b = SampleDiary(days: 120, seed: 42, asOf: asOf, timeZone: kolkata).records()
        let c = SampleDiary(days: 120, seed: 43, asOf: asOf, timeZone: kolkata).records()
        #expect(a == b)
        #expect(a != c)
    }

    @Test(
        "About 85% of days have one to three entries; every category, input type, edits, photos and uncategorized entries appear"
    )
    func shape() throws {
        let folder = try TemporaryFolder()
        let records = SampleDiary(days: 365, seed: 42, asOf: asOf, timeZone: kolkata).records()
        let diary = Fixtures.reader(folder: folder).diary(from: records)
        let perDay = Dictionary(grouping: diary.entries, by: \.day).mapValues(\.count)
        let share = Double(perDay.count) / 365
        #expect(share > 0.80 && share < 0.90)
        #expect(Set(perDay.values).isSubset(of: [1, 2, 3]))
        #expect(diary.firstDay.map { $0 >= asOf.adding(days: -364) } == true)
        #expect(diary.lastDay.map { $0 <= asOf } == true)
        #expect(Set(diary.entries.compactMap(\.category)) == Set(MealCategory.allCases))
        #expect(diary.entries.contains { $0.category == nil })
        #expect(Set(diary.entries.map(\.inputType)) == Set(InputType.allCases))
        #expect(diary.entries.contains { $0.isEdited })
        #expect(Set(diary.entries.map(\.description)).count >= 35)
        for entry in diary.entries {
            switch entry.inputType {
            case .image:
                #expect(entry.record.mediaFileName?.hasSuffix(".jpg") == true)
                #expect(entry.record.rawInput == entry.record.mediaFileName)
            case .text, .voice:
                #expect(entry.record.rawInput.hasPrefix("[SAMPLE] "))
                #expect(entry.record.mediaFileName == nil)
            }
        }
        #expect(diary.timeZone.description == "inferred: +05:30")
    }

    @Test("Entries sit at plausible local hours for their category")
    func hours() throws {
        let folder = try TemporaryFolder()
        let diary = Fixtures.reader(folder: folder).diary(
            from: SampleDiary(days: 200, seed: 3, asOf: asOf, timeZone: kolkata).records())
        let allowed: [MealCategory: ClosedRange<Int>] = [
            .breakfast: 7...9, .lunch: 12...14, .snack: 16...17, .dinner: 19...21, .dessert: 21...22, .beverage: 8...18,
        ]
        for entry in diary.entries {
            if let category = entry.category { #expect(allowed[category]?.contains(entry.time.hour) == true) }
        }
    }

    @Test("A ten-year sample written as JSON and as a store reads back to identical entries")
    func tenYearRoundTrip() throws {
        let folder = try TemporaryFolder()
        let records = SampleDiary(days: 3650, seed: 42, asOf: asOf, timeZone: kolkata).records()
        try DiaryFileWriter.write(records, format: .json, to: folder.path("ten.json"), replacing: false)
        try DiaryFileWriter.write(records, format: .store, to: folder.path("ten.store"), replacing: false)
        let reader = Fixtures.reader(folder: folder)
        let fromJSON = try reader.read(path: folder.path("ten.json"))
        let fromStore = try reader.read(path: folder.path("ten.store"))
        #expect(fromJSON.entries.count == records.count)
        #expect(fromJSON.entries == fromStore.entries)
        #expect(Set(fromJSON.entries.map(\.record)) == Set(records))
        #expect(fromJSON.skipped.isEmpty && fromStore.skipped.isEmpty)
        #expect(fromJSON.warnings.isEmpty && fromStore.warnings.isEmpty)
    }

    @Test("A sample in a zone with daylight saving keeps its local times")
    func daylightSaving() throws {
        let folder = try TemporaryFolder()
        let london = try #require(TimeZone(identifier: "Europe/London"))
        let records = SampleDiary(days: 400, seed: 5, asOf: asOf, timeZone: london).records()
        let diary = Fixtures.reader(folder: folder).diary(from: records)
        #expect(diary.timeZone.description == "inferred: +00:00, +01:00")
        let explicit = Fixtures.reader(timeZone: london, folder: folder).diary(from: records)
        #expect(diary.dayTimes == explicit.dayTimes)
    }

    @Test("An existing file is not replaced without being asked")
    func refusesToOverwrite() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("mine", to: "diary.json")
        let error = #expect(throws: DiaryError.self) {
            try DiaryFileWriter.write([], format: .json, to: path, replacing: false)
        }
        #expect(error == DiaryError(file: path, reason: .cannotWrite("it already exists; pass --force to replace it")))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
        try DiaryFileWriter.write([], format: .json, to: path, replacing: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "[\n\n]\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["diary.json"])
    }
}
