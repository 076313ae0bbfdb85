/// FoodStory's colours, from the app's "Dark Editorial Journal" design language, for charts,
/// badges and cards alike.
///
/// Every colour used for a mark has a contrast of at least 3:1, and every colour used for text
/// at least 4.5:1, against both ``void`` and ``primary`` (the tests check this).
///
/// Each colour has a name: charts on pages paint with the style sheet's custom property of
/// that name (``RGBColor/paint``), which `assets/style.css` sets to these values on screen and
/// to a print palette for paper (light ground, categories told apart by lightness too).
public enum Palette {
    /// Near-black navy: the page background.
    public static let void = RGBColor("void", red: 0x07, green: 0x0B, blue: 0x18)
    /// What a chart is drawn on, where a mark needs the ground's colour (the gaps between a
    /// donut's segments, a number on a full heatmap cell): ``void`` on screen, white on paper.
    public static let ground = RGBColor("ground", red: 0x07, green: 0x0B, blue: 0x18)
    /// Deep navy: headers and panels.
    public static let primary = RGBColor("primary", red: 0x1B, green: 0x1F, blue: 0x3B)
    /// Vivid orange: links, highlights, heatmap cells, streaks, this week's bars.
    public static let accent = RGBColor("accent", red: 0xFF, green: 0x6B, blue: 0x35)
    /// Amber: chart labels and ALL CAPS section labels.
    public static let warm = RGBColor("warm", red: 0xFF, green: 0xB3, blue: 0x47)
    /// Warm off-white: text on dark backgrounds.
    public static let surface = RGBColor("surface", red: 0xF7, green: 0xF3, blue: 0xEE)
    /// Green: positive trends.
    public static let success = RGBColor("success", red: 0x2E, green: 0xCC, blue: 0x71)
    /// Soft red: negative trends.
    public static let decline = RGBColor("decline", red: 0xFF, green: 0x6B, blue: 0x6B)
    /// Grey: entries without a category.
    public static let uncategorized = RGBColor("uncategorized", red: 0x95, green: 0xA5, blue: 0xA6)
    /// Slate: the comparison series (last week) beside the accent.
    public static let muted = RGBColor("slate", red: 0x8E, green: 0x96, blue: 0xB8)

    /// Opacity of ``accent`` for heatmap cells with 0, 1, 2 and 3 or more entries.
    public static let heatmapOpacities: [Double] = [0, 0.22, 0.5, 0.8]
    /// Opacity of ``surface`` for a heatmap cell with no entries, so the cell stays visible.
    public static let emptyCellOpacity = 0.06
    /// Opacity of ``surface`` for grid lines and ring tracks.
    public static let gridOpacity = 0.12
}
