import ArgumentParser
import ConfigFile
import Diary
import Foundation
import Insights
import Site
import Templating
import Writing

import struct Words.Catalog

/// The options every command that reads a diary shares; each may also come from the config
/// file, and a flag wins over the file.
struct DiaryOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The diary: a FoodLogger JSON export or store file (recognised by content).", valueName: "path"),
        completion: .file(extensions: ["json", "store"]))
    var input: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "IANA time zone the diary was kept in (e.g. Asia/Kolkata); default: inferred from each entry.",
            valueName: "zone"),
        completion: .timeZones)
    var timezone: String?

    @Flag(name: .long, help: "Treat every skipped record or warning about the input as an error (exit 65).")
    var strict = false

    @Option(
        name: .long,
        help: ArgumentHelp("Config file (default: foodstory.toml in this folder, if there is one).", valueName: "file"),
        completion: .file(extensions: ["toml"]))
    var config: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The language the diary is written in, whose food words read it: \(DiaryLanguage.knownCodes) (default: the language of the site's locale, else en; en for the built-in sample).",
            valueName: "code"),
        completion: .list(DiaryLanguage.allCases.map(\.rawValue)))
    var diaryLanguage: String?

    func validate() throws {
        _ = try timezone.map(Self.parseZone)
        _ = try diaryLanguage.map(Self.parseDiaryLanguage)
    }

    /// The diary's language: `--diary-language`, else the config file's, else English for the
    /// built-in sample (written in English, whatever the site's locale), else the locale's.
    func language(_ configuration: Configuration, locale: String? = nil) throws -> DiaryLanguage {
        let sample = (input ?? configuration.input) == nil
        return try diaryLanguage.map(Self.parseDiaryLanguage) ?? configuration.diaryLanguage
            ?? (sample ? .en : .defaultDiaryLanguage(locale: locale ?? configuration.locale))
    }

    /// A diary language from its code; a usage error otherwise.
    static func parseDiaryLanguage(_ code: String) throws -> DiaryLanguage {
        guard let language = DiaryLanguage(code: code) else {
            throw ValidationError(
                "--diary-language \(code) is not a language FoodStory reads; expected one of \(DiaryLanguage.knownCodes)"
            )
        }
        return language
    }

    /// The config file named by `--config`, else `foodstory.toml` here, else none.
    func configuration() throws -> Configuration {
        if let config { return try Configuration.load(path: config) }
        let local = FileManager.default.currentDirectoryPath + "/foodstory.toml"
        return FileManager.default.fileExists(atPath: local) ? try Configuration.load(path: local) : Configuration()
    }

    /// Reads the diary these options (and the config file) name.
    func readDiary(_ configuration: Configuration) throws -> (path: String, diary: Diary) {
        guard let path = input ?? configuration.input else {
            throw ValidationError("--input is required (or input = \"…\" in foodstory.toml)")
        }
        let zone = try (timezone ?? configuration.timeZone).map(Self.parseZone)
        var options = DiaryReader.Options(
            timeZone: zone, strict: strict || configuration.strict == true,
            temporaryDirectory: Machine.temporaryDirectory, cores: Machine.cores)
        options.timeZoneName = timezone ?? configuration.timeZone
        return (path, try DiaryReader(options: options).read(path: path))
    }

    /// A zone from its IANA name; a usage error otherwise.
    static func parseZone(_ name: String) throws -> TimeZone {
        guard let zone = TimeZone(identifier: name) else {
            throw ValidationError(
                "--timezone \(name) is not a time zone name; expected an IANA name such as Asia/Kolkata or America/Los_Angeles"
            )
        }
        return zone
    }
}

/// Runs `body`, turning a diary, config, template or build error into its one-line message on
/// standard error and its documented exit status.
func reportingErrors(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let error as DiaryError {
        Console.error(error.description)
        throw ExitCode(error.exitCode)
    } catch let error as ConfigurationError {
        Console.error(error.description)
        throw ExitCode(error.exitCode)
    } catch let error as TemplateError {
        Console.error(error.description)
        throw ExitCode(error.exitCode)
    } catch let error as SiteBuildError {
        Console.error(error.description)
        throw ExitCode(error.exitCode)
    } catch let error as SiteWriteError {
        Console.error(error.description)
        throw ExitCode(error.exitCode)
    }
}

/// Prints `value` as the stable JSON every `--json` report uses: indented, keys sorted.
func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // A week's story is written in English words in a report.
    encoder.userInfo[WeeklySummary.wordsKey] = try Catalog.english()
    FileHandle.standardOutput.write(try encoder.encode(value) + Data("\n".utf8))
}
