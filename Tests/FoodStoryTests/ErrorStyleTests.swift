import Foundation
import TestSupport
import Testing

@Suite("Every error is one line in one form: foodstory: error: …")
struct ErrorStyleTests {
    @Test(
        "Usage errors, the argument parser's own included, are one line and exit 64; nothing on standard output",
        arguments: [
            (["frobnicate"], "Unexpected argument 'frobnicate'"),
            (["build", "--nope"], "Unknown option '--nope'. Did you mean '--out'?"),
            (["build", "--as-of", "x"], "--as-of x is not a date; expected YYYY-MM-DD"),
            (["build", "--base-url", "ftp://x"], "--base-url ftp://x must start with https:// or http://"),
            (["sample", "--days", "abc", "--out", "x"], "The value 'abc' is invalid for '--days <days>'"),
            (["sample"], "Missing expected argument '--out <file>'"),
            (["stats", "--input", "x", "--period"], "Missing value for '--period <period>'"),
            (["templates", "export"], "Missing expected argument '<dir>'"),
            (["templates", "export", "a", "b"], "Unexpected argument 'b'"),
            (["init", "--nope"], "Unknown option '--nope'. Did you mean '--force'?"),
            (["check"], "--input is required (or input = \"…\" in foodstory.toml)"),
        ])
    func usage(_ arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let result = try FoodStoryBinary.run(arguments, in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr == "foodstory: error: \(message)\n")
        #expect(result.stdout == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [])
    }

    @Test("Help is printed on standard output and exits 0")
    func help() throws {
        let result = try FoodStoryBinary.run(["help", "init"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                OVERVIEW: Write a commented starter foodstory.toml.

                Every key the config file may hold, each with a comment: those with a default
                set to it, the others commented out with an example; and a new random site id,
                which the feed's ids are made from. An existing file is left alone (exit status
                73) unless --force.

                USAGE: foodstory init [--config <file>] [--force] [--quiet]

                OPTIONS:
                  --config <file>         The file to write. (default: foodstory.toml)
                  --force                 Replace the file if it exists.
                  -q, --quiet             Print neither the summary nor warnings (errors are
                                          still printed).
                  --version               Show the version.
                  -h, --help              Show help information.


                """)
    }
}
