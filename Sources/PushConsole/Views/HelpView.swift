/// The `?` overlay: every binding of the keymap, grouped by where it applies.
enum HelpView {
    static func draw(offset: Int, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = []
        for scope in KeyScope.allCases {
            let bindings = Keymap.bindings.filter { $0.scope == scope }
            guard !bindings.isEmpty else { continue }
            lines.append((scope.rawValue, .title))
            for binding in bindings {
                lines.append(("  " + pad(Keymap.names(binding.keys), 14) + binding.help, .normal))
            }
            if scope == .payload {
                for entry in EditorKeys.help { lines.append(("  " + pad(entry.keys, 14) + entry.help, .dim)) }
            }
        }
        // Room for the box and the footer line; the rest scrolls.
        let room = max(1, screen.height - 5)
        let start = min(max(0, offset), max(0, lines.count - room))
        var shown = Array(lines[start..<min(lines.count, start + room)])
        shown.append((lines.count > room ? "↑↓ PgUp PgDn scroll · any other key closes" : "any key closes this help", .key))
        OverlayView.dialog(title: "Keys", style: .focusedBorder, lines: shown, width: 78, into: &screen)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        let columns = DisplayWidth.of(text)
        return columns >= width ? text + " " : text + String(repeating: " ", count: width - columns)
    }
}
