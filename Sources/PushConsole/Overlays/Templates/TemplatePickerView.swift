import PushCore

/// The templates overlay: built-in templates and saved payloads under their own headings, the
/// cursor's row kept in view, the last outcome under the list; the name field or the question of
/// a step drawn over it.
enum TemplatePickerView {
    static func draw(_ picker: TemplatePicker, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = [("Built-in templates", .dim)]
        var selectedLine = 0
        for (index, choice) in picker.choices.enumerated() {
            if index == picker.templates.count { lines += [("", .normal), ("Saved for this profile", .dim)] }
            if index == picker.selected { selectedLine = lines.count }
            let marker = index == picker.selected ? "▸ " : "  "
            let style = index == picker.selected ? StyleRole.selection : .normal
            switch choice {
            case .builtIn(let template): lines.append((marker + template.name + (template.pushType.map { "  (\($0))" } ?? ""), style))
            case .saved(let saved): lines.append((marker + saved.name + (saved.headers.pushType.map { "  (\($0))" } ?? ""), style))
            }
        }
        if picker.saved.isEmpty {
            lines += [("", .normal), ("Saved for this profile", .dim)]
            if let empty = emptyLibraryLine(picker) { lines.append((empty, .dim)) }
        }
        if picker.isUnreadable { lines.append(("  (the library could not be read: see the status line)", .error)) }
        OverlayView.list(Dialog(title: "Templates and saved payloads", style: .focusedBorder, lines: lines,
                                footer: Keymap.footer(for: .templates), width: 64),
                         selected: selectedLine, into: &screen)
        switch picker.step {
        case .browsing:
            break
        case .naming(let input, let original):
            let note = original == nil ? "the payload with the header fields set for it" : "the payload keeps its text and fields"
            let lines: [(String, StyleRole)] = [("", .normal), ("", .normal), (note, .dim)]
            let inner = Dialog(title: original.map { "Rename '\($0)'" } ?? "Save the payload as", style: .focusedBorder,
                               lines: lines, footer: Keymap.footer(for: .payloadName), width: 56).draw(into: &screen)
            OverlayView.field(input, row: inner.row, column: inner.column + 1, width: inner.width - 2, focused: true, into: &screen)
        case .confirmingOverwrite(let name):
            OverlayView.dialog(title: "Are you sure?", style: .warning, lines: [("'\(name)' is already saved: save over it?", .normal)],
                               scope: .confirm, into: &screen)
        case .confirmingDelete(let name):
            OverlayView.dialog(title: "Are you sure?", style: .warning, lines: [("Delete the saved payload '\(name)'?", .normal)],
                               scope: .confirm, into: &screen)
        }
    }

    /// What stands for an empty list of saved payloads, unless the library could not be read.
    private static func emptyLibraryLine(_ picker: TemplatePicker) -> String? {
        if picker.profileFile == nil { return "  (select a profile to save payloads for it)" }
        if picker.isLoading { return "  loading…" }
        return picker.isUnreadable ? nil : "  (none yet: s saves the payload being edited)"
    }
}
