import Foundation
import TestSupport
import Testing

/// `[public] hide` says what it did: each word with what it hid, a word that hid nothing as a
/// warning (an error with --strict), and the pantry, when let in, without the hidden foods.
@Suite("[public] hide says what it did", .serialized)
struct HidingCommandTests {
    static let sweetsWarning =
        "foodstory: warning: [public] hide 'sweets' hid nothing: it is never a food on its own (a describing word such as \"sweet\" or \"extra\", or a not-food; see docs/food-words.md)"

    @Test("The summary names each word with the entries it hid; a word that hid nothing is a warning")
    func summary() throws {
        let folder = try TemporaryFolder()
        let arguments = try PublicBuildTests.inputs(in: folder, publicTable: "hide = [\"whisky\", \"sweets\", \"gin\"]")
        let run = try FoodStoryBinary.run(arguments + ["--out", folder.path("site"), "--public"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Public: withheld 2 original inputs, 1 photo, 2 hidden entries, clock times"))
        #expect(lines.contains("Hidden: 'whisky' 2 entries, 'sweets' nothing, 'gin' nothing"))
        #expect(
            run.stderr.split(separator: "\n").map(String.init) == [
                Self.sweetsWarning, "foodstory: warning: [public] hide 'gin' hid nothing: no entry names it",
            ])
        let strict = try FoodStoryBinary.run(arguments + ["--out", folder.path("strict"), "--public", "--strict"])
        #expect(strict.status == 65)
        #expect(
            strict.stderr
                == "foodstory: error: read: "
                + Self.sweetsWarning.dropFirst("foodstory: warning: ".count) + " (--strict)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("strict")))
    }

    @Test("With the pantry let in, its items of a hidden food are left out, and no file names them")
    func pantry() throws {
        let folder = try TemporaryFolder()
        let arguments = try PublicBuildTests.inputs(in: folder, publicTable: "pantry = true\nhide = [\"whisky\"]")
        let pantry = try PantryBuilder.write(
            version: 8,
            rows: [
                [
                    "name": "'Single malt whisky'", "expirationDate": "'2026-06-01 00:00:00.000'",
                    "notes": "'from Rohan'",
                ],
                ["name": "'Greek yogurt'", "expirationDate": "'2026-03-12 00:00:00.000'"],
            ], to: folder.path("pantry.sqlite"))
        let out = folder.url.appendingPathComponent("site")
        let run = try FoodStoryBinary.run(arguments + ["--out", out.path, "--public", "--pantry", pantry])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "Public: withheld 2 original inputs, 1 photo, 2 hidden entries, 1 hidden pantry item, clock times"))
        #expect(lines.contains("Hidden: 'whisky' 2 entries and 1 pantry item"))
        let page = try String(contentsOf: out.appendingPathComponent("pantry.html"), encoding: .utf8)
        #expect(page.contains("Greek yogurt"))
        for path in try FileManager.default.subpathsOfDirectory(atPath: out.path) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            let bytes = try Data(contentsOf: out.appendingPathComponent(path))
            for secret in ["Single malt", "single malt", "from Rohan"] {
                #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(path) holds \(secret)")
            }
        }
    }
}
