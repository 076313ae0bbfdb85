import Foundation
import Keying
import Site
import TestSupport
import Testing

@testable import Diary

/// The pipeline's named steps, and the incremental engine's state kept in memory instead of
/// beside the site.
@Suite("Build steps and where a build's state is kept")
struct BuildStateTests {
    typealias Build = IncrementalBuildTests

    /// The steps a build told, in order.
    static func steps(of request: BuildRequest) async throws -> (BuildSummary, [BuildStep]) {
        var request = request
        let (stream, continuation) = AsyncStream.makeStream(of: BuildStep.self)
        request.progress = { continuation.yield($0) }
        let summary = try await SiteGenerator.run(request)
        continuation.finish()
        var steps: [BuildStep] = []
        for await step in stream { steps.append(step) }
        return (summary, steps)
    }

    static func request(_ input: String, out: URL, in folder: TemporaryFolder) -> BuildRequest {
        BuildRequest(
            BuildSettings(
                input: input, timeZone: Build.zone, asOf: Build.asOf, sampleTimeZone: TestWorld.sampleTimeZone),
            out: out, now: Date(timeIntervalSince1970: 0), cores: TestWorld.cores, temporaryDirectory: folder.url)
    }

    @Test("A build tells each step as it starts, in the order they run; a build with nothing changed runs none")
    func stepsInOrder() async throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(try JSONExportWriter.data(for: Build.records), to: "diary.json")
        let request = Self.request(input, out: folder.url.appendingPathComponent("site"), in: folder)
        let (first, steps) = try await Self.steps(of: request)
        #expect(steps == [.read, .templates, .photos, .pages, .check, .write])
        #expect(BuildStep.allCases == steps)
        #expect(!first.upToDate)
        let (again, none) = try await Self.steps(of: request)
        #expect(again.upToDate)
        #expect(none == [])
    }

    @Test("A failing step's error names it")
    func errorsNameTheirStep() async throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(try JSONExportWriter.data(for: Build.records), to: "diary.json")
        var request = Self.request(input, out: folder.url.appendingPathComponent("site"), in: folder)
        request.media = folder.url.appendingPathComponent("no such folder")
        let error = await #expect(throws: SiteBuildError.self) { try await SiteGenerator.run(request) }
        #expect(error?.step == BuildStep.photos.name)
        #expect(error?.exitCode == 66)
    }

    @Test("With its state in memory, builds write no state file and keep what did not change, as in a cache folder")
    func stateInMemory() async throws {
        let folder = try TemporaryFolder()
        let memory = BuildMemory()
        let site = folder.url.appendingPathComponent("site")
        let onDisk = folder.url.appendingPathComponent("on-disk")
        var keptInMemory: [Int] = []
        var keptOnDisk: [Int] = []
        for (index, records) in [Build.records, Build.edits[0].change(Build.records)].enumerated() {
            let input = try folder.write(try JSONExportWriter.data(for: records), to: "diary-\(index).json")
            var request = Self.request(input, out: site, in: folder)
            request.state = .memory(memory)
            keptInMemory.append(try await SiteGenerator.run(request).kept)
            keptOnDisk.append(try await SiteGenerator.run(Self.request(input, out: onDisk, in: folder)).kept)
            // The same site either way: the output folder never holds the state.
            #expect(try OutputFolderListing.entries(of: site) == OutputFolderListing.entries(of: onDisk))
        }
        #expect(keptInMemory == keptOnDisk)
        #expect(keptInMemory[0] == 0 && keptInMemory[1] > 0)
        // Nothing changed: the memory says the site is up to date.
        let input = folder.path("diary-1.json")
        var request = Self.request(input, out: site, in: folder)
        request.state = .memory(memory)
        #expect(try await SiteGenerator.run(request).upToDate)
    }
}
