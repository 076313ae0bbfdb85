extension MediaFolder {
    /// Why a photo name is refused. A name must be a bare file name directly inside the
    /// media folder, so that it can neither reach another folder nor hide.
    public enum NameProblem: Hashable, Sendable, CustomStringConvertible {
        /// The name is empty.
        case empty
        /// The name is longer than 255 bytes (UTF-8), the limit of common file systems.
        case tooLong
        /// The name contains a control character (NUL, a line break, …).
        case controlCharacter
        /// The name contains `/` or `\`.
        case separator
        /// The name contains `..`.
        case dotDot
        /// The name starts with `.` (a hidden file, or `.` itself).
        case leadingDot

        /// What is wrong, as the end of a sentence.
        public var description: String {
            switch self {
            case .empty: "it is empty"
            case .tooLong: "it is longer than \(MediaFolder.maximumNameBytes) bytes"
            case .controlCharacter: "it contains a control character"
            case .separator: "it contains a path separator (\"/\" or \"\\\")"
            case .dotDot: "it contains \"..\""
            case .leadingDot: "it starts with \".\""
            }
        }
    }

    /// The longest name accepted, in UTF-8 bytes.
    public static let maximumNameBytes = 255

    /// Whether `name` is a bare file name that stays inside the media folder (and so also
    /// inside the site's `media/` folder).
    public static func isSafeName(_ name: String) -> Bool {
        nameProblem(name) == nil
    }

    /// Why `name` is refused, or nil for a safe name. Decided from the text alone, without
    /// touching the file system.
    public static func nameProblem(_ name: String) -> NameProblem? {
        if name.isEmpty { return .empty }
        if name.utf8.count > maximumNameBytes { return .tooLong }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .controlCharacter
        }
        if name.utf8.contains(UInt8(ascii: "/")) || name.utf8.contains(UInt8(ascii: "\\")) { return .separator }
        if name.utf8.starts(with: [UInt8(ascii: ".")]) { return name == ".." ? .dotDot : .leadingDot }
        let bytes = Array(name.utf8)
        if zip(bytes, bytes.dropFirst()).contains(where: { $0 == UInt8(ascii: ".") && $1 == UInt8(ascii: ".") }) {
            return .dotDot
        }
        return nil
    }
}
