import Foundation

/// Reads one `.html`, `.svg` or `.xml` file once and collects its ids, its links (with what
/// their place allows), the CSS of its `style` attributes and `<style>` elements, and what
/// its scripts would fetch. A file that is not well-formed is reported at the parser's line,
/// with whatever was found before that point.
///
/// Two readers give the same answer: ``PlainXMLReader`` reads the plain XML the site's
/// pages are made of, byte by byte, and gives up on anything else (a processing instruction,
/// a CDATA section, a DTD, a name outside ASCII) and at the first sign that the file is not
/// well-formed; then ``XMLParserReader`` reads the file with `XMLParser`, whose verdict and
/// words are the ones reported.
package enum MarkupScanner {
    /// Scans `data`, the contents of the site file `file`.
    package static func scan(_ data: Data, file: String) -> ScannedFile {
        PlainXMLReader.read(data, file: file) ?? XMLParserReader.read(data, file: file)
    }
}
