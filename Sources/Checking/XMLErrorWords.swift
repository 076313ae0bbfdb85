/// Plain words for libxml2's error numbers, for the mistakes a page template is likely to
/// make.
package enum XMLErrorWords {
    private static let words: [Int: String] = [
        4: "the file is empty",
        5: "extra content after the root element (a page has one root element)",
        9: "a character that XML does not allow",
        23: "an entity reference without its closing ;",
        24: "a & that does not start an entity (write &amp;)",
        26: "an undefined entity (HTML names such as &nbsp; are not XML; write a character reference such as &#160;)",
        38: "a < inside an attribute value (write &lt;)",
        39: "an attribute value without quotes",
        40: "an attribute value without its closing quote",
        41: "an attribute without a value (write name=\"name\")",
        42: "an attribute given twice",
        45: "a comment without its closing -->",
        63: "a CDATA section without its closing ]]>",
        68: "a & or < that does not start a name (write &amp; or &lt;)",
        73: "a tag without its closing >",
        76: "a closing tag that does not match the open element",
        77: "an element that is never closed",
    ]

    /// Words for the parser's error `code`.
    package static func describe(_ code: Int) -> String {
        words[code] ?? "XML error \(code)"
    }
}
