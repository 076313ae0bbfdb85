import Days
import Diary
import Feeds
import Foundation
import Withholding

extension SiteGenerator {
    /// What the read step gives beside the diary: the pantry, the options the pages are made
    /// with, how the record cache changes, and what the summary says of the diary (taken now:
    /// the diary goes to the pages step, which lets go of it once the pages are made).
    struct ReadInputs {
        var pantry: [PantryItem]?
        var options: SiteOptions
        let cacheUpdate: RecordCache.Update?
        let inputName: String
        let entryCount: Int
        let skipped: [RecordProblem]
        var warnings: [String]
        let timeZone: String

        init(
            diary: Diary, pantry: [PantryItem]?, pantryWarnings: [String], options: SiteOptions,
            cacheUpdate: RecordCache.Update?, inputName: String
        ) {
            self.pantry = pantry
            self.options = options
            self.cacheUpdate = cacheUpdate
            self.inputName = inputName
            entryCount = diary.entries.count
            skipped = diary.skipped
            warnings =
                diary.warnings.map(\.message) + (diary.asOfWarning(options.asOf).map { [$0] } ?? []) + pantryWarnings
            timeZone = diary.timeZone.description
        }
    }

    /// The read step: the diary and what `readInputs` gives beside it, with a public build's
    /// view applied (`request.publicView`): then also what it withheld, and the text that must
    /// not be found in the site (`WithheldText`).
    static func readStep(_ request: BuildRequest, cache: RecordCache?) throws -> (
        diary: Diary, read: ReadInputs, withheld: Withheld?, proof: WithheldText?
    ) {
        var (diary, read) = try readInputs(request, cache: cache)
        guard let view = request.publicView else { return (diary, read, nil, nil) }
        let withheld: Withheld
        (diary, read.pantry, withheld) = view.apply(
            to: diary, pantry: read.pantry, goals: read.options.goals, aliases: request.aliases,
            notFoods: request.notFoods, diaryLanguage: request.diaryLanguage)
        // A goal naming a hidden food has no page or line; the others keep their numbers.
        let goals = read.options.goals
        let numbers = goals.indices.map { $0 + 1 }.filter { number in !withheld.goals.contains { $0.number == number } }
        read.options.goals = numbers.map { goals[$0 - 1] }
        read.options.goalNumbers = withheld.goals.isEmpty ? nil : numbers
        if request.strict, let first = withheld.warnings.first {
            throw SiteBuildError(.read, first + " (--strict)")
        }
        read.warnings += withheld.warnings
        return (diary, read, withheld, WithheldText(withheld.texts, shown: diary.entries.map(\.description)))
    }

    /// The read step's diary and pantry: the diary (the built-in sample without `--input`, in
    /// the zone the command line passes in), the as-of day, and the pantry in the diary's zone.
    static func readInputs(_ request: BuildRequest, cache: RecordCache?) throws -> (Diary, ReadInputs) {
        let diary: Diary
        var cacheUpdate: RecordCache.Update?
        if let input = request.input {
            var options = DiaryReader.Options(
                timeZone: request.timeZone, strict: request.strict, temporaryDirectory: request.temporaryDirectory,
                cores: request.cores, fileSystem: request.fileSystem)
            options.timeZoneName = request.timeZoneName
            let reader = DiaryReader(options: options)
            let read = try reader.read(path: input, cache: cache)
            diary = read.diary
            cacheUpdate = read.cacheUpdate
        } else {
            let zone = request.timeZone ?? request.sampleTimeZone
            let today = request.asOf ?? LocalDay(containing: request.now, in: zone)
            var options = DiaryReader.Options(timeZone: zone, temporaryDirectory: request.temporaryDirectory)
            options.timeZoneName = request.timeZone == nil ? nil : request.timeZoneName
            diary = DiaryReader(options: options).diary(
                from: SampleDiary.builtIn(asOf: today, timeZone: zone).records())
        }
        let asOf = request.asOf ?? diary.today(now: request.now)
        let pantryContents = try request.pantry.map { path throws(DiaryError) in
            try PantryReader(
                timeZone: pantryZone(of: diary), temporaryDirectory: request.temporaryDirectory, strict: request.strict,
                fileSystem: request.fileSystem
            ).contents(path: path)
        }
        // The built-in sample diary comes with its pantry (and its photos).
        let pantry = pantryContents?.items ?? (request.input == nil ? SamplePantry.items(asOf: asOf) : nil)
        let pantryWarnings = (pantryContents?.warnings ?? []).map { "\(request.pantry ?? ""): \($0.message)" }
        var options = SiteOptions(settings: request.settings, asOf: asOf, isSample: request.input == nil)
        // From the whole diary, before a public view leaves entries out: hiding a food does
        // not make the feed another one.
        options.feedIdentity = FeedIdentity(
            siteID: request.siteID, firstEntry: FeedIdentity.firstEntry(of: diary), address: options.baseURL,
            title: request.title)
        let read = ReadInputs(
            diary: diary, pantry: pantry, pantryWarnings: pantryWarnings, options: options,
            cacheUpdate: cacheUpdate, inputName: request.input ?? "the built-in sample diary")
        return (diary, read)
    }

    /// The zone that puts the pantry's instants on days: the diary's zone, else the offset of
    /// its latest entry, else UTC (as `Diary.today(now:)` decides "today").
    static func pantryZone(of diary: Diary) -> TimeZone {
        diary.zone ?? diary.entries.last.flatMap { TimeZone(secondsFromGMT: $0.offset.seconds) } ?? .gmt
    }
}
