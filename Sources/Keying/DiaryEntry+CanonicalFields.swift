import Diary

/// An entry, held by the thousand in day pages' and search scripts' keys: its fields written as
/// its `Encodable` conformance writes them, without a keyed container.
extension DiaryEntry: CanonicalFields {
    package static func writeFields(of entry: UnsafePointer<DiaryEntry>, to encoder: CanonicalEncoder) {
        encoder.keyed()
        encoder.field(entry.pointee.record)
        encoder.field(entry.pointee.day)
        encoder.field(entry.pointee.time)
        encoder.field(entry.pointee.offset)
    }
}
