import Foundation

/// Reads one `.html`, `.svg` or `.xml` file once and collects its ids, its links (with what
/// their place allows), the CSS of its `style` attributes and `<style>` elements, and what
/// its scripts would fetch. A file that is not well-formed is reported at the parser's line,
/// in the parser's words (``XMLErrorWords``), with whatever was found before that point.
///
/// One reader reads every file: ``LibXMLReader``, libxml2's parser called directly.
package enum MarkupScanner {
    /// Scans `data`, the contents of the site file `file`.
    package static func scan(_ data: Data, file: String) -> ScannedFile {
        LibXMLReader.read(data, file: file)
    }
}
