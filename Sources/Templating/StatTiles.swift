import Charts

/// A row of number tiles (a big number, an ALL CAPS label, a note), written as HTML.
package enum StatTiles {
    /// The tiles, each value after the icon `icons` gives its tile by position (SVG made by
    /// FoodStory, such as the streak's flame), if any.
    package static func html(_ tiles: [(label: String, value: String, note: String)], icons: [Int: String] = [:])
        -> String
    {
        let items = tiles.enumerated().map { index, tile in
            "<div class=\"stat\"><span class=\"stat-label\">\(XMLText.escape(tile.label))</span>"
                + "<span class=\"stat-value\">\(icons[index] ?? "")\(XMLText.escape(tile.value))</span>"
                + (tile.note.isEmpty ? "" : "<span class=\"stat-note\">\(XMLText.escape(tile.note))</span>") + "</div>"
        }
        return "<div class=\"stats\">" + items.joined() + "</div>"
    }
}
