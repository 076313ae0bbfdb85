extension Chart {
    /// The empty state of a chart: the frame with `message`, the message as caption and
    /// description, and a table with headers but no rows.
    static func empty(
        idPrefix: String, kind: String, width: Double, height: Double, title: String,
        message: String, columns: [String]
    ) -> Chart {
        let caption = Wording.sentence(message)
        // Drawn in the frame as a notice, without the sentence's full stop.
        let notice = caption.hasSuffix(".") ? String(caption.dropLast()) : caption
        let frame = ChartFrame(
            idPrefix: idPrefix, kind: kind, width: width, height: height, title: title,
            description: caption)
        return Chart(
            title: title, svg: frame.emptySVG(message: notice), caption: caption,
            table: DataTable(caption: caption, columns: columns, rows: []), isEmpty: true, width: frame.width,
            height: frame.height)
    }
}
