extension CheckReport {
    /// The human summary `foodstory check` prints.
    public var text: String {
        var lines: [String] = []
        lines.append("Diary: \(input) (\(InputKind(rawValue: inputKind)?.label ?? inputKind))")
        lines.append("Entries: \(entries) read, \(skipped.count) skipped, \(warnings.count) \(warnings.count == 1 ? "warning" : "warnings")")
        if let firstDay, let lastDay {
            let span = firstDay.days(to: lastDay) + 1
            lines.append("Days: \(firstDay) to \(lastDay), \(daysWithEntries) of \(span) days with entries")
        } else {
            lines.append("Days: none (the diary is empty)")
        }
        let zoneDetail = offsets.count > 1
            ? " (" + offsets.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " entries)"
            : ""
        lines.append("Time zone: \(timeZone)\(zoneDetail)")
        let categoryOrder = MealCategory.allCases.map(\.rawValue) + ["uncategorized"]
        lines.append("Categories: " + categoryOrder.map { "\($0) \(categories[$0] ?? 0)" }.joined(separator: ", "))
        lines.append("Input types: " + InputType.allCases.map { "\($0.rawValue) \(inputTypes[$0.rawValue] ?? 0)" }.joined(separator: ", "))
        lines.append("Edited: \(edited); with a photo: \(withPhoto)")
        if !skipped.isEmpty {
            lines.append("Skipped:")
            lines += skipped.map { "  - " + $0.line }
        }
        if !warnings.isEmpty {
            lines.append("Warnings:")
            lines += warnings.map { "  - " + $0.line }
        }
        return lines.joined(separator: "\n")
    }
}

extension CheckReport.Problem {
    /// `record 3 (id …): reason`.
    var line: String {
        guard let index else { return reason }
        return RecordProblem(record: RecordRef(index: index, id: id), reason: reason).message
    }
}
