import Foundation

/// libjpeg-turbo's `djpeg`, when it is installed: decodes a JPEG to a PPM image.
package enum ImageDecoder {
    /// The `djpeg` executable on the PATH, or nil.
    package static let djpeg: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("djpeg") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The pixels `djpeg` decodes from `jpeg` (as PPM), or nil when it reports an error or
    /// a warning (exit status other than 0).
    package static func decode(_ jpeg: [UInt8], with djpeg: URL) throws -> Data? {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("photo.jpg")
            try Data(jpeg).write(to: file)
            let process = Process()
            process.executableURL = djpeg
            process.arguments = ["-ppm", file.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let pixels = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return process.terminationStatus == 0 ? pixels : nil
        }
    }
}
