import CFontconfig
import Foundation
import Synchronization

/// The fonts the renderer sets text with: every font file (`.ttf`, `.otf`) of one folder, then,
/// for characters none of them has, the system's fonts. Installed as the process's font
/// configuration: a character the folder's fonts have is always set with them, whatever fonts
/// the system has (its copies of the same families are left out), and the system's font
/// settings (hinting, substitutions) apply to no text.
public struct FontSet: Sendable, Hashable {
    /// The folder the fonts are read from.
    public let folder: URL
    /// The font files, in name order.
    public let files: [URL]

    /// The fonts among `names`, the entries of `folder` (listed by the caller, which holds
    /// the file system); an error when none is one.
    public init(folder: URL, names: [String]) throws(RasterError) {
        let files = names.filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.sorted().map {
            folder.appendingPathComponent($0)
        }
        guard !files.isEmpty else { throw RasterError(.fonts, "\(folder.path) has no .ttf or .otf font") }
        self.folder = folder
        self.files = files
    }

    /// The font set installed in this process, if any.
    private static let installed = Mutex<FontSet?>(nil)

    /// Makes this set the process's font configuration (once; again only when another set is
    /// asked for). It must happen before the renderer first sets text.
    func install() throws(RasterError) {
        let result: Result<Void, RasterError> = Self.installed.withLock { installed in
            if installed == self { return .success(()) }
            // An empty configuration: no rules from /etc/fonts, the system's fonts added below.
            guard let config = FcConfigCreate() else {
                return .failure(RasterError(.fonts, "no font configuration could be made"))
            }
            for file in files {
                let added = file.path.withCString { path in
                    path.withMemoryRebound(to: FcChar8.self, capacity: strlen(path) + 1) {
                        FcConfigAppFontAddFile(config, $0)
                    }
                }
                guard added != 0 else {
                    FcConfigDestroy(config)
                    return .failure(RasterError(.fonts, "\(file.path) is not a font fontconfig can read"))
                }
            }
            let fallback = Self.fallbackConfiguration(families: Self.families(in: config), system: .load())
            let read = fallback.withCString { text in
                text.withMemoryRebound(to: FcChar8.self, capacity: strlen(text) + 1) {
                    FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
                }
            }
            guard read != 0 else {
                FcConfigDestroy(config)
                return .failure(RasterError(.fonts, "the system's fonts could not be added as a fallback"))
            }
            // Reads the system's font folders (through their caches) into the configuration.
            guard FcConfigSetCurrent(config) != 0 else {
                FcConfigDestroy(config)
                return .failure(RasterError(.fonts, "the font configuration could not be installed"))
            }
            // The library holds its own reference to the current configuration.
            FcConfigDestroy(config)
            installed = self
            return .success(())
        }
        try result.get()
    }
}
