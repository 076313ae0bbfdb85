import CFontconfig
import Foundation

extension FontSet {
    /// The system's fonts as the system's own font configuration lists them (fontconfig's:
    /// `FONTCONFIG_FILE`, else `/etc/fonts/fonts.conf`): its font folders and the folders its
    /// caches of them are kept in. Its rules (substitutions, hinting, antialiasing) are not
    /// taken.
    struct SystemFonts {
        /// The font folders it names (their subfolders are found through the caches).
        var folders: [String]
        /// The folders of the caches of those folders' fonts.
        var cacheFolders: [String]

        /// The system's font folders, their caches brought up to date.
        static func load() -> SystemFonts {
            guard let config = FcInitLoadConfig() else { return SystemFonts(folders: [], cacheFolders: []) }
            defer { FcConfigDestroy(config) }
            let system = SystemFonts(
                folders: strings(FcConfigGetFontDirs(config)), cacheFolders: strings(FcConfigGetCacheDirs(config)))
            // The system's configuration reads its folders once, writing the cache of any folder
            // that has none with its own scanning rules applied, as any program of the system
            // would: the private configuration then finds every folder's cache ready instead of
            // reading each font file itself (and never writes a cache without those rules).
            if !system.folders.isEmpty { _ = FcConfigBuildFonts(config) }
            return system
        }

        /// The strings of a fontconfig list, which it frees.
        private static func strings(_ list: OpaquePointer?) -> [String] {
            guard let list else { return [] }
            defer { FcStrListDone(list) }
            var strings: [String] = []
            while let next = FcStrListNext(list) { strings.append(String(cString: next)) }
            return strings
        }
    }

    /// Every family name of the fonts `config` holds for the application (a font may have
    /// several: "Inter" and "Inter Semi Bold"), in name order.
    static func families(in config: OpaquePointer) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication), let fonts = set.pointee.fonts else { return [] }
        var names: Set<String> = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = fonts[index] else { continue }
            var position: Int32 = 0
            var name: UnsafeMutablePointer<FcChar8>? = nil
            while FcPatternGetString(font, FC_FAMILY, position, &name) == FcResultMatch, let name {
                names.insert(String(cString: name))
                position += 1
            }
        }
        return names.sorted()
    }

    /// The private configuration's rules, as a fontconfig configuration document: the system's
    /// font folders through its caches, less every font of a family named in `families` (the
    /// bundled fonts' own: a system copy of another version would change the pictures), and
    /// the bundled families put ahead of every other family a pattern names.
    ///
    /// A pattern that starts with a bundled family keeps it first and gets the other bundled
    /// families next; any other pattern gets all of them first, in name order. So the bundled
    /// fonts always sort ahead of the system's: a character they have is set with them, and
    /// only a character none has comes from a system font (the first in fontconfig's order
    /// for the asked weight and style that has it).
    static func fallbackConfiguration(families: [String], system: SystemFonts) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        func strings(_ names: [String]) -> String {
            names.map { "<string>\(escaped($0))</string>" }.joined()
        }
        func first(_ names: [String]) -> String {
            "<edit name=\"family\" mode=\"prepend_first\" binding=\"strong\">\(strings(names))</edit>"
        }
        var lines = ["<?xml version=\"1.0\"?>", "<fontconfig>"]
        lines += system.cacheFolders.map { "<cachedir>\(escaped($0))</cachedir>" }
        lines += system.folders.map { "<dir>\(escaped($0))</dir>" }
        let rejected = families.map { "<pattern><patelt name=\"family\">\(strings([$0]))</patelt></pattern>" }
        lines.append("<selectfont><rejectfont>\(rejected.joined())</rejectfont></selectfont>")
        for family in families {
            let test = "<test qual=\"first\" name=\"family\">\(strings([family]))</test>"
            lines.append(
                "<match target=\"pattern\">\(test)\(first([family] + families.filter { $0 != family }))</match>")
        }
        // A pattern starting with another family, then one without any family.
        let notFirst = families.map {
            "<test qual=\"first\" name=\"family\" compare=\"not_eq\">\(strings([$0]))</test>"
        }
        lines.append("<match target=\"pattern\">\(notFirst.joined())\(first(families))</match>")
        let absent = families.map { "<test qual=\"all\" name=\"family\" compare=\"not_eq\">\(strings([$0]))</test>" }
        lines.append("<match target=\"pattern\">\(absent.joined())\(first(families))</match>")
        lines.append("</fontconfig>")
        return lines.joined(separator: "\n")
    }
}
