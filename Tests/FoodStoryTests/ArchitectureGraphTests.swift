import Foundation
import Testing

/// The repository's top folder.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// `docs/architecture.md`'s table of targets is `Package.swift`'s graph, and its recipes name
/// files and names that exist.
@Suite("The architecture in the docs")
struct ArchitectureGraphTests {
    /// Each target of the package, tests' included (their kind: `regular`, `executable`,
    /// `test`, `system`), and the package's own targets it uses, as `swift package
    /// dump-package` gives them.
    static func packageTargets() throws -> [(name: String, type: String, uses: Set<String>)] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("foodstory-manifest-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch folder of its own: the build folder is locked by the test run.
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = repository
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        struct Manifest: Decodable {
            struct Target: Decodable {
                var name: String
                var type: String
                var dependencies: [[String: [Part?]]]
            }
            /// A part of a dependency's description: its name is the first text.
            enum Part: Decodable {
                case text(String)
                case other
                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    self = (try? container.decode(String.self)).map(Part.text) ?? .other
                }
            }
            var targets: [Target]
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: data)
        let own = Set(manifest.targets.map(\.name))
        return manifest.targets.map { target in
            var uses: Set<String> = []
            for dependency in target.dependencies {
                for (kind, parts) in dependency where kind == "byName" || kind == "target" {
                    if case .text(let name) = parts.first ?? nil, own.contains(name) { uses.insert(name) }
                }
            }
            return (target.name, target.type, uses)
        }
    }

    /// Each target of the program (not the tests', not a system library's) and the package's
    /// own targets it uses.
    static func packageGraph() throws -> [String: Set<String>] {
        var graph: [String: Set<String>] = [:]
        for target in try packageTargets()
        where (target.type == "regular" || target.type == "executable") && target.name != "TestSupport" {
            graph[target.name] = target.uses
        }
        return graph
    }

    /// The table of `docs/architecture.md`'s "Targets" section: each target and the targets it
    /// says it may use (the names in backticks before the first semicolon of its last column).
    static func documentedGraph() throws -> [String: Set<String>] {
        let text = try String(contentsOf: repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let start = text.range(of: "## Targets\n"),
            let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)
        else { return [:] }
        var graph: [String: Set<String>] = [:]
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4 else { continue }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let uses = cells[cells.count - 2].split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            graph[name] = Set(
                uses.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
                    .map { String($0.element) })
        }
        return graph
    }

    @Test("The targets table of docs/architecture.md is Package.swift's graph, target by target")
    func graphMatches() throws {
        let package = try Self.packageGraph()
        let documented = try Self.documentedGraph()
        #expect(package.count >= 15)
        #expect(documented.keys.sorted() == package.keys.sorted())
        for (target, uses) in package.sorted(by: { $0.key < $1.key }) {
            #expect(documented[target] == uses, "\(target)")
        }
    }

    @Test("Every target of the program has a test target of its own, named for it, that uses it")
    func testTargets() throws {
        let targets = try Self.packageTargets()
        let tests = Dictionary(
            targets.filter { $0.type == "test" }.map { ($0.name, $0.uses) }, uniquingKeysWith: { first, _ in first })
        let program = try Self.packageGraph().keys.sorted()
        #expect(program.count >= 15)
        let missing = program.filter { name in
            let testName = name == "foodstory" ? "FoodStoryTests" : name + "Tests"
            return tests[testName]?.contains(name) != true
        }
        #expect(missing == [])
    }

    @Test("No target of the program is over 6,000 lines")
    func targetSizes() throws {
        let sources = repository.appendingPathComponent("Sources")
        var sizes: [String: Int] = [:]
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            guard let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(target).path) else {
                continue
            }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(
                    contentsOf: sources.appendingPathComponent(target).appendingPathComponent(file), encoding: .utf8)
                sizes[target, default: 0] += text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            }
        }
        #expect(sizes["Site", default: 0] > 1000)
        #expect(sizes.filter { $0.value > 6000 }.keys.sorted() == [])
    }

    @Test("The recipes of docs/README.md name files that exist and names the code declares")
    func recipes() throws {
        let text = try String(contentsOf: repository.appendingPathComponent("docs/README.md"), encoding: .utf8)
        let recipes = try #require(text.components(separatedBy: "## Recipes").last)
        let quoted = recipes.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        // The files a recipe asks for, named after the new kind.
        let placeholders: Set<String> = [
            "Sources/Site/Pages/PageFactory+Kind.swift", "Sources/Templating/Resources/Templates/kind.md",
        ]
        let files = quoted.filter {
            $0.contains("/") || $0.hasSuffix(".swift") || $0.hasSuffix(".md") || $0.hasSuffix(".html")
        }
        let paths = files.filter { $0.contains("/") && !placeholders.contains($0) }
        #expect(paths.count >= 10)
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: repository.appendingPathComponent(path).path), "\(path)")
        }
        // Every other quoted word that names code (a type, a function, a property, a case) is
        // declared in a Swift file, its comments left out: a name that survives only in a comment
        // or a call of something renamed does not count.
        var code = ""
        for folder in ["Sources", "Tests"] {
            let root = repository.appendingPathComponent(folder)
            for case let file as String in FileManager.default.enumerator(atPath: root.path) ?? .init()
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                code +=
                    text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                    .joined(separator: "\n") + "\n"
            }
        }
        let names = quoted.filter { !files.contains($0) && $0.first?.isLetter == true && !$0.contains(" ") }
        #expect(names.count >= 20)
        let declaration = "\\b(struct|enum|class|protocol|actor|extension|typealias|func|var|let|case)\\s+"
        for name in names {
            for part in name.split(separator: ".") where !part.isEmpty {
                #expect(
                    code.range(of: declaration + part + "\\b", options: .regularExpression) != nil,
                    "\(name): \(part) is declared nowhere")
            }
        }
    }
}
