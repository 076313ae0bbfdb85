import Foundation
import Keying
import TestSupport
import Testing

@testable import Site

/// The repository's top folder.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The commands of `foodstory --experimental-dump-help`, by their full name (`templates export`),
/// each with its options and flags by name (`--out`, `-q`) and their completion kinds.
private func commands() throws -> [String: [String: String]] {
    let result = try FoodStoryBinary.run(["--experimental-dump-help"])
    let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    var commands: [String: [String: String]] = [:]
    func visit(_ command: [String: Any], path: [String]) {
        let name = (path + [command["commandName"] as? String ?? ""]).dropFirst().joined(separator: " ")
        var options: [String: String] = [:]
        for argument in command["arguments"] as? [[String: Any]] ?? [] {
            guard argument["kind"] as? String != "positional" else { continue }
            let kind = (argument["completionKind"] as? [String: Any]).map(describe) ?? ""
            for spelling in argument["names"] as? [[String: Any]] ?? [] {
                guard let text = spelling["name"] as? String, spelling["kind"] as? String != "longWithSingleDash"
                else { continue }
                let option = (spelling["kind"] as? String == "short" ? "-" : "--") + text
                if !["--help", "-h", "--version"].contains(option) { options[option] = kind }
            }
        }
        commands[name] = options
        for sub in command["subcommands"] as? [[String: Any]] ?? [] {
            visit(sub, path: path + [command["commandName"] as? String ?? ""])
        }
    }
    visit(try #require(root["command"] as? [String: Any]), path: [])
    return commands
}

/// A completion kind as text: `directory`, `file json store`, `list 7d 30d …`.
private func describe(_ kind: [String: Any]) -> String {
    guard let (name, value) = kind.first else { return "" }
    let details = value as? [String: Any] ?? [:]
    let words = (details["extensions"] as? [String] ?? []) + (details["values"] as? [String] ?? [])
    return ([name] + words).joined(separator: " ")
}

@Suite("The README and the docs say what the program does")
struct DocumentationTests {
    @Test("The option table of each command in docs/commands.md lists exactly the options the command has")
    func optionTables() throws {
        let commandsDoc = try String(contentsOf: repository.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        var documented: [String: Set<String>] = [:]
        for section in commandsDoc.components(separatedBy: "\n## `foodstory ").dropFirst() {
            let name = String(section.prefix { $0 != "`" })
            guard let table = section.components(separatedBy: "\n| option |").dropFirst().first else { continue }
            let rows = table.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
            documented[name] = Set(
                rows.flatMap { row -> [String] in
                    let cell = row.split(separator: "|").first ?? ""
                    return cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
                        .compactMap { $0.element.split(separator: " ").first.map(String.init) }
                        .filter { $0.hasPrefix("-") }
                })
        }
        let actual = try commands().filter { !$0.value.isEmpty }.mapValues { Set($0.keys) }
        #expect(documented == actual)
    }

    @Test("The synopsis of each command in docs/commands.md names exactly the options the command has")
    func synopses() throws {
        let commandsDoc = try String(contentsOf: repository.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        // Long names: a synopsis gives `--quiet`, its table `--quiet`, `-q`.
        let actual = try commands().mapValues { Set($0.keys.filter { $0.hasPrefix("--") }) }
        var documented: [String: Set<String>] = [:]
        for section in commandsDoc.components(separatedBy: "\n## `foodstory ").dropFirst() {
            let name = String(section.prefix { $0 != "`" })
            let synopsis = try #require(section.components(separatedBy: "```\n").dropFirst().first)
            var options = Set(synopsis.matches(of: /[\s\[|](--[a-z][a-z-]*)/).map { String($0.output.1) })
            // `serve` takes "every option of build" and its own.
            if synopsis.contains("[every option of build]") { options.formUnion(actual["build"] ?? []) }
            documented[name] = options
        }
        #expect(documented == actual.filter { documented[$0.key] != nil })
        #expect(Set(documented.keys) == Set(actual.filter { !$0.value.isEmpty }.keys))
    }

    @Test("Help gives each default once, the exit statuses of docs/commands.md, and sends readers to docs/commands.md")
    func helpText() throws {
        for command in try commands().keys.sorted() where command != "help" {
            let help = try FoodStoryBinary.run(command.split(separator: " ").map(String.init) + ["--help"])
            #expect(help.status == 0)
            // An option's entry: its line and the lines under it, up to the next option.
            var entries: [String] = []
            for line in help.stdout.split(separator: "\n") {
                if line.hasPrefix("  -") {
                    entries.append(String(line))
                } else if !entries.isEmpty {
                    entries[entries.count - 1] += " " + line
                }
            }
            let twice = entries.filter { $0.components(separatedBy: "default").count > 2 }
            #expect(twice == [], "foodstory \(command) --help")
            #expect(!help.stdout.contains("README"), "foodstory \(command) --help")
        }
        let top = try FoodStoryBinary.run(["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        #expect(
            top.contains(
                "Exit status: 0 success, 64 bad usage, 65 bad input data (a diary, pantry or template that cannot be used), 66 input missing or unreadable, 70 a public build found withheld text in its own output, 73 output cannot be written."
            ))
        for command in ["check", "stats"] {
            let help = try FoodStoryBinary.run([command, "--help"]).stdout.split(whereSeparator: \.isWhitespace)
                .joined(separator: " ")
            #expect(help.contains("docs/commands.md"), "foodstory \(command) --help")
        }
    }

    @Test("Folders, files and time zones complete as such in the shells")
    func completionKinds() throws {
        let zoneTable = try String(contentsOfFile: "/usr/share/zoneinfo/zone.tab", encoding: .utf8)
        let tabled = zoneTable.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            String($0.split(separator: "\t")[2])
        }
        let known = Set(TimeZone.knownTimeZoneIdentifiers + tabled)
        #expect(known.contains("Asia/Kolkata") && known.contains("Asia/Calcutta"))
        let zones = (["list"] + known.sorted()).joined(separator: " ")
        let diary: [String: String] = [
            "--input": "file json store", "--timezone": zones, "--strict": "", "--config": "file toml",
            "--diary-language": "list en de fr es pl hi ar ja",
        ]
        let build = diary.merging([
            "--out": "directory", "--as-of": "", "--title": "", "--author": "", "--base-url": "",
            "--locale": "list ar de en es fr hi ja pl",
            "--templates": "directory",
            "--media": "directory", "--pantry": "file", "--force": "", "--quiet": "", "-q": "",
            "--public": "", "--cache-dir": "directory",
        ]) { $1 }
        let expected: [String: [String: String]] = [
            "build": build,
            "serve": build.merging(["--host": "", "--port": ""]) { $1 },
            "check": diary.merging(["--json": "", "--entries": "", "--locale": "list ar de en es fr hi ja pl"]) { $1 },
            "stats": diary.merging([
                "--as-of": "", "--period": "list 7d 30d 3m 1y all", "--week": "", "--json": "", "--foods": "",
                "--compare": "", "--against": "",
            ]) { $1 },
            "sample": [
                "--days": "", "--seed": "", "--entries-per-day": "", "--format": "list json store", "--as-of": "",
                "--timezone": zones, "--out": "file json store", "--media": "directory", "--pantry": "file",
                "--force": "", "--quiet": "", "-q": "",
            ],
            "card": diary.merging([
                "--size": "list portrait story link", "--out": "file png", "--as-of": "", "--public": "", "--force": "",
                "--locale": "list ar de en es fr hi ja pl",
            ]) { $1 },
            "templates": [:],
            "templates export": ["--force": "", "--quiet": "", "-q": "", "--locale": "list ar de en es fr hi ja pl"],
            "init": ["--config": "file toml", "--force": "", "--quiet": "", "-q": ""],
            "help": [:],
            "": [:],
        ]
        #expect(try commands() == expected)
    }

    @Test("Completion scripts are printed for bash, zsh and fish", arguments: ["bash", "zsh", "fish"])
    func completionScripts(_ shell: String) throws {
        let result = try FoodStoryBinary.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let first = result.stdout.split(separator: "\n").first.map(String.init)
        let expected = [
            "bash": "#!/bin/bash", "zsh": "#compdef foodstory",
            "fish": "function __foodstory_should_offer_completions_for_flags_or_options -a expected_commands",
        ]
        #expect(first == expected[shell])
        #expect(result.stdout.contains("Asia/Kolkata"))
    }

    @Test("docs/development.md lists the packages make demo installs, as the Makefile installs them")
    func packages() throws {
        let makefile = try String(contentsOf: repository.appendingPathComponent("Makefile"), encoding: .utf8)
        let readme = try String(contentsOf: repository.appendingPathComponent("docs/development.md"), encoding: .utf8)
        func variable(_ name: String) -> String? {
            makefile.split(separator: "\n").first { $0.hasPrefix("\(name) = ") }.map {
                String($0.dropFirst(name.count + 3))
            }
        }
        let apt = try #require(variable("SYSTEM_PACKAGES"))
        let brew = try #require(variable("BREW_PACKAGES"))
        let lines = Set(readme.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(lines.contains("apt-get install \(apt)"))
        #expect(lines.contains("brew install \(brew)"))
    }

    @Test("The JSON of stats, stats --compare and check has the keys docs/commands.md lists, and their fields")
    func jsonKeys() throws {
        let commandsDoc = try String(contentsOf: repository.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        let folder = try TemporaryFolder()
        let input = try folder.write(Fixtures.exportJSON, to: "diary.json")
        // Two months of the sample diary: foods eaten together, milestones.
        let sample = folder.path("sample.json")
        let made = try FoodStoryBinary.run(["sample", "--days", "60", "--as-of", "2026-03-09", "--out", sample])
        #expect(made.status == 0, "\(made.stderr)")
        let reports = [
            ("## `foodstory check`", ["check", "--input", input, "--json", "--entries"]),
            (
                "## `foodstory stats`",
                ["stats", "--input", sample, "--json", "--as-of", "2026-03-09", "--week", "2026-W10"]
            ),
            (
                "## Comparing two periods: `stats --compare`",
                ["stats", "--input", sample, "--json", "--as-of", "2026-03-09", "--compare", "2026-03"]
            ),
        ]
        for (heading, arguments) in reports {
            let run = try FoodStoryBinary.run(arguments)
            #expect(run.status == 0, "\(run.stderr)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let section = try #require(
                commandsDoc.components(separatedBy: heading).dropFirst().first?.components(separatedBy: "\n## ").first)
            let table = try #require(section.components(separatedBy: "\n| key | value |\n| --- | --- |\n").last)
            var documented: Set<String> = []
            var checked: Set<String> = []
            for row in table.split(separator: "\n").prefix(while: { $0.hasPrefix("|") }) {
                let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 2 else { continue }
                let keys = cells[0].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
                    String($0.element)
                }
                documented.formUnion(keys)
                // A value documented as `{a, b}` or `[{a, b}]` (or "with --week: `{…}`"): those fields.
                guard keys.count == 1, let key = keys.first,
                    let shape = cells[1].firstMatch(of: /^(?:with `--week`: )?`\[?\{([^}]*)\}/)
                else { continue }
                let fields = Set(shape.output.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                let value = report[key]
                // An empty list has no fields to compare (the fixture has no milestone yet).
                guard let object = (value as? [String: Any]) ?? (value as? [[String: Any]])?.first else { continue }
                #expect(Set(object.keys) == fields, "\(heading) \(key)")
                checked.insert(key)
            }
            #expect(Set(report.keys) == documented, "\(heading)")
            if heading == "## `foodstory stats`" {
                #expect(checked.isSuperset(of: ["foodPairs", "milestones", "topFoods", "weeklySummary"]))
            }
            if heading.contains("--compare") { #expect(checked == ["comparison"]) }
        }
    }

    @Test("The GitHub Pages workflow installs git and the packages make deps installs, and no others")
    func workflowPackages() throws {
        let makefile = try String(contentsOf: repository.appendingPathComponent("Makefile"), encoding: .utf8)
        let workflow = try String(
            contentsOf: repository.appendingPathComponent("docs/examples/github-pages.yml"), encoding: .utf8)
        let joined = makefile.replacingOccurrences(of: "\\\n", with: " ")
        let apt = try #require(joined.split(separator: "\n").first { $0.hasPrefix("SYSTEM_PACKAGES = ") })
            .dropFirst("SYSTEM_PACKAGES = ".count).split(whereSeparator: \.isWhitespace).map(String.init)
        let installs = workflow.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n")
            .filter { $0.contains("apt-get install") }
        #expect(installs.count == 1)
        let words =
            installs.first?.components(separatedBy: "apt-get install").last?
            .split(whereSeparator: \.isWhitespace).map(String.init).filter { !$0.hasPrefix("-") } ?? []
        #expect(words == ["git"] + apt)
        // The binary finds its templates in the resources folder beside it, as templates.md says.
        #expect(!workflow.contains("run it from there"))
        // The templates ship in the templating target's resources, the rest in the site's.
        #expect(workflow.contains("FoodStory_Templating.resources and FoodStory_Site.resources folders beside it"))
    }

    @Test("Every name the docs give in code is a type, target or file of the sources, or a word of a standard")
    func namesInDocs() throws {
        let fileManager = FileManager.default
        var declared: Set<String> = []
        let declaration = try Regex(#"\b(?:struct|enum|class|protocol|actor|typealias|extension|case)\s+([A-Z]\w*)"#)
        for folder in ["Sources", "Tests"] {
            let root = repository.appendingPathComponent(folder)
            for case let url as URL in fileManager.enumerator(at: root, includingPropertiesForKeys: nil) ?? .init()
            where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                for match in text.matches(of: declaration) {
                    if let name = match.output[1].substring { declared.insert(String(name)) }
                }
            }
            for name in (try? fileManager.contentsOfDirectory(atPath: root.path)) ?? [] { declared.insert(name) }
        }
        // A name in capitals alone is a word of a standard, a protocol or an example (`GET`,
        // `EMFILE`, `IHDR`, `YYYY`), never one of FoodStory's types. Names that are not
        // FoodStory's: the language's and Foundation's types, HTTP's and the browser's, the
        // file formats' own words, and the docs' example words.
        let standard: Set<String> = [
            "Calendar", "Character", "Codable", "Data", "Encodable", "Hashable", "JSONDecoder", "JSONEncoder",
            "Sendable", "XMLParser", "CFStringFind", "EventSource", "WebSocket", "XMLHttpRequest", "Host", "Origin",
            "Package", "APPn", "Exif", "Adobe", "Dosa", "Egg", "Tiffins", "URLComponents", "PerformanceObserver",
            "Upgrade",
        ]
        let named = try Regex(#"`([A-Z][A-Za-z0-9]*)(?:[.(][^`]*)?`"#)
        var unknown: [String] = []
        let documents =
            try fileManager.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 } + ["README.md"]
        for document in documents.sorted() {
            let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
            for match in text.matches(of: named) {
                guard let name = match.output[1].substring.map(String.init) else { continue }
                guard name.contains(where: \.isLowercase) else { continue }
                if !declared.contains(name), !standard.contains(name) { unknown.append("\(document): \(name)") }
            }
        }
        #expect(Array(Set(unknown)).sorted() == [])
    }

    @Test("Every state file the docs name is one a build keeps")
    func stateFiles() throws {
        let output = try String(contentsOf: repository.appendingPathComponent("docs/output.md"), encoding: .utf8)
        // The list of state files: the items of the section's first list.
        let section = output.components(separatedBy: "### The state kept between builds").dropFirst().first ?? ""
        let list = section.components(separatedBy: "\n\n").first { $0.hasPrefix("- `") } ?? ""
        let listed = list.components(separatedBy: "\n").filter { $0.hasPrefix("- `") }.compactMap {
            $0.split(separator: "`").dropFirst().first
        }
        #expect(listed.map(String.init) == [StateFile.fingerprint, StateFile.pages, StateFile.records])
    }
}
