import Foundation
import TestSupport
import Testing

/// The repository, for the shipped sample photos.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every file under `folder`, dot-files included, by path with its bytes.
private func files(_ folder: URL) throws -> [String: Data] {
    try FolderFiles.of(folder)
}

/// The paths whose bytes differ between two sites (or that only one has), sorted.
private func differences(_ site: [String: Data], _ other: [String: Data]) -> [String] {
    Set(site.keys).union(other.keys).filter { site[$0] != other[$0] }.sorted()
}

/// One option a person may change between two builds: the arguments of `foodstory build`
/// before and after the change (without `--out` and `--cache-dir`), written into a folder. A
/// config file is rewritten in place, as a person edits it.
struct OptionChange: Sendable, CustomTestStringConvertible {
    let name: String
    /// The build's arguments, with the option as it was (`false`) or as changed (`true`);
    /// writes the inputs the arguments name.
    let arguments: @Sendable (TemporaryFolder, _ changed: Bool) throws -> [String]

    var testDescription: String { name }

    /// The diary of the public build's tests (kept in Asia/Kolkata, a photo entry, whisky),
    /// its photo, and `config` as `foodstory.toml`: the arguments that build it as of
    /// 2026-03-09, with `extra` after them.
    static func build(
        _ folder: TemporaryFolder, config: String, extra: [String] = [], diary: String = PublicBuildTests.diary
    ) throws -> [String] {
        let input = try folder.write(diary, to: "diary.json")
        let media = folder.url.appendingPathComponent("media")
        if !FileManager.default.fileExists(atPath: media.path) {
            try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: repository.appendingPathComponent("Sources/Site/Resources/SamplePhotos/lunch.jpg"),
                to: media.appendingPathComponent("IMG_SECRET_4711.jpg"))
        }
        let path = try folder.write(config, to: "foodstory.toml")
        return ["build", "--input", input, "--media", media.path, "--config", path, "--as-of", "2026-03-09"] + extra
    }

    /// A change of the config file alone, from `before` to `after`, with `--timezone Asia/Kolkata`.
    static func config(_ name: String, _ before: String, _ after: String) -> OptionChange {
        OptionChange(name: name) { folder, changed in
            try build(folder, config: changed ? after : before, extra: ["--timezone", "Asia/Kolkata"])
        }
    }

    /// The diary with one more entry, of a word alone that a not-food makes no food.
    static let masala =
        String(PublicBuildTests.diary.trimmingCharacters(in: .whitespacesAndNewlines).dropLast())
            + """
            ,
              {"id": "11111111-0000-4000-8000-000000000006", "date": "2026-03-08T18:30:00Z", "createdAt": "2026-03-09T13:00:00Z",
               "rawInput": "masala", "inputType": "text", "processedDescription": "masala", "mediaURL": null,
               "category": "snack", "updatedAt": null}
            ]
            """

    /// A change of the command line alone, from `before` to `after`.
    static func flags(_ name: String, _ before: [String], _ after: [String]) -> OptionChange {
        OptionChange(name: name) { folder, changed in
            try build(folder, config: "", extra: changed ? after : before)
        }
    }

    static let all: [OptionChange] = [
        config("[aliases]", "[aliases]\n\"dosa\" = \"pancake\"\n", "[aliases]\n\"kheer\" = \"rice pudding\"\n"),
        OptionChange(name: "not-foods") { folder, changed in
            try build(
                folder, config: changed ? "not-foods = [\"masala\"]\n" : "not-foods = [\"tiffin\"]\n",
                extra: ["--timezone", "Asia/Kolkata"], diary: masala)
        },
        config("author", "author = \"The Cook\"\n", "author = \"The Eater\"\n"),
        config("site-id", "site-id = \"one site\"\n", "site-id = \"another site\"\n"),
        config("[photos] originals", "[photos]\noriginals = false\n", "[photos]\noriginals = true\n"),
        config(
            "[public] hide", "[public]\nenabled = true\n", "[public]\nenabled = true\nhide = [\"whisky\"]\n"),
        flags("--public", ["--timezone", "Asia/Kolkata"], ["--timezone", "Asia/Kolkata", "--public"]),
        flags("--timezone", ["--timezone", "Asia/Kolkata"], ["--timezone", "Asia/Tokyo"]),
        config("[cards] pictures", "[cards]\npictures = \"none\"\n", "[cards]\npictures = \"all\"\n"),
        // Asia/Tokyo's midnights are not the diary's: a warning, which --strict makes an error.
        flags("--strict", ["--timezone", "Asia/Tokyo"], ["--timezone", "Asia/Tokyo", "--strict"]),
    ]
}

/// A rebuild after an option changed is the build a fresh folder gets with the new option:
/// no option may be left out of what tells a rebuild that something changed.
@Suite("A rebuild after an option changed equals a fresh build", .serialized)
struct OptionRebuildTests {
    @Test(
        "Build, change one option, rebuild into the same folder and state: byte for byte a fresh build's site",
        arguments: OptionChange.all)
    func rebuildEqualsFresh(change: OptionChange) throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("site")
        let state = ["--out", out.path, "--cache-dir", folder.path("cache")]
        let first = try FoodStoryBinary.run(try change.arguments(folder, false) + state)
        #expect(first.status == 0, "\(first.stderr)")
        let before = try files(out)

        let changed = try change.arguments(folder, true)
        let rebuild = try FoodStoryBinary.run(changed + state)
        let fresh = folder.url.appendingPathComponent("fresh")
        let freshRun = try FoodStoryBinary.run(
            changed + ["--out", fresh.path, "--cache-dir", folder.path("fresh-cache")])
        #expect(rebuild.status == freshRun.status, "\(rebuild.stdout)\(rebuild.stderr)")
        #expect(rebuild.stderr == freshRun.stderr)
        if freshRun.status == 0 {
            let site = try files(fresh)
            // The option shows in the site: a rebuild that kept the old one would differ.
            #expect(!differences(before, site).isEmpty)
            #expect(differences(try files(out), site) == [])
        } else {
            // A build the option stops leaves the last site as it was.
            #expect(differences(try files(out), before) == [])
        }
    }
}
