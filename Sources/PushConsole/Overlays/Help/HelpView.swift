/// The `?` overlay: every binding of the keymap, grouped by where it applies, dialogs included.
enum HelpView {
    static let dialog: Dialog = {
        var lines: [(String, StyleRole)] = []
        for scope in KeyScope.allCases {
            let bindings = Keymap.bindings.filter { $0.scope == scope }
            guard !bindings.isEmpty else { continue }
            lines.append((scope.title, .title))
            for binding in bindings {
                lines.append(("  " + pad(Keymap.names(binding.keys), 14) + binding.help, .normal))
            }
            if scope == .payload {
                for entry in EditorKeys.help { lines.append(("  " + pad(entry.keys, 14) + entry.help, .dim)) }
            }
            if scope.hasTextFields {
                for entry in LineInput.help { lines.append(("  " + pad(entry.keys, 14) + entry.help, .dim)) }
            }
        }
        return Dialog(title: "Keys", style: .focusedBorder, lines: lines, footer: Keymap.footer(for: .help), width: 78)
    }()

    private static func pad(_ text: String, _ width: Int) -> String {
        let columns = DisplayWidth.of(text)
        return columns >= width ? text + " " : text + String(repeating: " ", count: width - columns)
    }
}
