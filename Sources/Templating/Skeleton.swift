import Charts
import Support

/// A template rendered for one shape of context, with holes where the texts go
/// (`TemplateShape`): filling it with the texts of any context of that shape gives what
/// rendering the template with that context gives.
package struct Skeleton: Sendable {
    /// How a text is placed in its hole.
    package enum Placement: Sendable {
        /// As it is (`{{{name}}}`).
        case asIs
        /// Escaped for HTML that is also XML (`{{name}}` in an `.html` template).
        case html
        /// Escaped for Markdown (`{{name}}` in an `.md` template).
        case markdown
    }

    package enum Piece: Sendable {
        case text(String)
        case hole(Int, Placement)
    }

    package let pieces: [Piece]
    /// How many bytes the pieces of text hold, to size what `fill` makes.
    private let textSize: Int

    /// The skeleton of `rendered`, a template rendered with `holes` numbered holes; nil when
    /// anything there is not as holes come out (the template is then rendered directly).
    package init?(rendered: String, holes: Int) {
        let bytes = Array(rendered.utf8)
        let mark = Array(String(TemplateShape.holeMark).utf8)
        func isMark(_ index: Int) -> Bool { BlockStore.bytes(bytes, have: mark, at: index) }
        var pieces: [Piece] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            guard isMark(index) else {
                index += 1
                continue
            }
            guard let (number, end) = BlockStore.markerNumber(in: bytes, at: index + mark.count), number < holes
            else {
                return nil
            }
            var cursor = end
            var found: Placement?
            for (ending, kind) in [("&#", Placement.asIs), ("&amp;#", .html), ("&amp;\\#", .markdown)] {
                let tail = Array(ending.utf8)
                if BlockStore.bytes(bytes, have: tail, at: cursor), isMark(cursor + tail.count) {
                    found = kind
                    cursor += tail.count + mark.count
                    break
                }
            }
            guard let placement = found else { return nil }
            if start < index { pieces.append(.text(String(decoding: bytes[start..<index], as: UTF8.self))) }
            pieces.append(.hole(number, placement))
            index = cursor
            start = cursor
        }
        if start < bytes.count { pieces.append(.text(String(decoding: bytes[start...], as: UTF8.self))) }
        self.pieces = pieces
        textSize = pieces.reduce(0) { size, piece in
            if case .text(let text) = piece { size + text.utf8.count } else { size }
        }
    }

    /// The template rendered with `texts` in its holes.
    package func fill(_ texts: [String]) -> String {
        var output = ""
        output.reserveCapacity(textSize + texts.reduce(0) { $0 + $1.utf8.count })
        for piece in pieces {
            switch piece {
            case .text(let text): output += text
            case .hole(let number, .asIs): output += texts[number]
            case .hole(let number, .html): output += XMLText.escape(texts[number])
            case .hole(let number, .markdown): output += Markdown.escape(texts[number])
            }
        }
        return output
    }
}

/// The skeletons made so far, by template and shape; nil for a shape whose skeleton could not
/// be made. Each core keeps its own (`Parallel.map` with a state): no lock, and the same output
/// in any order.
package struct Skeletons: Sendable {
    package struct Key: Hashable, Sendable {
        package var template: String
        package var shape: [UInt8]
    }

    package var byKey: [Key: Skeleton?] = [:]

    package init() {}
}
