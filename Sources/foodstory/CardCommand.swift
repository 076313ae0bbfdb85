import ArgumentParser
import Charts
import ConfigFile
import Diary
import Foundation
import Site

import struct Words.Catalog

/// `foodstory card`: one share card as a PNG picture, without building the site.
struct CardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "card",
        abstract: "Write one week's share card or one year's card as a PNG picture.",
        discussion: """
            Draws the card the site's cards/ folder would get, without building the site: a \
            week (YYYY-Www, e.g. 2026-W10) or a year (YYYY) in one of three sizes: portrait \
            (1080×1350, an Instagram post), story (1080×1920, an Instagram story, the top and \
            bottom 250 pixels left to the app's controls) or link (1200×630, a link preview). \
            Text is set with the fonts FoodStory ships, so the picture is the same on every \
            machine (Latin, Greek, Cyrillic, Devanagari, Arabic); only characters they lack \
            (Japanese, Chinese, Hebrew, emoji...) come from the system's fonts.
            """
    )

    @Argument(help: ArgumentHelp("The week (YYYY-Www) or year (YYYY) to draw.", valueName: "week-or-year"))
    var subject: String

    @OptionGroup var diary: DiaryOptions

    @Option(
        name: .long, help: ArgumentHelp("portrait, story or link.", valueName: "size"),
        completion: .list(CardFormat.allCases.map(\.rawValue)))
    var size: String = CardFormat.portrait.rawValue

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The PNG file to write (default: the card's name, e.g. 2026-W10-story.png).", valueName: "file"),
        completion: .file(extensions: ["png"]))
    var out: String?

    @Option(
        name: .customLong("as-of"),
        help: ArgumentHelp(
            "The day that is \"today\" (default: today where the diary is kept).", valueName: "YYYY-MM-DD"))
    var asOf: String?

    @Flag(
        name: .customLong("public"),
        help: "Draw the card from the public view, as a public build does: no entry of a [public] hide food.")
    var isPublic = false

    @Flag(name: .long, help: "Replace the PNG file if it exists (otherwise exit 73 and the file is left alone).")
    var force = false

    func validate() throws {
        guard CardSubject(subject) != nil else {
            throw ValidationError("\(subject) is not a week or a year; expected YYYY-Www (e.g. 2026-W10) or YYYY")
        }
        guard CardFormat(rawValue: size) != nil else {
            throw ValidationError("--size \(size) is not a card size; expected portrait, story or link")
        }
        if let asOf, LocalDay(asOf) == nil {
            throw ValidationError("--as-of \(asOf) is not a date; expected YYYY-MM-DD")
        }
    }

    @OptionGroup var locale: LocaleOption

    func run() async throws {
        try await reportingErrors {
            guard let subject = CardSubject(subject), let format = CardFormat(rawValue: size) else { return }
            let path = out ?? "\(subject)\(format.suffix).png"
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
                if isFolder.boolValue { throw DiaryError(file: path, reason: .cannotWrite("it is a folder")) }
                if !force {
                    throw DiaryError(file: path, reason: .cannotWrite("it already exists; pass --force to replace it"))
                }
            }
            let configuration = try diary.configuration()
            // The settings a build with these options and this config file has, so the card is
            // the one its site's cards/ folder gets (its words.toml included); the card reads
            // neither photos nor the pantry.
            var settings = try BuildOptions.settings(
                diary: diary, locale: locale, configuration: configuration, asOf: asOf, isPublic: isPublic)
            settings.media = nil
            settings.pantry = nil
            let request = BuildRequest(
                settings, out: URL(fileURLWithPath: configuration.out ?? Configuration.defaultOut), now: Date(),
                cores: Machine.cores, temporaryDirectory: Machine.temporaryDirectory, tool: BuildOptions.toolIdentity)
            let png = try SiteGenerator.cardImage(request, subject: subject, format: format)
            do {
                try png.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw SiteBuildError(
                    step: "write", message: "\(path) cannot be written: \(error.localizedDescription)", exitCode: 73)
            }
            print(
                "Wrote \(path): the \(subject) card, \((try? Catalog.shipped(locale: request.locale)).map(format.name) ?? format.rawValue)"
            )
        }
    }
}
