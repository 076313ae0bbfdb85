import Support

/// Where a record was read from, when bytes alone make it: the `ContentHash` of an export's
/// element, which the reader decodes into the record (with the program, and nothing else). A
/// record is the same value wherever it came from, so its source is no part of its equality,
/// its hash or its `Codable` form (it is written as nil and read as none); and a change to any
/// field of the record forgets it. A build writes a record that has one as that hash
/// (`Site`'s canonical encoding), instead of field by field.
public struct RecordSource: Hashable, Sendable, Codable {
    /// The hash of the bytes the record was decoded from; nil when it is not known.
    public let bytes: ContentHash?

    /// No source.
    public init() {
        bytes = nil
    }

    /// The source of a record decoded from bytes whose hash is `bytes`: only readers know it.
    init(_ bytes: ContentHash) {
        self.bytes = bytes
    }

    public static func == (lhs: RecordSource, rhs: RecordSource) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}

    public init(from decoder: any Decoder) throws {
        self.init()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
