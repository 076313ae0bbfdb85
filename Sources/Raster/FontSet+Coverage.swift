import CFontconfig
import Foundation

extension FontSet {
    /// The characters of `text` that no font the renderer may set text with has (this set's, then
    /// the system's it falls back to): each would be drawn as a missing-glyph box. White space,
    /// controls and the characters drawn as nothing (joiners, direction marks: Unicode's default
    /// ignorables) need no glyph and are left out. Installs the set first, as the renderer does.
    public func missingCharacters(in text: String) throws(RasterError) -> [Unicode.Scalar] {
        try install()
        guard let config = FcConfigGetCurrent() else {
            throw RasterError(.fonts, "no font configuration is installed")
        }
        var coverage: [OpaquePointer] = []
        for kind in [FcSetApplication, FcSetSystem] {
            guard let set = FcConfigGetFonts(config, kind), let fonts = set.pointee.fonts else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                var characters: OpaquePointer? = nil
                if let font = fonts[index], FcPatternGetCharSet(font, FC_CHARSET, 0, &characters) == FcResultMatch,
                    let characters
                {
                    coverage.append(characters)
                }
            }
        }
        var missing: [Unicode.Scalar] = []
        for scalar in Set(text.unicodeScalars).sorted(by: { $0.value < $1.value }) {
            let properties = scalar.properties
            guard !properties.isWhitespace, !properties.isDefaultIgnorableCodePoint,
                properties.generalCategory != .control
            else { continue }
            if !coverage.contains(where: { FcCharSetHasChar($0, scalar.value) != 0 }) { missing.append(scalar) }
        }
        return missing
    }
}
