import ArgumentParser
import Diary
import Foundation

/// The options every command that reads a diary shares.
struct DiaryOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The diary: a FoodLogger JSON export or store file (recognised by content).", valueName: "path"))
    var input: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "IANA time zone the diary was kept in (e.g. Asia/Kolkata); default: inferred from each entry.",
            valueName: "zone"))
    var timezone: String?

    @Flag(name: .long, help: "Treat every skipped record or warning about the input as an error (exit 65).")
    var strict = false

    func validate() throws {
        _ = try zone()
    }

    /// The explicit zone, if one was given.
    func zone() throws -> TimeZone? {
        try timezone.map(Self.parseZone)
    }

    /// Reads the diary these options name.
    func readDiary() throws -> Diary {
        let options = DiaryReader.Options(
            timeZone: try zone(), strict: strict, temporaryDirectory: FileManager.default.temporaryDirectory)
        return try DiaryReader(options: options).read(path: input)
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

/// Runs `body`, turning a diary error into its one-line message on standard error and its
/// documented exit status.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as DiaryError {
        FileHandle.standardError.write(Data("foodstory: error: \(error.description)\n".utf8))
        throw ExitCode(error.exitCode)
    }
}
