import Foundation

extension RGBColor {
    /// Relative luminance as defined by WCAG 2 (0 for black, 1 for white).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio between this colour and `other`, from 1 to 21.
    public func contrastRatio(with other: RGBColor) -> Double {
        let lighter = max(relativeLuminance, other.relativeLuminance)
        let darker = min(relativeLuminance, other.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// This colour drawn at `opacity` (0–1) over `background`, as the opaque colour that results.
    public func blended(opacity: Double, over background: RGBColor) -> RGBColor {
        let alpha = min(max(opacity, 0), 1)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((alpha * Double(top) + (1 - alpha) * Double(bottom)).rounded())
        }
        return RGBColor(
            red: mix(red, background.red), green: mix(green, background.green),
            blue: mix(blue, background.blue))
    }
}
