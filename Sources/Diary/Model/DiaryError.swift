/// Why a diary could not be read. Every case carries what a person needs to act: the file,
/// the record where there is one, and what was expected.
public struct DiaryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The input file does not exist.
        case missing
        /// The input exists but cannot be read (a folder, no permission, an I/O error).
        case unreadable(String)
        /// The file is empty.
        case empty
        /// The content is neither a JSON export nor a SQLite store.
        case unrecognised
        /// JSON that does not parse.
        case invalidJSON(String)
        /// JSON that parses but is not an array of entries (or an object holding one).
        case wrongJSONShape(String)
        /// A SQLite file shorter than its header says.
        case truncatedSQLite(expectedBytes: Int, actualBytes: Int)
        /// A SQLite file that SQLite itself reports as damaged or unreadable.
        case damagedSQLite(String)
        /// A SQLite database without the `ZFOODENTRY` table.
        case notAStore(tables: [String])
        /// A `ZFOODENTRY` table whose columns are not the ones FoodStory knows.
        case unexpectedStoreShape(String)
        /// A record that could not be read (or needed a warning) under `--strict`.
        case badRecord(RecordProblem)
        /// An output file that cannot be written.
        case cannotWrite(String)
    }

    /// The file concerned, as the user named it.
    public var file: String
    /// What went wrong.
    public var reason: Reason

    /// Creates an error about `file`.
    public init(file: String, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    /// The documented exit status: 66 for a missing or unreadable input, 73 for output that
    /// cannot be written, 65 for bad input data.
    public var exitCode: Int32 {
        switch reason {
        case .missing, .unreadable: 66
        case .cannotWrite: 73
        default: 65
        }
    }

    /// One line: the file, the record where there is one, and what was expected.
    public var description: String {
        "\(file): " + detail
    }

    private var detail: String {
        switch reason {
        case .missing:
            return "no such file; expected a FoodLogger JSON export or store file"
        case .unreadable(let why):
            return "cannot be read (\(why))"
        case .empty:
            return "the file is empty; expected a FoodLogger JSON export or store file"
        case .unrecognised:
            return "neither JSON nor a SQLite database; expected a FoodLogger JSON export or store file"
        case .invalidJSON(let why):
            return "not valid JSON (\(why)); expected a FoodLogger JSON export"
        case .wrongJSONShape(let found):
            return "the JSON holds \(found); expected an array of entries or an object with an \"entries\" array"
        case .truncatedSQLite(let expected, let actual):
            return
                "truncated SQLite database: its header promises \(expected) bytes but the file has \(actual); copy the store again"
        case .damagedSQLite(let why):
            return "damaged SQLite database (\(why)); copy the store again"
        case .notAStore(let tables):
            let found = tables.isEmpty ? "no tables" : "tables " + tables.joined(separator: ", ")
            return "SQLite database without a ZFOODENTRY table (found \(found)); expected a FoodLogger store"
        case .unexpectedStoreShape(let why):
            return "ZFOODENTRY has an unexpected shape: \(why)"
        case .badRecord(let problem):
            return problem.message + " (--strict)"
        case .cannotWrite(let why):
            return "cannot be written (\(why))"
        }
    }
}
