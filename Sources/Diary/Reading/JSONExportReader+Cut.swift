import Foundation
import Support

extension JSONExportReader {
    /// The raw records of an export, and when it was cut short (an interrupted copy), the
    /// warning that says where: the complete records before the cut are read, so a person gets
    /// their site and knows what is missing. Any other broken JSON is an error, with its line
    /// and column.
    static func recordsAllowingCut(in data: Data, file: String, cores: Int) throws(DiaryError) -> (
        items: [RawItem], cut: ExportCut?
    ) {
        do {
            return (try records(in: data, file: file, cores: cores), nil)
        } catch {
            guard case .invalidJSON = error.reason, let cut = cutShort(data, file: file, cores: cores) else {
                throw error
            }
            let items = Parallel.map(Array(cut.records.indices), cores: cores, minimumRun: 1024) {
                item(cut.records[$0], at: $0)
            }
            return (items, cut.cut)
        }
    }

    /// The complete elements of an export whose top-level array ends too soon, and where it
    /// ends; nil when the export is broken in
    /// another way, or holds no complete element.
    static func cutShort(_ data: Data, file: String, cores: Int) -> (records: [ExportRecord], cut: ExportCut)? {
        guard let fault = data.withUnsafeBytes({ JSONSyntax.fault(in: $0) }), fault.endsEarly, fault.topLevelArray,
            let end = fault.elementEnds.last
        else { return nil }
        var complete = Data(data[data.startIndex..<data.startIndex + end])
        complete.append(UInt8(ascii: "]"))
        guard let records = inParallel(complete, cores: cores) ?? (try? whole(complete, file: file)),
            records.count == fault.elementEnds.count
        else { return nil }
        var lastID: String?
        if case .object(let fields) = records[records.count - 1], case .string(let id) = fields[.id] {
            lastID = RawField.abbreviated(id)
        }
        let position = data.withUnsafeBytes { TextPosition(of: fault.offset, in: $0) }
        return (records, ExportCut(position: position, complete: records.count, lastID: lastID))
    }

    /// Where a document that does not decode breaks, on one line with its line and column:
    /// from FoodStory's own reading of its syntax, else from Foundation's words with the
    /// character offset they give turned into a line and column.
    static func jsonFault(_ data: Data, foundation: () -> String?) -> String {
        if let fault = data.withUnsafeBytes({ JSONSyntax.fault(in: $0) }) {
            let position = data.withUnsafeBytes { TextPosition(of: fault.offset, in: $0) }
            return ExportWords.fault(at: position, found: fault.found, expected: fault.expected)
        }
        guard let detail = foundation() else { return "it does not parse" }
        // "Invalid value around character 18."
        let words = detail.split(separator: " ")
        if let last = words.last, words.dropLast().last == "character", let offset = Int(last.filter(\.isNumber)) {
            let position = data.withUnsafeBytes { TextPosition(of: offset, in: $0) }
            return ExportWords.foundationFault(detail.dropLast(last.count + " character".count + 1), at: position)
        }
        return RawField.abbreviated(detail, limit: 160)
    }
}

/// Where an export was cut short, and what was complete before it.
struct ExportCut: Hashable, Sendable {
    /// Where the file ends.
    var position: TextPosition
    /// How many records were complete before it.
    var complete: Int
    /// The id of the last complete record, as messages show it; nil when it has none.
    var lastID: String?

    /// The warning of a build that reads the complete records.
    func warning(file: String) -> RecordProblem {
        RecordProblem(record: nil, reason: ExportWords.cutShort(file: file, self))
    }

    /// The error under `--strict`, which reads nothing.
    var strictProblem: RecordProblem {
        RecordProblem(record: nil, reason: ExportWords.cutShortStrict(self))
    }
}
