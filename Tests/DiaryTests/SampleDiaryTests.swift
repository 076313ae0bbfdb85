import Diary
import Foundation
import TestSupport
import Testing

@Suite("The sample diary")
struct SampleDiaryTests {
    let kolkata = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
    let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)

    /// What every sample entry is like, whatever the density: a photo entry names its
    /// photo, a typed or spoken one is marked as sample text; the diary reads as kept in India.
    static func expectSampleRecords(_ diary: Diary) {
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
        Self.expectSampleRecords(diary)
    }

    @Test("Entries sit at plausible local hours for their category")
    func hours() throws {
        let folder = try TemporaryFolder()
        let diary = Fixtures.reader(folder: folder).diary(
            from: SampleDiary(days: 200, seed: 3, asOf: asOf, timeZone: kolkata).records())
        let allowed: [MealCategory: ClosedRange<Int>] = [
            .breakfast: 7...9, .lunch: 12...14, .snack: 16...17, .dinner: 19...21, .dessert: 21...22, .beverage: 8...18,
        ]
        // Every category is there, and no entry is outside its category's hours.
        #expect(diary.entries.count > 200)
        #expect(Set(diary.entries.compactMap(\.category)) == Set(allowed.keys))
        let outside = diary.entries.filter { entry in
            entry.category.map { allowed[$0]?.contains(entry.time.hour) != true } ?? false
        }
        #expect(outside.map { "\($0.day) \($0.time) \($0.category?.rawValue ?? "")" } == [])
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

    @Test("Without a density the diary is the app-like one it always was: the same count, first and last entry")
    func defaultUnchanged() throws {
        let folder = try TemporaryFolder()
        let end = try #require(LocalDay(year: 2026, month: 11, day: 22))
        let records = SampleDiary(days: 3650, seed: 42, asOf: end, timeZone: kolkata).records()
        #expect(
            records == SampleDiary(days: 3650, seed: 42, asOf: end, timeZone: kolkata, entriesPerDay: nil).records())
        let diary = Fixtures.reader(folder: folder).diary(from: records)
        #expect(records.count == 6183)
        #expect(Set(diary.entries.map(\.day)).count == 3114)
        #expect(
            diary.summaries.first
                == EntrySummary(
                    "CBB3F87E-A7BD-43D3-886A-B09F3DFA5703", "2016-11-25", "14:40", "Lentil soup and bread", .lunch,
                    .image,
                    "93FE5B06-ED7F-4F24-9E7C-BD351E555DC5.jpg", false))
        #expect(
            diary.summaries.last
                == EntrySummary(
                    "C15CC655-00D3-44A0-B08E-EA74A6051F51", "2026-11-22", "17:15", "Banana", .snack, .text, nil, false))
    }

    @Test(
        "With a density, entries per calendar day average that mean within 2% (days without entries included)",
        arguments: [(0.5, 36_500), (1, 3650), (2.5, 3650), (10, 3650), (25, 3650)])
    func densityMean(mean: Double, days: Int) {
        let records = SampleDiary(days: days, seed: 42, asOf: asOf, timeZone: kolkata, entriesPerDay: mean).records()
        let measured = Double(records.count) / Double(days)
        #expect(abs(measured / mean - 1) <= 0.02, "\(mean) per day gave \(measured)")
    }

    @Test("A dense sample is deterministic for a seed and logs about 85% of days (the mean itself when lower)")
    func densityDeterministic() throws {
        let folder = try TemporaryFolder()
        let a = SampleDiary(days: 365, seed: 9, asOf: asOf, timeZone: kolkata, entriesPerDay: 10).records()
        #expect(a == SampleDiary(days: 365, seed: 9, asOf: asOf, timeZone: kolkata, entriesPerDay: 10).records())
        #expect(a != SampleDiary(days: 365, seed: 10, asOf: asOf, timeZone: kolkata, entriesPerDay: 10).records())
        let reader = Fixtures.reader(folder: folder)
        let logged = Set(reader.diary(from: a).entries.map(\.day)).count
        #expect(logged >= 292 && logged <= 329, "\(logged) of 365 days")
        let sparse = SampleDiary(days: 3650, seed: 9, asOf: asOf, timeZone: kolkata, entriesPerDay: 0.5).records()
        let perDay = Dictionary(grouping: reader.diary(from: sparse).entries, by: \.day).mapValues(\.count)
        #expect(Set(perDay.values) == [1])
        #expect(abs(Double(perDay.count) / 3650 - 0.5) <= 0.02)
    }

    @Test(
        "Each day of a dense sample: entries in time order, never two at one minute, at their category's hours, as many as the mean allows",
        arguments: [(1.5, 1...2), (10, 8...15), (100, 78...157)])
    func densityPerDay(mean: Double, counts: ClosedRange<Int>) throws {
        let folder = try TemporaryFolder()
        let records = SampleDiary(days: 120, seed: 4, asOf: asOf, timeZone: kolkata, entriesPerDay: mean).records()
        let diary = Fixtures.reader(folder: folder).diary(from: records)
        #expect(diary.entries.count == records.count)
        #expect(diary.warnings.isEmpty)
        let allowed: [MealCategory: ClosedRange<Int>] = [
            .breakfast: 7...9, .lunch: 12...14, .snack: 16...17, .dinner: 19...21, .dessert: 21...22, .beverage: 8...18,
        ]
        for (day, entries) in Dictionary(grouping: diary.entries, by: \.day) {
            let minutes = entries.map { $0.time.hour * 60 + $0.time.minute }
            #expect(entries.allSatisfy { $0.time.second == 0 })
            #expect(Set(minutes).count == minutes.count, "two entries at one minute on \(day)")
            #expect(counts.contains(entries.count), "\(entries.count) entries on \(day)")
            for entry in entries {
                if let category = entry.category { #expect(allowed[category]?.contains(entry.time.hour) == true) }
                #expect((7...22).contains(entry.time.hour))
            }
        }
        // The records of a day come in time order, as the app creates them.
        for (previous, next) in zip(records, records.dropFirst()) where previous.date == next.date {
            #expect(previous.createdAt < next.createdAt)
        }
    }

    @Test("A dense sample has the app-like variety: every category and input type, edits, photos, uncategorized")
    func densityVariety() throws {
        let folder = try TemporaryFolder()
        let records = SampleDiary(days: 365, seed: 42, asOf: asOf, timeZone: kolkata, entriesPerDay: 10).records()
        let diary = Fixtures.reader(folder: folder).diary(from: records)
        func share(_ test: (DiaryEntry) -> Bool) -> Double {
            Double(diary.entries.filter(test).count) / Double(diary.entries.count)
        }
        #expect(Set(diary.entries.compactMap(\.category)) == Set(MealCategory.allCases))
        #expect(abs(share { $0.inputType == .text } - 0.60) <= 0.03)
        #expect(abs(share { $0.inputType == .voice } - 0.25) <= 0.03)
        #expect(abs(share { $0.inputType == .image } - 0.15) <= 0.03)
        #expect(abs(share { $0.isEdited } - 0.08) <= 0.02)
        #expect(abs(share { $0.category == nil } - 0.03) <= 0.01)
        #expect(Set(diary.entries.map(\.description)).count >= 90)
        Self.expectSampleRecords(diary)
    }

    @Test("A density that is not a positive finite number gives no entries", arguments: [0, -1, .nan, .infinity])
    func densityNotPositive(mean: Double) {
        #expect(SampleDiary(days: 30, seed: 42, asOf: asOf, timeZone: kolkata, entriesPerDay: mean).records() == [])
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
