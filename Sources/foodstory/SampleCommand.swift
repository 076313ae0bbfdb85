import ArgumentParser
import Diary
import Foundation
import Site

/// `foodstory sample`: write a deterministic synthetic diary.
struct SampleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Write a deterministic synthetic diary (the app's export JSON or a store).",
        discussion: """
            About 85% of days have one to three entries; 48 foods (Indian and South Indian \
            dishes among them); every category at plausible hours; text, voice and photo \
            entries; some edited and some uncategorized. The same options always give the \
            same file. The diary ends on --as-of (default: today in --timezone). \
            --entries-per-day makes a denser diary with that mean per calendar day (days \
            without entries included), e.g. 10 for someone who logs every meal, snack and drink. \
            --media also writes the photo entries' photos (as a phone stores them, with EXIF for \
            a build to strip) and --pantry a pantrydates database, so that `build --input FILE \
            --media DIR --pantry FILE` shows what the built-in sample shows.
            """
    )

    @Option(name: .long, help: "Number of days.")
    var days = 120

    @Option(name: .long, help: "Seed; the same seed gives the same diary.")
    var seed: UInt64 = 42

    @Option(
        name: .customLong("entries-per-day"),
        help: ArgumentHelp(
            "Mean entries per calendar day, days without entries included (more than 0, at most 100); default: the app-like diary.",
            valueName: "n"))
    var entriesPerDay: String?

    @Option(
        name: .long,
        help: ArgumentHelp("json (the app's export) or store (SwiftData-shaped SQLite).", valueName: "json|store"),
        completion: .list(DiaryFileWriter.Format.allCases.map(\.rawValue)))
    var format: String = "json"

    @Option(name: .customLong("as-of"), help: ArgumentHelp("Last day of the diary.", valueName: "YYYY-MM-DD"))
    var asOf: String?

    @Option(
        name: .long, help: ArgumentHelp("IANA zone the sample diary is kept in.", valueName: "zone"),
        completion: .timeZones)
    var timezone = Machine.sampleTimeZone

    @Option(
        name: .long, help: ArgumentHelp("File to write.", valueName: "file"),
        completion: .file(extensions: ["json", "store"]))
    var out: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also write the photo entries' photos into this folder (made when missing), as the app's Documents folder holds them: pass it to build --media.",
            valueName: "dir"), completion: .directory)
    var media: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also write a sample pantrydates database (items expiring around --as-of): pass it to build --pantry.",
            valueName: "file"), completion: .file())
    var pantry: String?

    @Flag(name: .long, help: "Replace --out, --pantry and the photos in --media if they exist.")
    var force = false

    @OptionGroup var output: QuietOption

    func validate() throws {
        guard (1...36_500).contains(days) else { throw ValidationError("--days must be from 1 to 36500") }
        if let entriesPerDay { _ = try Self.parseEntriesPerDay(entriesPerDay) }
        guard DiaryFileWriter.Format(rawValue: format) != nil else {
            throw ValidationError("--format must be json or store, not \(format)")
        }
        if let asOf, LocalDay(asOf) == nil {
            throw ValidationError("--as-of \(asOf) is not a date; expected YYYY-MM-DD")
        }
        _ = try DiaryOptions.parseZone(timezone)
    }

    func run() async throws {
        try await reportingErrors {
            let zone = try DiaryOptions.parseZone(timezone)
            let lastDay = asOf.flatMap(LocalDay.init) ?? LocalDay(containing: Date(), in: zone)
            let density = try entriesPerDay.map(Self.parseEntriesPerDay)
            let sample = SampleDiary(days: days, seed: seed, asOf: lastDay, timeZone: zone, entriesPerDay: density)
            let records = sample.records()
            let shape = DiaryFileWriter.Format(rawValue: format) ?? .json
            try DiaryFileWriter.write(records, format: shape, to: out, replacing: force)
            let first = lastDay.adding(days: -(days - 1))
            output.console.summary(
                "Wrote \(records.count) entries over \(days) days (\(first) to \(lastDay), \(zone.identifier)) to \(out) as \(shape == .json ? "a JSON export" : "a store")"
            )
            if let media {
                let count = try SamplePhotos.write(for: records, into: URL(fileURLWithPath: media), replacing: force)
                output.console.summary("Wrote \(count) \(count == 1 ? "photo" : "photos") to \(media)")
            }
            if let pantry {
                let items = SamplePantry.items(asOf: lastDay)
                try PantryDatabaseWriter.write(items, to: pantry, replacing: force)
                output.console.summary("Wrote a pantry of \(items.count) items to \(pantry)")
            }
        }
    }

    /// `--entries-per-day`: a plain decimal (`10`, `2.5`) more than 0 and at most 100; a usage
    /// error otherwise.
    static func parseEntriesPerDay(_ text: String) throws -> Double {
        let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard plain, let value = Double(text), value > 0, value <= 100 else {
            throw ValidationError("--entries-per-day must be a number more than 0 and at most 100, not \(text)")
        }
        return value
    }
}
