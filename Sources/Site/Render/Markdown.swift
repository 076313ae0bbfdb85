import CCmarkGFM
import Charts
import Foundation

/// Markdown to HTML with GitHub's own implementation (libcmark-gfm) and its table
/// and strikethrough extensions, under cmark's safe defaults: raw HTML and
/// dangerous URLs in the Markdown are not passed through.
/// Registers cmark-gfm's extensions, once per process.
private let extensionsRegistered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
}()

public enum Markdown {
    /// The version of libcmark-gfm in use: a new one may render the same Markdown differently.
    public static var engineVersion: String {
        cmark_version_string().map { String(cString: $0) } ?? "unknown"
    }

    /// Renders CommonMark + GFM to an HTML fragment.
    public static func html(from markdown: String) -> String {
        // cmark's extension registry is process-wide and not safe to fill from two threads at
        // once: register exactly once (a global's initialiser runs once, under a lock).
        _ = extensionsRegistered
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough"] {
            if let extensionHandle = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionHandle)
            }
        }
        markdown.withCString { pointer in
            cmark_parser_feed(parser, pointer, strlen(pointer))
        }
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        // Table column alignment as `style="text-align: …"`: the `align` attribute is obsolete
        // in HTML and fails validation.
        let renderOptions = CMARK_OPT_DEFAULT | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
        guard let rendered = cmark_render_html(document, renderOptions, cmark_parser_get_syntax_extensions(parser))
        else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// Escapes text so that Markdown shows it exactly as typed: every ASCII punctuation
    /// character that could start Markdown syntax gets a backslash, and `<`, `>` and `&`
    /// become character references so no HTML element or entity can form. Line breaks
    /// become spaces (a diary description is one paragraph); leading spaces and tabs become
    /// character references so they cannot start a code block. The private-use character
    /// U+E000, which FoodStory uses to mark where blocks go, becomes U+FFFD; characters XML
    /// does not allow are left out.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        let scalars = Array(text.unicodeScalars)
        // Spaces and tabs at either end would be dropped (or start a code block): keep them as
        // character references.
        let isBlank = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        let leading = scalars.prefix(while: isBlank).count
        let trailing = leading == scalars.count ? 0 : scalars.reversed().prefix(while: isBlank).count
        for (position, scalar) in scalars.enumerated() {
            if position < leading || position >= scalars.count - trailing {
                result += scalar == " " ? "&#32;" : "&#9;"
                continue
            }
            // A character XML does not allow (a control character) cannot be shown on a page
            // that must also parse as XML; it is left out, as in every HTML value.
            guard XMLText.isAllowed(scalar) else { continue }
            switch scalar {
            case BlockStore.marker: result += "\u{FFFD}"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\n", "\r", "\u{2028}", "\u{2029}": result += " "
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|",
                "~", "\"", "'", ":", "=", "$", "%", "@", "^", "/", ";", ",", "?":
                result += "\\"
                result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
