import ConfigFile
import Foundation
import TestSupport
import Testing

import struct ConfigFile.Configuration

/// Every option of `foodstory build` and every key of `foodstory.toml` reaches the build's
/// fingerprint: a rebuild with any one of them changed is a build, never "Up to date".
@Suite("Every option reaches the fingerprint", .serialized)
struct BuildFingerprintOptionTests {
    /// The config file the base build reads: every key that has a value, set.
    static let baseConfig = """
        input = "export.json"
        timezone = "Asia/Kolkata"
        as-of = "2026-03-09"
        strict = false
        title = "Meals"
        author = "Ana"
        site-id = "tag:example.org,2026:meals"
        base-url = "https://example.org/meals/"
        templates = "templates"
        media = "media"
        on-this-day = true
        pantry = "pantry.sqlite"
        not-foods = ["bowl"]
        diary-language = "en"
        locale = "en"

        [public]
        photos = false
        original-inputs = false
        times = false
        pantry = false
        hide = ["kheer"]
        noindex = false

        [cards]
        pictures = "recent"
        recent-weeks = 8
        recent-years = 2

        [photos]
        originals = false

        [[goals]]
        category = "breakfast"
        days = 6

        [aliases]
        oats = "oatmeal"

        """

    /// The flags of the base build: public, so that the `[public]` table counts.
    static let baseFlags = ["--public"]

    /// One change for each key of the config file (a line of the base file replaced) or flag
    /// of `build` (the flags of the changed build), named by the key or flag it changes.
    static let changes: [(option: String, replace: (String, String)?, flags: [String])] = [
        ("input", ("input = \"export.json\"", "input = \"copy.json\""), baseFlags),
        ("timezone", ("timezone = \"Asia/Kolkata\"", "timezone = \"Europe/Berlin\""), baseFlags),
        ("as-of", ("as-of = \"2026-03-09\"", "as-of = \"2026-03-10\""), baseFlags),
        ("strict", ("strict = false", "strict = true"), baseFlags),
        ("title", ("title = \"Meals\"", "title = \"Dishes\""), baseFlags),
        ("author", ("author = \"Ana\"", "author = \"Ben\""), baseFlags),
        (
            "site-id", ("site-id = \"tag:example.org,2026:meals\"", "site-id = \"tag:example.org,2026:other\""),
            baseFlags
        ),
        (
            "base-url", ("base-url = \"https://example.org/meals/\"", "base-url = \"https://example.org/other/\""),
            baseFlags
        ),
        ("templates", ("templates = \"templates\"", "templates = \"templates-2\""), baseFlags),
        ("media", ("media = \"media\"", "media = \"media-2\""), baseFlags),
        ("on-this-day", ("on-this-day = true", "on-this-day = false"), baseFlags),
        ("pantry", ("pantry = \"pantry.sqlite\"", "pantry = \"pantry-2.sqlite\""), baseFlags),
        ("not-foods", ("not-foods = [\"bowl\"]", "not-foods = [\"plate\"]"), baseFlags),
        ("diary-language", ("diary-language = \"en\"", "diary-language = \"de\""), baseFlags),
        ("locale", ("locale = \"en\"", "locale = \"de\""), baseFlags),
        ("public.photos", ("photos = false\noriginal", "photos = true\noriginal"), baseFlags),
        ("public.original-inputs", ("original-inputs = false", "original-inputs = true"), baseFlags),
        ("public.times", ("times = false", "times = true"), baseFlags),
        ("public.pantry", ("pantry = false", "pantry = true"), baseFlags),
        ("public.hide", ("hide = [\"kheer\"]", "hide = [\"raita\"]"), baseFlags),
        ("public.noindex", ("noindex = false", "noindex = true"), baseFlags),
        ("cards.pictures", ("pictures = \"recent\"", "pictures = \"all\""), baseFlags),
        ("cards.recent-weeks", ("recent-weeks = 8", "recent-weeks = 3"), baseFlags),
        ("cards.recent-years", ("recent-years = 2", "recent-years = 1"), baseFlags),
        ("photos.originals", ("originals = false", "originals = true"), baseFlags),
        ("aliases", ("oats = \"oatmeal\"", "oats = \"porridge\""), baseFlags),
        ("goals", ("days = 6", "days = 5"), baseFlags),
        ("--public", nil, []),
        ("--input", nil, baseFlags + ["--input", "copy.json"]),
        ("--timezone", nil, baseFlags + ["--timezone", "Europe/Berlin"]),
        ("--diary-language", nil, baseFlags + ["--diary-language", "fr"]),
        ("--strict", nil, baseFlags + ["--strict"]),
        ("--as-of", nil, baseFlags + ["--as-of", "2026-03-10"]),
        ("--title", nil, baseFlags + ["--title", "Dishes"]),
        ("--locale", nil, baseFlags + ["--locale", "fr"]),
        ("--author", nil, baseFlags + ["--author", "Ben"]),
        ("--base-url", nil, baseFlags + ["--base-url", "https://example.org/other/"]),
        ("--templates", nil, baseFlags + ["--templates", "templates-2"]),
        ("--media", nil, baseFlags + ["--media", "media-2"]),
        ("--pantry", nil, baseFlags + ["--pantry", "pantry-2.sqlite"]),
    ]

