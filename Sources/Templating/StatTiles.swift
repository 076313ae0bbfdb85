import Charts

/// A row of number tiles (a big number, an ALL CAPS label, a note), written as HTML.
package enum StatTiles {
    package static func html(_ tiles: [(label: String, value: String, note: String)]) -> String {
        let items = tiles.map { tile in
            "<div class=\"stat\"><span class=\"stat-label\">\(XMLText.escape(tile.label))</span>"
                + "<span class=\"stat-value\">\(XMLText.escape(tile.value))</span>"
                + (tile.note.isEmpty ? "" : "<span class=\"stat-note\">\(XMLText.escape(tile.note))</span>") + "</div>"
        }
        return "<div class=\"stats\">" + items.joined() + "</div>"
    }
}
