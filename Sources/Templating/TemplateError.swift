/// A template that cannot be used, with the file and line a person must fix.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template file (as found: a default or one of `--templates`).
    public var file: String
    /// The line, when known.
    public var line: Int?
    /// What is wrong.
    public var message: String
    /// The documented exit status: 65 (bad input data: the templates are the user's input), or
    /// 73 when exported templates cannot be written.
    public var exitCode: Int32

    /// Creates an error.
    public init(file: String, line: Int?, message: String, exitCode: Int32 = 65) {
        self.file = file
        self.line = line
        self.message = message
        self.exitCode = exitCode
    }

    /// `day.md:12: unknown variable "descripton"`.
    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}
