/// Why a site could not be built: the step, and what went wrong, in one line.
public struct SiteBuildError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pipeline step (`templates`, `pages`, `check`, …).
    public var step: String
    /// What went wrong.
    public var message: String
    /// The documented exit status.
    public var exitCode: Int32

    /// Creates an error.
    public init(step: String, message: String, exitCode: Int32 = 65) {
        self.step = step
        self.message = message
        self.exitCode = exitCode
    }

    /// An error of `step`.
    public init(_ step: BuildStep, _ message: String, exitCode: Int32 = 65) {
        self.init(step: step.name, message: message, exitCode: exitCode)
    }

    /// `pages: day.md:12: unknown variable …`.
    public var description: String { "\(step): \(message)" }
}
