/// Why `foodstory serve` cannot serve: the reason, and one line saying what went wrong.
public struct PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure.
    public enum Reason: Hashable, Sendable {
        /// `--host` is not an address.
        case badHost
        /// The address cannot be listened on (the port is in use, the address is not this
        /// machine's).
        case cannotListen
    }

    /// What kind of failure.
    public var reason: Reason
    /// What went wrong.
    public var message: String

    /// An error.
    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    /// The documented exit status: 64 for a bad `--host`, 73 for an address that cannot be
    /// listened on.
    public var exitCode: Int32 { reason == .badHost ? 64 : 73 }

    public var description: String { message }
}
