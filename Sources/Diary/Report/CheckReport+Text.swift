extension CheckReport {
    /// The human summary `foodstory check` prints.
    public var text: String {
        var lines: [String] = []
        lines.append("Diary: \(Self.visible(input)) (\(InputKind(rawValue: inputKind)?.label ?? inputKind))")
        lines.append(
            "Entries: \(entries) read, \(skipped.count) skipped, \(warnings.count) \(warnings.count == 1 ? "warning" : "warnings")"
        )
        if let firstDay, let lastDay {
            let span = firstDay.days(to: lastDay) + 1
            lines.append("Days: \(firstDay) to \(lastDay), \(daysWithEntries) of \(span) days with entries")
        } else {
            lines.append("Days: none (the diary is empty)")
        }
        let zoneDetail =
            offsets.count > 1
            ? " (" + offsets.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
                + " entries)"
            : ""
        lines.append("Time zone: \(timeZone)\(zoneDetail)")
        let categoryOrder = MealCategory.allCases.map(\.rawValue) + ["uncategorized"]
        lines.append("Categories: " + categoryOrder.map { "\($0) \(categories[$0] ?? 0)" }.joined(separator: ", "))
        lines.append(
            "Input types: "
                + InputType.allCases.map { "\($0.rawValue) \(inputTypes[$0.rawValue] ?? 0)" }.joined(separator: ", "))
        lines.append("Edited: \(edited); with a photo: \(withPhoto)")
        lines.append("Languages: the site in \(locale), the diary's food words read in \(diaryLanguage)")
        if let list {
            lines.append("Entries in diary order:")
            lines += list.map { entry in
                let category = entry.category?.uppercased() ?? "UNCATEGORIZED"
                var line =
                    "  \(entry.day) \(entry.time) \(entry.offset)  \(category)  \(entry.inputType)  \(Self.visible(entry.description))"
                if entry.edited { line += "  (edited)" }
                if let photo = entry.photo { line += "  [photo \(Self.visible(photo))]" }
                return line
            }
        }
        if !skipped.isEmpty {
            lines.append("Skipped:")
            lines += skipped.map { "  - " + Self.visible($0.line) }
        }
        if !warnings.isEmpty {
            lines.append("Warnings:")
            lines += warnings.map { "  - " + Self.visible($0.line) }
        }
        return lines.joined(separator: "\n")
    }

    /// Diary text made safe for a terminal: control characters (line breaks, tabs, escape
    /// sequences) are shown as `\u{…}` instead of acting on the screen.
    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension CheckReport.Problem {
    /// `record 3 (id …): reason`.
    var line: String {
        guard let index else { return reason }
        return RecordProblem(record: RecordRef(index: index, id: id), reason: reason).message
    }
}
