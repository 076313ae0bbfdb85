/// The code points HTML, XML and SVG forbid, listed here from the standards (not from the
/// library), with their neighbours that are allowed.
public enum ForbiddenCodePointSamples {
    /// One class of forbidden code points.
    public struct Group: Sendable, CustomStringConvertible {
        /// How the library's messages name the class (`C0 control`).
        public var kind: String
        public var scalars: [Unicode.Scalar]

        public var description: String { kind }
    }

    /// C0 controls but tab, line feed and carriage return; DEL; C1 controls; the noncharacters
    /// U+FDD0–U+FDEF; U+xFFFE and U+xFFFF in each of the 17 planes.
    public static let groups: [Group] = [
        Group(kind: "C0 control", scalars: scalars((0x00...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) })),
        Group(kind: "DEL", scalars: scalars([0x7F])),
        Group(kind: "C1 control", scalars: scalars(Array(0x80...0x9F))),
        Group(kind: "noncharacter", scalars: scalars(Array(0xFDD0...0xFDEF))),
        Group(kind: "noncharacter", scalars: scalars((0...16).flatMap { [$0 << 16 | 0xFFFE, $0 << 16 | 0xFFFF] })),
    ]

    /// Every forbidden code point: 29 + 1 + 32 + 32 + 34.
    public static let all: [Unicode.Scalar] = groups.flatMap(\.scalars)

    /// Code points next to forbidden ones, or like them, that documents may hold.
    public static let allowed: [Unicode.Scalar] = scalars([
        0x09, 0x0A, 0x0D, 0x20, 0x7E, 0xA0, 0xAD, 0xFDCF, 0xFDF0, 0xFEFF, 0xFFFD, 0xFFFC, 0xE000, 0x1FFFD, 0x10FFFD,
        0x2028, 0x1F35C,
    ])

    /// A few forbidden code points, one or two of each class, for tests that go field by field.
    public static let few: [Unicode.Scalar] = scalars([0x01, 0x1F, 0x7F, 0x85, 0x9F, 0xFDD0, 0xFFFE, 0x1FFFF, 0x10FFFE])

    /// `text` with `inserted` put in front of its first space (at its end when it has none).
    public static func dirty(_ text: String, with inserted: [Unicode.Scalar]) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: inserted)
        let added = String(scalars)
        guard let space = text.firstIndex(of: " ") else { return text + added }
        return String(text[..<space]) + added + String(text[space...])
    }

    /// `U+0085`.
    public static func code(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func scalars(_ values: [Int]) -> [Unicode.Scalar] {
        values.compactMap { Unicode.Scalar(UInt32($0)) }
    }
}
