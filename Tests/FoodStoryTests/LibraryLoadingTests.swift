import Foundation
import TestSupport
import Testing

/// libvips is loaded by the program the first time it reads a photo, not when it starts (see
/// `Package.swift`'s `vipsPkgConfig`): a run that reads no photo never loads it. The dynamic
/// loader says which libraries it loads and why (`LD_DEBUG=files`, glibc's).
@Suite("Loading libvips")
struct LibraryLoadingTests {
    #if os(Linux)
        /// How each load of libvips came about in a run of `foodstory` with `arguments`: "needed
        /// by" the program when it starts, "dynamically loaded by" it when it asks for it.
        private func vipsLoads(_ arguments: [String]) throws -> [String] {
            let result = try FoodStoryBinary.run(arguments, environment: ["LD_DEBUG": "files"])
            #expect(result.status == 0, "\(result.stderr.suffix(2000))")
            return result.stderr.split(separator: "\n").compactMap { line in
                guard line.contains("file=libvips.so") else { return nil }
                if line.contains("dynamically loaded by") { return "dynamically loaded" }
                if line.contains("needed by") { return "needed" }
                return nil
            }
        }

        @Test("A build of a diary without photos, and --version, never load libvips; a build with photos loads it once")
        func loadedWhenAPhotoIsRead() throws {
            let folder = try TemporaryFolder()
            let diary = folder.path("diary.json")
            let sample = try FoodStoryBinary.run(["sample", "--days", "3", "--as-of", "2026-03-09", "--out", diary])
            #expect(sample.status == 0, "\(sample.stderr)")
            #expect(try vipsLoads(["--version"]) == [])
            #expect(
                try vipsLoads(["build", "--input", diary, "--out", folder.path("plain"), "--as-of", "2026-03-09"]) == []
            )
            // The built-in sample has photos, which the build makes into their web sizes.
            #expect(
                try vipsLoads(["build", "--out", folder.path("photos"), "--as-of", "2026-03-09"]) == [
                    "dynamically loaded"
                ])
        }
    #endif
}
