import Foundation
import TestSupport
import Testing

/// The repository's top folder.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// One command the documentation shows: where, the line as written, and what it prints when the
/// documentation shows that too.
struct DocumentedCommand: Sendable, CustomTestStringConvertible {
    var document: String
    var line: String
    var output: String?
    var testDescription: String { "\(document): \(line)" }
}

/// The commands a test cannot run as written, each with the reason; every other example runs.
private let exemptions: [(prefix: String, reason: String)] = [
    ("make ", "a make target builds FoodStory or runs a suite: CI runs each of them (docs/development.md)"),
    ("apt-get install ", "installs system packages: DocumentationTests compares the list with the Makefile's"),
    ("brew install ", "installs system packages: DocumentationTests compares the list with the Makefile's"),
    ("rsync ", "copies the site to another machine"),
    ("foodstory serve ", "serves until it is stopped: ServeCommandTests runs it"),
    (
        "foodstory --generate-completion-script bash > /etc/",
        "writes into /etc, which takes root: the zsh and fish lines run the same command into the home folder"
    ),
]

/// The reason `line` is not run, or nil.
private func exemption(_ line: String) -> String? {
    exemptions.first { line.hasPrefix($0.prefix) }?.reason
}

/// Every shell example of the README and the docs: each line of a fenced `sh` block (a `# …`
/// comment removed, `\` continuations joined), each `$ ` line of a `console` block with the
/// output shown under it, and the examples of the README's command table. `make release`
/// builds `.build/release/foodstory`; the line that runs it runs the binary under test.
func documentedCommands() throws -> [DocumentedCommand] {
    let documents =
        ["README.md"]
        + (try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path))
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    var commands: [DocumentedCommand] = []
    for document in documents {
        let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
        for block in text.matches(of: /```(sh|console)\n((?:.|\n)*?)```/) {
            let body = String(block.output.2)
            if block.output.1 == "sh" {
                for line in body.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n") {
                    let command = String(line.replacing(/\s+#.*$/, with: ""))
                        .replacing(/\s+/, with: " ").trimmingCharacters(in: .whitespaces)
                        .replacingOccurrences(of: ".build/release/foodstory ", with: "foodstory ")
                    if !command.isEmpty { commands.append(DocumentedCommand(document: document, line: command)) }
                }
            } else {
                let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
                guard let first = lines.first, first.hasPrefix("$ ") else { continue }
                let shown = lines.dropFirst().joined(separator: "\n")
                commands.append(
                    DocumentedCommand(
                        document: document, line: String(first.dropFirst(2)),
                        output: shown.isEmpty || shown.contains("…") ? nil : shown))
            }
        }
        if document == "README.md" {
            let table = text.components(separatedBy: "\n## Commands\n").dropFirst().first ?? ""
            for row in table.split(separator: "\n").prefix(while: { !$0.hasPrefix("## ") }) where row.hasPrefix("| `") {
                let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard let example = cells.last, example.hasPrefix("`foodstory ") else { continue }
                commands.append(DocumentedCommand(document: document, line: String(example.dropFirst().dropLast())))
            }
        }
    }
    return commands
}

/// The files `line` promises: a build's `index.html`, a sample's diary, photos and pantry, a
/// card's picture, exported templates, a starter config file, a redirected output.
private func promisedFiles(of line: String, home: String) -> [String] {
    let words = line.split(separator: " ").map(String.init)
    func value(_ option: String) -> String? {
        words.firstIndex(of: option).flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
    }
    if let arrow = words.firstIndex(of: ">"), arrow + 1 < words.count {
        return [words[arrow + 1].replacingOccurrences(of: "~", with: home)]
    }
    guard words.first == "foodstory", words.count > 1 else { return [] }
    switch words[1] {
    case "build": return [(value("--out") ?? "_site") + "/index.html"]
    case "sample": return [value("--out"), value("--media").map { $0 + "/" }, value("--pantry")].compactMap { $0 }
    case "card":
        let size = value("--size").map { $0 == "portrait" ? "" : "-" + $0 } ?? ""
        return [value("--out") ?? "\(words[2])\(size).png"]
    case "templates": return words.count > 3 ? [words[3] + "/day.md"] : []
    case "init": return [value("--config") ?? "foodstory.toml"]
    default: return []
    }
}

