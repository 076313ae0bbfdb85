import ConfigFile
import Days
import Diary
import Foundation
import Insights
import Testing
import Withholding

@testable import Site

/// The build's settings are one value that the fingerprint holds whole: every stored property,
/// found from the type, changes it.
@Suite("Build settings")
struct BuildSettingsTests {
    /// Settings with a value in every property that has a default, so each can be changed.
    static let base = BuildSettings(
        input: "/diaries/export.json", timeZone: TimeZone(identifier: "Asia/Kolkata"), strict: false,
        asOf: LocalDay("2026-03-09"), title: "My Food Story", baseURL: "https://example.org/food/",
        author: "Ana", siteID: "tag:example.org,2026:food", templates: URL(fileURLWithPath: "/diaries/templates"),
        media: URL(fileURLWithPath: "/diaries/Documents"), originals: false, pantry: "/diaries/pantry.sqlite",
        aliases: ["oats": "oatmeal"], notFoods: ["bowl"], onThisDay: true,
        sampleTimeZone: TimeZone(identifier: "Asia/Kolkata") ?? .gmt, publicView: PublicView(),
        pictures: PictureChoice(), goals: [Goal(rule: .days(.category("breakfast"), days: 6))])

    /// One change of each stored property of `BuildSettings`, by the property's name. A
    /// property added to the type and not listed here fails `everyPropertyHasAChange`.
    static let changes: [String: [(String, @Sendable (inout BuildSettings) -> Void)]] = [
        "goals": [
            ("another goal", { $0.goals.append(Goal(rule: .newFoods(foods: 1))) }), ("none", { $0.goals = [] }),
            ("another number", { $0.goals[0].rule = .days(.category("breakfast"), days: 5) }),
            ("a name", { $0.goals[0].name = "Breakfast" }),
        ],
        "input": [("another file", { $0.input = "/diaries/other.json" }), ("the sample", { $0.input = nil })],
        "timeZone": [
            ("another zone", { $0.timeZone = TimeZone(identifier: "Europe/Berlin") }),
            ("inferred", { $0.timeZone = nil }),
        ],
        "strict": [("strict", { $0.strict = true })],
        "timeZoneName": [("another name", { $0.timeZoneName = "Etc/UTC" })],
        "cardArguments": [("another input", { $0.cardArguments = ["--input", "other.json"] })],
        "asOf": [("another day", { $0.asOf = LocalDay("2026-03-10") }), ("today", { $0.asOf = nil })],
        "title": [("another title", { $0.title = "Meals" })],
        "locale": [("German", { $0.locale = "de" }), ("Swiss German", { $0.locale = "de-CH" })],
        "baseURL": [
            ("another address", { $0.baseURL = "https://example.org/diary/" }), ("none", { $0.baseURL = nil }),
        ],
        "author": [("another author", { $0.author = "Ben" }), ("the title", { $0.author = nil })],
        "siteID": [("another id", { $0.siteID = "tag:example.org,2026:other" }), ("none", { $0.siteID = nil })],
        "templates": [
            ("another folder", { $0.templates = URL(fileURLWithPath: "/diaries/mine") }),
            ("the defaults", { $0.templates = nil }),
        ],
        "media": [
            ("another folder", { $0.media = URL(fileURLWithPath: "/diaries/Photos") }), ("none", { $0.media = nil }),
        ],
        "originals": [("originals", { $0.originals = true })],
        "pantry": [("another database", { $0.pantry = "/diaries/other.sqlite" }), ("none", { $0.pantry = nil })],
        "aliases": [
            ("another alias", { $0.aliases["porridge"] = "oatmeal" }), ("none", { $0.aliases = [:] }),
            ("another target", { $0.aliases["oats"] = "porridge" }),
        ],
        "notFoods": [("another word", { $0.notFoods.append("plate") }), ("none", { $0.notFoods = [] })],
        "diaryLanguage": [("German", { $0.diaryLanguage = .de }), ("French", { $0.diaryLanguage = .fr })],
        "onThisDay": [("off", { $0.onThisDay = false })],
        "sampleTimeZone": [("another zone", { $0.sampleTimeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt })],
        "publicView": [
            ("the whole diary", { $0.publicView = nil }), ("photos", { $0.publicView?.photos = true }),
            ("original inputs", { $0.publicView?.originalInputs = true }), ("times", { $0.publicView?.times = true }),
            ("pantry", { $0.publicView?.pantry = true }), ("hide", { $0.publicView?.hide = ["whisky"] }),
            ("noindex", { $0.publicView?.noindex = true }),
        ],
        "pictures": [
            ("all", { $0.pictures.scope = .all }), ("weeks", { $0.pictures.recentWeeks += 1 }),
            ("years", { $0.pictures.recentYears += 1 }),
        ],
    ]

    static func fingerprint(_ settings: BuildSettings) -> String {
        let request = BuildRequest(
            settings, out: URL(fileURLWithPath: "/site"), now: Date(timeIntervalSince1970: 1_773_000_000), cores: 1,
            temporaryDirectory: URL(fileURLWithPath: "/tmp"), fileSystem: .disk, tool: "foodstory 1")
        return BuildFingerprint.inputs(request, asOf: BuildFingerprint.asOf(request)).value
    }

    @Test("Every stored property of the settings, found from the type, has a change in this test")
    func everyPropertyHasAChange() {
        let properties = Mirror(reflecting: Self.base).children.compactMap(\.label)
        #expect(properties.count == 23)
        #expect(Set(properties) == Set(Self.changes.keys))
    }

    @Test("Each change of each setting gives a fingerprint of its own")
    func everyChangeChangesTheFingerprint() {
        let original = Self.fingerprint(Self.base)
        var seen = [original: "the base settings"]
        for (property, changes) in Self.changes.sorted(by: { $0.key < $1.key }) {
            for (name, change) in changes {
                var settings = Self.base
                change(&settings)
                let fingerprint = Self.fingerprint(settings)
                #expect(
                    seen[fingerprint] == nil, "\(property), \(name): the same fingerprint as \(seen[fingerprint] ?? "")"
                )
                seen[fingerprint] = "\(property), \(name)"
            }
        }
        #expect(seen.count == 1 + Self.changes.values.map(\.count).reduce(0, +))
    }

    @Test("The request reads and changes its settings: one value, no copy")
    func requestReadsItsSettings() {
        var request = BuildRequest(
            Self.base, out: URL(fileURLWithPath: "/site"), now: Date(timeIntervalSince1970: 0), cores: 1,
            temporaryDirectory: URL(fileURLWithPath: "/tmp"))
        request.title = "Meals"
        #expect(request.settings.title == "Meals")
        #expect(request.aliases == ["oats": "oatmeal"])
    }
}
