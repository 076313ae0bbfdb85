/// A template that cannot be used, with the file and line a person must fix.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template file (as found: a default or one of `--templates`).
    public var file: String
    /// The line, when known.
    public var line: Int?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `day.md:12: unknown variable "descripton"`.
    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }

    /// Bad input data (65): the templates are the user's input.
    public var exitCode: Int32 { 65 }
}
