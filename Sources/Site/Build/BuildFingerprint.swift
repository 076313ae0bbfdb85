import Foundation

/// A fingerprint of everything a build depends on: the diary's bytes, every option, the
/// templates (defaults and overrides), the shipped assets, the photos' names, sizes and
/// dates, the `foodstory` binary itself and the Markdown library's version. When a folder's
/// last build had the same fingerprint and every file it wrote is still there, nothing can
/// have changed, and the build is skipped: a rebuild with nothing changed costs the time to
/// read the inputs.
struct BuildFingerprint: Hashable, Sendable {
    let value: String

    /// The file in the output folder that remembers the last build's fingerprint.
    static let path = ".foodstory-build"

    /// The fingerprint of `request`, with `asOf` the day the build is as of.
    static func of(_ request: BuildRequest, asOf: String) -> BuildFingerprint {
        var hash = StableHash()
        hash.add("foodstory build v1")
        hash.add(request.tool)
        hash.add(Markdown.engineVersion)
        hash.add(request.input ?? "<sample>")
        if let input = request.input {
            hash.add(file: URL(fileURLWithPath: input))
            hash.add(file: URL(fileURLWithPath: input + "-wal"))
        }
        hash.add(request.pantry ?? "<no pantry>")
        if let pantry = request.pantry {
            hash.add(file: URL(fileURLWithPath: pantry))
            hash.add(file: URL(fileURLWithPath: pantry + "-wal"))
        }
        hash.add(request.timeZone?.identifier ?? "-")
        hash.add(request.strict ? "strict" : "-")
        hash.add(asOf)
        hash.add(request.title)
        hash.add(request.baseURL ?? "-")
        hash.add(request.onThisDay ? "on-this-day" : "-")
        for (name, food) in request.aliases.sorted(by: { $0.key < $1.key }) { hash.add(name + "=" + food) }
        for folder in [
            TemplateSet.defaultFolder, request.templates, Bundle.module.url(forResource: "Public", withExtension: nil),
        ] {
            hash.add(folder: folder, contents: true)
        }
        hash.add(folder: request.media, contents: false)
        return BuildFingerprint(value: hash.hex)
    }

    /// What every page is rendered with besides its own value: the program, the templates
    /// (defaults and overrides) and the shipped assets.
    static func renderKey(_ request: BuildRequest) -> String {
        var hash = StableHash()
        hash.add("foodstory render v1")
        hash.add(request.tool)
        hash.add(Markdown.engineVersion)
        for folder in [
            TemplateSet.defaultFolder, request.templates, Bundle.module.url(forResource: "Public", withExtension: nil),
        ] {
            hash.add(folder: folder, contents: true)
        }
        return hash.hex
    }

    /// Whether the site in `out` was built with this fingerprint and is complete.
    func matches(siteIn out: URL) -> Bool {
        let manager = FileManager.default
        guard let recorded = try? String(contentsOf: out.appendingPathComponent(Self.path), encoding: .utf8),
            recorded.trimmingCharacters(in: .whitespacesAndNewlines) == value,
            let marker = manager.contents(atPath: out.appendingPathComponent(".foodstory").path)
        else { return false }
        return OutputMarker(data: marker).files.allSatisfy {
            manager.fileExists(atPath: out.appendingPathComponent($0).path)
        }
    }
}

/// A 64-bit hash over the pieces added, each closed by a separator: the same on every machine
/// and run. Not for security: it tells whether inputs changed.
///
/// Bytes are taken eight at a time (a diary of ten years is megabytes, and every page's value
/// is hashed): each whole word is mixed in with a multiply and a shift, and the bytes of a word
/// not yet whole wait in `pending`. So the hash depends on the bytes alone, however they were
/// split between calls.
struct StableHash: Sendable {
    /// The hash of the whole words mixed in so far.
    private var words: UInt64 = 0xcbf2_9ce4_8422_2325
    /// Up to seven bytes of a word not yet whole, the first in the lowest byte.
    private var pending: UInt64 = 0
    /// How many bytes `pending` holds.
    private var pendingCount: UInt64 = 0

    /// The hash of every byte mixed in so far.
    var state: UInt64 {
        // The last bytes, with their count in the top byte (seven bytes leave it free).
        var state = Self.step(words, pending | pendingCount << 56)
        state ^= state >> 33
        state = state &* 0xff51_afd7_ed55_8ccd
        state ^= state >> 33
        return state
    }

    private static func step(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (state ^ word) &* 0x9e37_79b9_7f4a_7c15
        return mixed ^ (mixed >> 32)
    }

    /// Mixes one byte in.
    private mutating func mix(byte: UInt8) {
        pending |= UInt64(byte) << (pendingCount * 8)
        pendingCount += 1
        if pendingCount == 8 {
            words = Self.step(words, pending)
            pending = 0
            pendingCount = 0
        }
    }

    /// Mixes `bytes` in.
    mutating func mix(_ bytes: some Sequence<UInt8>) {
        // Straight over the memory, a word at a time, when the bytes are contiguous (Data,
        // native strings).
        if bytes.withContiguousStorageIfAvailable({ mix(buffer: $0) }) != nil { return }
        for byte in bytes { mix(byte: byte) }
    }

    private mutating func mix(buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        var index = 0
        // The bytes that make the pending word whole, then whole words, then what is left.
        while pendingCount != 0, index < buffer.count {
            mix(byte: buffer[index])
            index &+= 1
        }
        let raw = UnsafeRawPointer(base)
        var words = self.words
        while index &+ 8 <= buffer.count {
            words = Self.step(words, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index &+= 8
        }
        self.words = words
        while index < buffer.count {
            mix(byte: buffer[index])
            index &+= 1
        }
    }

    /// Mixes `bytes` in as one piece, so that ("ab", "c") and ("a", "bc") differ.
    mutating func add(_ bytes: some Sequence<UInt8>) {
        mix(bytes)
        mix(byte: 0xFF)
    }

    mutating func add(_ text: String) { add(text.utf8) }

    /// Mixes in one byte that says what kind of value follows (as `mix([tag])` does).
    mutating func mix(tag: UInt8) {
        mix(byte: tag)
    }

    /// Mixes in the eight bytes of `value`, least significant first, as one piece (as
    /// `add(withUnsafeBytes(of: value.littleEndian, Array.init))` does).
    mutating func add(littleEndianBytesOf value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { mix(tag: UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        mix(tag: 0xFF)
    }

    /// A file's bytes (nothing when it does not exist).
    mutating func add(file url: URL) {
        add((try? Data(contentsOf: url)) ?? Data("<none>".utf8))
    }

    /// A folder's files: names, sizes and dates, and with `contents` their bytes.
    mutating func add(folder: URL?, contents: Bool) {
        guard let folder,
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.fileSizeKey, .contentModificationDateKey])
        else {
            add("<no folder>")
            return
        }
        var entries: [(String, URL)] = []
        for case let url as URL in walker { entries.append((url.path, url)) }
        for (path, url) in entries.sorted(by: { $0.0 < $1.0 }) {
            let values = try? url.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey])
            add(path)
            add("\(values?.fileSize ?? -1) \(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)")
            if contents { add(file: url) }
        }
    }

    var hex: String { String(state, radix: 16) }
}