/// A folder holding what the examples read: the fixture diary under each name the docs give
/// it, an empty photos folder, a home folder with the completion folders, and a `foodstory`
/// on the path that is the binary under test.
private struct Workspace {
    let folder: TemporaryFolder
    var url: URL { folder.url.appendingPathComponent("work") }
    var home: String { folder.path("home") }

    init() throws {
        folder = try TemporaryFolder()
        let manager = FileManager.default
        for path in ["work/Documents", "home/.zfunc", "home/.config/fish/completions", "bin"] {
            try manager.createDirectory(
                at: folder.url.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        for name in ["FoodLogger-Export.json", "export.json", "FoodLogger-Export-2026-03-09.json"] {
            try folder.write(Fixtures.exportJSON, to: "work/" + name)
        }
        try manager.createSymbolicLink(
            atPath: folder.path("bin/foodstory"), withDestinationPath: FoodStoryBinary.url.path)
    }

    /// Runs `line` with the shell, here, as a person would type it.
    func run(_ line: String) throws -> FoodStoryBinary.Result {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return try FoodStoryBinary.run(
            ["-c", line], environment: ["PATH": folder.path("bin") + ":" + path, "HOME": home], in: url,
            executable: URL(fileURLWithPath: "/bin/sh"))
    }
}

@Suite("Every example of the README and the docs runs as written")
struct DocumentationExamplesTests {
    @Test("The examples are found: sh blocks, console blocks and the README's command table")
    func found() throws {
        let commands = try documentedCommands()
        #expect(commands.count >= 30)
        #expect(commands.contains { $0.document == "README.md" && $0.line == "foodstory init" })
        #expect(
            commands.contains {
                $0.document == "docs/templates.md" && $0.line == "foodstory templates export my-templates"
            })
    }

    @Test(
        "Each document's examples, run in order in a folder holding the inputs they name, exit 0 and make the files they promise",
        arguments: ["README.md", "docs/commands.md", "docs/publishing.md", "docs/share-cards.md", "docs/templates.md"])
    func examplesRun(_ document: String) throws {
        let workspace = try Workspace()
        let commands = try documentedCommands().filter { $0.document == document }
        #expect(!commands.isEmpty)
        for command in commands where exemption(command.line) == nil {
            let result = try workspace.run(command.line)
            #expect(result.status == 0, "\(command.line): \(result.stderr)")
            if let output = command.output {
                #expect(result.stdout == output, "\(command.line)")
            }
            for file in promisedFiles(of: command.line, home: workspace.home) {
                let path = file.hasPrefix("/") ? file : workspace.url.appendingPathComponent(file).path
                #expect(FileManager.default.fileExists(atPath: path), "\(command.line) promises \(file)")
            }
        }
    }

    @Test("Only the documents whose examples run above hold examples, but for the exempt ones")
    func everyDocumentRun() throws {
        let run: Set<String> = [
            "README.md", "docs/commands.md", "docs/publishing.md", "docs/share-cards.md", "docs/templates.md",
        ]
        let others = try documentedCommands().filter { !run.contains($0.document) && exemption($0.line) == nil }
        #expect(others.map(\.testDescription) == [])
    }

    @Test("The config file of docs/commands.md, every key of it, is read by build, check and stats")
    func configExample() throws {
        let workspace = try Workspace()
        let commands = try String(contentsOf: repository.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        let toml = try #require(commands.matches(of: /```toml\n((?:.|\n)*?)```/).first).output.1
        try workspace.folder.write(String(toml), to: "work/foodstory.toml")
        for setup in [
            "foodstory templates export my-templates --quiet", "mkdir FoodLogger-Documents",
            "foodstory sample --out pantry-sample.json --pantry pantrydates.sqlite --quiet",
        ] {
            let result = try workspace.run(setup)
            #expect(result.status == 0, "\(setup): \(result.stderr)")
        }
        for line in ["foodstory build --quiet", "foodstory check", "foodstory stats"] {
            let result = try workspace.run(line)
            #expect(result.status == 0, "\(line): \(result.stderr)")
        }
        // The file's [public] table makes every build public: the pantry is withheld.
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("_site/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("_site/pantry.html").path))
    }

    @Test(
        "Every config file the docs show, whole, is accepted: every key they list is one FoodStory reads; every words.toml builds"
    )
    func everyConfigBlock() throws {
        let workspace = try Workspace()
        var blocks = 0
        for document in ["README.md"]
            + (try FileManager.default.contentsOfDirectory(
                atPath: repository.appendingPathComponent("docs").path)).filter({ $0.hasSuffix(".md") }).sorted().map({
                "docs/" + $0
            })
        {
            let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
            for block in text.matches(of: /```toml\n((?:.|\n)*?)```/) {
                blocks += 1
                let toml = String(block.output.1)
                // A block headed `# …/words.toml` is a templates folder's words: a build takes it.
                if toml.split(separator: "\n").first?.hasSuffix("/words.toml") == true {
                    try workspace.folder.write(toml, to: "work/words-templates/words.toml")
                    let result = try workspace.run(
                        "foodstory build --input export.json --templates words-templates --out words-site --quiet")
                    #expect(result.status == 0, "\(document): \(result.stderr)")
                    continue
                }
                try workspace.folder.write(toml, to: "work/block.toml")
                let result = try workspace.run("foodstory check --input export.json --config block.toml")
                #expect(result.status == 0, "\(document): \(result.stderr)")
            }
        }
        #expect(blocks >= 3)
        // `public = true` at the top level, as docs/commands.md says.
        try workspace.folder.write("public = true\n", to: "work/top.toml")
        let card = try workspace.run("foodstory card 2026-W10 --input export.json --config top.toml --out top.png")
        #expect(card.status == 0, "\(card.stderr)")
        try workspace.folder.write("public = \"yes\"\n", to: "work/wrong.toml")
        let wrong = try workspace.run("foodstory card 2026-W10 --input export.json --config wrong.toml")
        #expect(wrong.status == 64)
        #expect(wrong.stderr == "foodstory: error: wrong.toml: public must be true or false, or a [public] table\n")
    }

    @Test(
        "init's file sets what docs/commands.md says it sets: the defaults of strict, out, title and on-this-day, and a site-id"
    )
    func initSets() throws {
        let workspace = try Workspace()
        let result = try workspace.run("foodstory init --quiet")
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(
            contentsOf: workspace.url.appendingPathComponent("foodstory.toml"), encoding: .utf8)
        let set = text.split(separator: "\n").compactMap { $0.firstMatch(of: #/^([a-z][a-z-]*) = /#)?.output.1 }
        #expect(set.map(String.init).sorted() == ["on-this-day", "out", "site-id", "strict", "title"])
        let commands = try String(contentsOf: repository.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        #expect(
            commands.contains(
                "`strict`,\n`out`, `title` and `on-this-day` set to their defaults, `site-id` set to a new random id"))
    }

    @Test("Every exit status the docs list is one a command gives, each made to happen")
    func exitStatuses() throws {
        let commands = try String(contentsOf: repository.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        func statuses(_ text: String) -> [Int32] {
            let table = text.components(separatedBy: "| status | meaning |").dropFirst().first ?? ""
            return table.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }.compactMap {
                Int32($0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? "")
            }
        }
        #expect(statuses(commands) == [0, 64, 65, 66, 70, 73, 1])
        #expect(statuses(readme) == [0, 64, 65, 66, 70, 73])
        let workspace = try Workspace()
        try workspace.folder.write("{\"not\": \"a diary\"}", to: "work/broken.json")
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("mine"), withIntermediateDirectories: true)
        try workspace.folder.write("# Lost\n\nMasala dosa with coconut chutney\n", to: "work/mine/404.md")
        let cases: [(line: String, status: Int32)] = [
            ("foodstory check --input export.json", 0),
            ("foodstory check --input export.json --colour", 64),
            ("foodstory check --input broken.json", 65),
            ("foodstory check --input missing.json", 66),
            ("foodstory build --input export.json --public --templates mine --out public --quiet", 70),
            ("foodstory init --quiet && foodstory init", 73),
        ]
        for (line, status) in cases {
            let result = try workspace.run(line)
            #expect(result.status == status, "\(line): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == (status == 0 ? 0 : 1), "\(line): \(result.stderr)")
        }
        // 1, "anything else", is the status of a failure FoodStory has no message for: nothing
        // a test can bring about on purpose.
    }
}
