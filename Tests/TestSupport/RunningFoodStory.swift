import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `foodstory` executable running in the background (`foodstory serve`): its
/// standard output read line by line as it comes, each wait bounded by a timeout.
public final class RunningFoodStory {
    /// Why a wait ended without what it waited for.
    public struct Timeout: Error, CustomStringConvertible {
        public var description: String
    }

    private let process = Process()
    private let output = Pipe()
    private let errors: URL
    private let folder: TemporaryFolder
    private var buffer = Data()
    /// Every line read so far.
    public private(set) var lines: [String] = []

    /// Starts `foodstory` with `arguments` in `directory`; with `descriptorLimit`, allowed to
    /// hold that many descriptors at most (`ulimit -n`).
    public init(_ arguments: [String], in directory: URL? = nil, descriptorLimit: Int? = nil) throws {
        folder = try TemporaryFolder()
        errors = folder.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        if let descriptorLimit {
            // The shell sets the limit and becomes foodstory: the process id stays the same.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", FoodStoryBinary.url.path] + arguments
        } else {
            process.executableURL = FoodStoryBinary.url
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// The process id.
    public var pid: Int32 { process.processIdentifier }

    /// Reads lines until one satisfies `matches` (and returns it), within `timeout` seconds.
    public func line(within timeout: Double = 120, where matches: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let index = lines.firstIndex(where: matches) { return lines[index] }
            guard try read(until: deadline) else {
                throw Timeout(description: "no such line within \(timeout) s; read: \(lines)")
            }
        }
    }

    /// The address `foodstory serve` printed (`http://127.0.0.1:PORT/`).
    public func address(within timeout: Double = 120) throws -> String {
        let line = try line(within: timeout) { $0.hasPrefix("Serving ") }
        guard let range = line.range(of: "http://"), let end = line[range.lowerBound...].firstIndex(of: " ") else {
            throw Timeout(description: "no address in \(line)")
        }
        return String(line[range.lowerBound..<end])
    }

    /// The address `foodstory serve` listens on, printed before its first build (its
    /// `Listening on http://127.0.0.1:PORT/ …` line).
    public func listeningAddress(within timeout: Double = 120) throws -> String {
        let line = try line(within: timeout) { $0.hasPrefix("Listening on http://") }
        return String(line.dropFirst("Listening on ".count).prefix { $0 != " " })
    }

    /// Sends `signal` and waits, at most `timeout` seconds, for the process to end; returns
    /// its exit status.
    public func stop(_ signal: Int32 = SIGTERM, within timeout: Double) throws -> Int32 {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        // Its standard output ends when it does.
        while try read(until: deadline) {}
        guard Date() < deadline else { throw Timeout(description: "still running \(timeout) s after signal \(signal)") }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Waits, at most `timeout` seconds, for the process to end by itself; returns its exit
    /// status.
    public func exit(within timeout: Double) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while try read(until: deadline) {}
        guard Date() < deadline else { throw Timeout(description: "still running after \(timeout) s") }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What it printed on standard error so far.
    public var standardError: String {
        (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    }

    /// Reads what standard output has (waiting for it until `deadline`) into `lines`; false
    /// at its end or at the deadline.
    private func read(until deadline: Date) throws -> Bool {
        let descriptor = output.fileHandleForReading.fileDescriptor
        let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, left) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { bytes in
            #if canImport(Glibc)
                Glibc.read(descriptor, bytes.baseAddress, bytes.count)
            #else
                Darwin.read(descriptor, bytes.baseAddress, bytes.count)
            #endif
        }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
            buffer = Data(buffer[(newline + 1)...])
        }
        return true
    }
}
