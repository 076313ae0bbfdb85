/// What `foodstory serve` allows a connection: the limits a mature server has, each enforced
/// in time linear in the bytes received (see docs/serve.md).
public struct ServeLimits: Sendable, Hashable {
    /// The most a request's head may hold: its target and its header names and values together
    /// (SwiftNIO's HTTP parser counts those bytes as they come; one more and the request is
    /// answered 431 and the connection closed).
    public var headBytes = 16 * 1024
    /// The most connections open at once; another waits in the kernel's queue until one closes.
    /// Fewer when the process may hold few descriptors (`connections(underDescriptorLimit:)`).
    public var connections = 2_048
    /// The descriptors kept for everything but connections (the server's own, the site's files
    /// as they are read, the build's): connections never take the last of them, so a request
    /// never finds no descriptor left to read its file with.
    public var reservedDescriptors = 32
    /// How long a connection may send nothing while no request is under way (after it opened,
    /// or after its last response) before it is closed.
    public var idleSeconds = 30.0
    /// How long a request's head may take to come whole once its first bytes have.
    public var headSeconds = 10.0
    /// How long a connection being closed after a refusal is read (and what it sends dropped)
    /// so that the client reads the refusal instead of a reset.
    public var lingerSeconds = 2.0

    /// The limits `foodstory serve` runs with.
    public init() {}

    /// The most connections open at once for a process that may hold `limit` descriptors:
    /// `connections`, or fewer so that `reservedDescriptors` stay free (one at least).
    public func connections(underDescriptorLimit limit: Int) -> Int {
        max(1, min(connections, limit - reservedDescriptors))
    }
}
