import PushCore

/// The templates overlay (Ctrl-T): its reducer over the cursor, which is its whole state, and its
/// view. Applying the chosen template changes the Payload slice, so it is handed back to the app.
enum TemplatePicker {
    /// What a key did in the picker.
    enum Outcome {
        /// The cursor is on template `selected` now.
        case select(Int)
        /// The picker closes without a change.
        case close
        /// The picker closes and the template goes into the payload.
        case apply(PayloadTemplate)
        /// The key means nothing here.
        case ignored
    }

    /// A key of the templates scope with the cursor on template `selected`; the list wraps.
    static func reduce(_ command: ConsoleCommand, selected: Int) -> Outcome {
        let templates = PayloadTemplate.all
        let count = templates.count
        switch command {
        case .close: return .close
        case .moveUp: return .select((selected + count - 1) % count)
        case .moveDown: return .select((selected + 1) % count)
        case .activate where templates.indices.contains(selected): return .apply(templates[selected])
        default: return .ignored
        }
    }

    /// The list of templates with their push types, the cursor on `selected`, scrolled to keep it in view.
    static func draw(selected: Int, into screen: inout Screen) {
        let lines = PayloadTemplate.all.enumerated().map { index, template in
            ((index == selected ? "▸ " : "  ") + "\(template.name)  (\(template.pushType))", index == selected ? StyleRole.selection : .normal)
        }
        OverlayView.list(Dialog(title: "Templates", style: .focusedBorder, lines: lines, footer: Keymap.footer(for: .templates), width: 64),
                         selected: selected, into: &screen)
    }
}