    /// What is no option of the site, each with why.
    static let exempt: [String: String] = [
        "out": "another output folder is another site, with its own state",
        "--out": "another output folder is another site, with its own state",
        "cache-dir": "where the state is kept: another folder holds no last build",
        "--cache-dir": "where the state is kept: another folder holds no last build",
        "public": "tested on its own, after the others (it cannot stand beside a [public] table)",
        "--force": "builds whatever the fingerprint says",
        "--quiet": "prints less; the site is the same",
        "--config": "names the file whose keys are tested here",
        "--help": "prints the help", "--version": "prints the version",
    ]

    @Test("Every key of foodstory.toml and every flag of build is changed here or exempt with a reason")
    func everyOptionListed() throws {
        let help = try FoodStoryBinary.run(["build", "--help"])
        let flags = Set(help.stdout.split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init))
            .filter { $0.hasPrefix("--") && $0.count > 2 }
        let keys = Set(Configuration.keys).subtracting(["photos", "cards"])
            .union(["public.photos", "public.original-inputs", "public.times", "public.pantry", "public.hide"])
            .union(["public.noindex", "cards.pictures", "cards.recent-weeks", "cards.recent-years", "photos.originals"])
        let covered = Set(Self.changes.map(\.option)).union(Self.exempt.keys)
        #expect(flags.subtracting(covered).sorted() == [])
        #expect(keys.subtracting(covered).sorted() == [])
        #expect(flags.count >= 15)
    }

    @Test("A rebuild with any one option changed is a build; with nothing changed, up to date")
    func everyOptionChangesTheFingerprint() throws {
        let folder = try TemporaryFolder()
        for name in ["export.json", "copy.json"] { _ = try folder.write(Fixtures.exportJSON, to: name) }
        for name in ["pantry.sqlite", "pantry-2.sqlite"] {
            try PantryBuilder.write(sql: try PantryBuilder.fixtureSQL, to: folder.path(name))
        }
        for name in ["templates", "templates-2", "media", "media-2"] {
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let config = folder.path("foodstory.toml")
        let build = { (text: String, flags: [String]) throws -> String in
            try text.write(toFile: config, atomically: true, encoding: .utf8)
            let result = try FoodStoryBinary.run(
                ["build", "--config", config, "--out", folder.path("site"), "--cache-dir", folder.path("cache")]
                    + flags,
                in: folder.url)
            #expect(result.status == 0, "\(flags): \(result.stderr)")
            return result.stdout
        }
        _ = try build(Self.baseConfig, Self.baseFlags)
        #expect(try build(Self.baseConfig, Self.baseFlags).hasPrefix("Up to date"))
        for change in Self.changes {
            var text = Self.baseConfig
            if let (old, new) = change.replace {
                #expect(text.contains(old), "\(change.option)")
                text = text.replacingOccurrences(of: old, with: new)
            }
            #expect(
                !(try build(text, change.flags)).hasPrefix("Up to date"),
                "\(change.option) did not reach the fingerprint")
            #expect(!(try build(Self.baseConfig, Self.baseFlags)).hasPrefix("Up to date"), "\(change.option), back")
        }
        // The top-level `public` key: the same build as `--public` with the table's defaults.
        let withoutTable = Self.baseConfig.components(separatedBy: "[public]")[0]
        _ = try build(withoutTable + "public = false\n", [])
        #expect(!(try build("public = true\n" + withoutTable, [])).hasPrefix("Up to date"), "public")
    }
}
