import CCmarkGFM
import Charts
import Foundation
import Synchronization

/// Held while a parser parses inlines (`Markdown.html(from:)`).
private let inlineParsing = Mutex(())

/// Registers cmark-gfm's extensions, once per process.
private let extensionsRegistered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
}()

/// Markdown to HTML with GitHub's own implementation (libcmark-gfm) and its table
/// and strikethrough extensions, under cmark's safe defaults: raw HTML and
/// dangerous URLs in the Markdown are not passed through.
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
        // Finishing parses the inlines with the extensions' characters (`~`, `|`) added to a
        // table every parser shares, and taken out again after: two parsers finishing at once,
        // on two cores, would take them out from under each other (a `~~struck~~` left as it
        // is). One parser finishes at a time.
        var finished: OpaquePointer?
        inlineParsing.withLock { _ in finished = cmark_parser_finish(parser) }
        guard let document = finished else { return "" }
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
        // Every value of every page passes through here: the work is done on UTF-8 bytes, in
        // runs between the bytes that change, and a value with nothing to change (a name, a
        // number) comes back as it is.
        var contiguous = text
        return contiguous.withUTF8 { escape(text, bytes: $0) }
    }

    private static func escape(_ text: String, bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Spaces and tabs at either end would be dropped (or start a code block): keep them as
        // character references.
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let leading = bytes.prefix(while: isBlank).count
        let trailing = leading == bytes.count ? 0 : bytes.reversed().prefix(while: isBlank).count
        let middle = leading..<(bytes.count - trailing)
        if leading == 0, trailing == 0, !middle.contains(where: { replacement(bytes, at: $0) != nil }) {
            return text
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        for index in 0..<leading { out += bytes[index] == UInt8(ascii: " ") ? Self.space : Self.tab }
        var index = middle.lowerBound
        var runStart = index
        while index < middle.upperBound {
            guard let (replaced, length) = replacement(bytes, at: index) else {
                index += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            switch replaced {
            case .text(let text): out.append(contentsOf: text.utf8)
            case .backslash:
                out.append(UInt8(ascii: "\\"))
                out.append(bytes[index])
            }
            index += length
            runStart = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<middle.upperBound]))
        for index in middle.upperBound..<bytes.count {
            out += bytes[index] == UInt8(ascii: " ") ? Self.space : Self.tab
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let space = Array("&#32;".utf8)
    private static let tab = Array("&#9;".utf8)

    /// What a character that changes becomes.
    private enum Replacement {
        case text(String)
        /// The character with a backslash before it.
        case backslash
    }

    /// What replaces the character starting at `index` (in the middle of the value), and how
    /// many bytes it takes; nil when it stays as it is. In UTF-8, U+E000 (the block marker)
    /// is `EE 80 80`, U+2028 and U+2029 are `E2 80 A8` and `E2 80 A9`, U+FFFE and U+FFFF are
    /// `EF BF BE` and `EF BF BF`.
    @inline(__always)
    private static func replacement(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Replacement, Int)? {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "<"): return (.text("&lt;"), 1)
        case UInt8(ascii: ">"): return (.text("&gt;"), 1)
        case UInt8(ascii: "&"): return (.text("&amp;"), 1)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return (.text(" "), 1)
        case UInt8(ascii: "\t"): return nil
        // A character XML does not allow (a control character) cannot be shown on a page
        // that must also parse as XML; it is left out, as in every HTML value.
        case 0..<0x20: return (.text(""), 1)
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "!"),
            UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ":"),
            UInt8(ascii: "="), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "^"),
            UInt8(ascii: "/"), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "?"):
            return (.backslash, 1)
        case 0xE2, 0xEE, 0xEF:
            guard index + 2 < bytes.count else { return nil }
            switch (byte, bytes[index + 1], bytes[index + 2]) {
            case (0xEE, 0x80, 0x80): return (.text("\u{FFFD}"), 3)
            case (0xE2, 0x80, 0xA8), (0xE2, 0x80, 0xA9): return (.text(" "), 3)
            case (0xEF, 0xBF, 0xBE), (0xEF, 0xBF, 0xBF): return (.text(""), 3)
            default: return nil
            }
        default: return nil
        }
    }
}
