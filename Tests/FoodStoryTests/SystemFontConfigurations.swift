import Foundation
import TestSupport

/// Font configurations a run of `foodstory` can be given as the system's (`FONTCONFIG_FILE`),
/// written into a temporary folder: the environments to add to the run.
enum SystemFontConfigurations {
    /// The folder of Debian's `fonts-dejavu-core` (in the Makefile's system packages).
    static let dejaVuFolder = "/usr/share/fonts/truetype/dejavu"

    /// No font folder at all: what a machine without fonts has.
    static func hidden(in folder: TemporaryFolder) throws -> [String: String] {
        let file = try folder.write("<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n", to: "hidden-fonts.conf")
        return ["FONTCONFIG_FILE": file, "FONTCONFIG_PATH": folder.path("none")]
    }

    /// Another machine's fonts, made to change any text they reach: its own Inter and Caladea,
    /// newer than the bundled ones (DejaVu Sans and DejaVu Sans Mono, renamed as they are read),
    /// a Georgia (DejaVu Serif, named by the cards' serif font stack), and rules that change
    /// how every font is drawn (no antialiasing, full hinting, subpixel colour, emboldening)
    /// and put Georgia first in every request.
    static func other(in folder: TemporaryFolder) throws -> [String: String] {
        func renamed(_ family: String, as name: String) -> String {
            """
              <match target="scan">
                <test name="family"><string>\(family)</string></test>
                <edit name="family" mode="assign_replace"><string>\(name)</string></edit>
                <edit name="fontversion" mode="assign"><int>2147483646</int></edit>
              </match>
            """
        }
        let configuration = """
            <?xml version="1.0"?>
            <fontconfig>
              <dir>\(dejaVuFolder)</dir>
              <cachedir>\(folder.path("font-cache"))</cachedir>
            \(renamed("DejaVu Sans", as: "Inter"))
            \(renamed("DejaVu Sans Mono", as: "Caladea"))
            \(renamed("DejaVu Serif", as: "Georgia"))
              <match target="pattern">
                <edit name="family" mode="prepend_first" binding="strong"><string>Georgia</string></edit>
              </match>
              <match target="font">
                <edit name="antialias" mode="assign"><bool>false</bool></edit>
                <edit name="hinting" mode="assign"><bool>true</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
                <edit name="rgba" mode="assign"><const>rgb</const></edit>
                <edit name="embolden" mode="assign"><bool>true</bool></edit>
              </match>
            </fontconfig>

            """
        return ["FONTCONFIG_FILE": try folder.write(configuration, to: "other-fonts.conf")]
    }
}
