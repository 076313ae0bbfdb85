import Diary
import Support

/// The key of an output: the `ContentHash` (128 bits of XXH3) of the canonical encoding
/// (`CanonicalEncoder`) of the one value that holds everything the output is made from. It is
/// the one keying rule of a build: every page, card, picture, search script, photo and the
/// build as a whole declare their inputs as a value, and two outputs with the same key are the
/// same bytes. The value's `Encodable` conformance is the compiler's wherever it can be, so a
/// stored property added later is in the key with no other edit. Where it is not — a type that
/// writes its own fields (`CanonicalFields`: a day page's inputs, an entry's facts, an entry, an
/// earlier day) or has a hand-written `encode(to:)` (`Page`, `BlockSource`, `ISOWeek`) — the
/// tests change every stored property of a specimen of each, found through its encoding, and
/// see the key change (`PageInputsKeyTests`, `OutputKeyTests`).
package struct OutputKey: Hashable, Sendable {
    package let hash: ContentHash

    /// The key of `inputs`.
    package init(_ inputs: some Encodable) {
        hash = CanonicalEncoder.hash(of: inputs)
    }

    /// The key of `inputs` made into an output by the program `program` stands for: the key of
    /// the pair.
    package init(_ inputs: some Encodable, madeBy program: ContentHash) {
        hash = CanonicalEncoder.hash(of: inputs, after: program)
    }

    /// The key a manifest recorded.
    package init(hash: ContentHash) {
        self.hash = hash
    }

    /// The key as 32 hexadecimal digits.
    package var hex: String { hash.hex }
}
