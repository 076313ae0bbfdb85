import Foundation
import TestSupport
import Testing

/// The build's summary with its measured time replaced by `T`, so whole outputs compare.
private func timeless(_ text: String) -> String {
    text.replacingOccurrences(of: #"Took [0-9]+\.[0-9]{2} s\."#, with: "Took T s.", options: .regularExpression)
}

@Suite("Summaries on standard output, warnings and errors on standard error, --quiet", .serialized)
struct OutputStreamTests {
    /// The fixture's four entries and one record that cannot be read.
    static let diaryWithABadRecord =
        String(Fixtures.exportJSON.trimmingCharacters(in: .whitespacesAndNewlines).dropLast())
        + ", {\"id\": \"5A5A5A5A-0000-4000-8000-000000000001\", \"date\": \"yesterday\"}]"

    @Test("foodstory --version prints the version and exits 0")
    func version() throws {
        let result = try FoodStoryBinary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
        #expect(result.stderr == "")
    }

    @Test("build: the summary alone on standard output; a skipped record and every warning on standard error")
    func buildStreams() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.diaryWithABadRecord, to: "diary.json")
        let out = folder.path("site")
        let result = try FoodStoryBinary.run(["build", "--input", input, "--out", out, "--as-of", "2026-03-01"])
        #expect(result.status == 0)
        #expect(
            timeless(result.stdout) == """
                Built \(input): 4 entries read, 1 skipped
                Pages: 6; files written 53, unchanged 0, removed 0
                Time zone: inferred: +05:30; as of 2026-03-01
                Link previews: none; give --base-url so a shared link shows its week's card
                Took T s. Open \(out)/index.html

                """)
        #expect(
            result.stderr == """
                foodstory: warning: skipped record 4 (id 5A5A5A5A-0000-4000-8000-000000000001): date is "yesterday"; expected an ISO 8601 instant such as 2026-03-08T02:45:00Z
                foodstory: warning: the as-of day 2026-03-01 is before the diary's first entry (2026-03-08), so no entry counts
                foodstory: warning: 1 entry has a photo; pass --media with the folder of the app's photos to show them

                """)
    }

    @Test("build --quiet (and -q) prints nothing, warnings included, and still builds the same site")
    func quietBuild() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.diaryWithABadRecord, to: "diary.json")
        for (index, flag) in ["--quiet", "-q"].enumerated() {
            let out = folder.path("site-\(index)")
            let result = try FoodStoryBinary.run([
                "build", "--input", input, "--out", out, "--as-of", "2026-03-01", flag,
            ])
            #expect(result.status == 0)
            #expect(result.stdout == "")
            #expect(result.stderr == "")
            #expect(FileManager.default.fileExists(atPath: out + "/index.html"))
        }
    }

    @Test("--quiet still prints errors, in the one form, with their exit status")
    func quietErrors() throws {
        let folder = try TemporaryFolder()
        let missing = folder.path("missing.json")
        let build = try FoodStoryBinary.run(["build", "--quiet", "--input", missing, "--out", folder.path("site")])
        #expect(build.status == 66)
        #expect(build.stdout == "")
        #expect(
            build.stderr
                == "foodstory: error: \(missing): no such file; expected a FoodLogger JSON export or store file\n")
        let existing = try folder.write("mine", to: "s.json")
        let sample = try FoodStoryBinary.run(["sample", "-q", "--days", "3", "--out", existing])
        #expect(sample.status == 73)
        #expect(sample.stdout == "")
        #expect(
            sample.stderr
                == "foodstory: error: \(existing): cannot be written (it already exists; pass --force to replace it)\n")
    }

    @Test("sample --quiet writes the diary and prints nothing")
    func quietSample() throws {
        let folder = try TemporaryFolder()
        let loud = try FoodStoryBinary.run([
            "sample", "--days", "3", "--as-of", "2026-03-08", "--out", folder.path("a.json"),
        ])
        #expect(
            loud.stdout
                == "Wrote 8 entries over 3 days (2026-03-06 to 2026-03-08, Asia/Kolkata) to \(folder.path("a.json")) as a JSON export\n"
        )
        let quiet = try FoodStoryBinary.run([
            "sample", "--days", "3", "--as-of", "2026-03-08", "--out", folder.path("b.json"), "--quiet",
        ])
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "" && quiet.stderr == "")
        #expect(
            FileManager.default.contents(atPath: folder.path("a.json"))
                == FileManager.default.contents(atPath: folder.path("b.json")))
    }

    @Test("stats warns on standard error when --as-of is before the first entry, and not otherwise")
    func statsAsOfWarning() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Fixtures.exportJSON, to: "diary.json")
        let early = try FoodStoryBinary.run(["stats", "--input", input, "--as-of", "2026-03-07", "--json"])
        #expect(early.status == 0)
        #expect(
            early.stderr
                == "foodstory: warning: the as-of day 2026-03-07 is before the diary's first entry (2026-03-08), so no entry counts\n"
        )
        #expect(early.stdout.hasPrefix("{"))
        let onTime = try FoodStoryBinary.run(["stats", "--input", input, "--as-of", "2026-03-08", "--json"])
        #expect(onTime.status == 0)
        #expect(onTime.stderr == "")
    }

    @Test("build warns when the config file's as-of is before the first entry, not when it is the first day")
    func buildAsOfFromConfig() throws {
        let folder = try TemporaryFolder()
        try folder.write(Fixtures.exportJSON, to: "diary.json")
        try folder.write("input = \"diary.json\"\nas-of = 2026-03-07\nout = \"early\"\n", to: "foodstory.toml")
        let early = try FoodStoryBinary.run(["build"], in: folder.url)
        #expect(early.status == 0)
        #expect(
            early.stderr == """
                foodstory: warning: the as-of day 2026-03-07 is before the diary's first entry (2026-03-08), so no entry counts
                foodstory: warning: 1 entry has a photo; pass --media with the folder of the app's photos to show them

                """)
        let onTime = try FoodStoryBinary.run(["build", "--as-of", "2026-03-08", "--out", "first-day"], in: folder.url)
        #expect(onTime.status == 0)
        #expect(
            onTime.stderr
                == "foodstory: warning: 1 entry has a photo; pass --media with the folder of the app's photos to show them\n"
        )
    }
}
